export function LoadingScreen({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-sand-50">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-forest-200 border-t-forest-800" aria-hidden />
      <p className="text-ink-soft">{label}</p>
    </div>
  );
}
