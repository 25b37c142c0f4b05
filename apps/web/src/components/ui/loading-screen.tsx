import { useTranslation } from 'react-i18next';

export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-sand-50"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-forest-200 border-t-forest-800"
        aria-hidden
      />
      <p className="text-ink-soft">{label}</p>
    </div>
  );
}

const LABELS = { page: 'loading', experience: 'loadingExperience', moderation: 'loadingModeration' } as const;

/**
 * A route's loading screen in the language shown. Its words are in `common`, which every language
 * has before the first paint, so this fallback never waits for a file itself.
 */
export function RouteLoading({ what = 'page' }: { what?: keyof typeof LABELS }) {
  const { t } = useTranslation();
  return <LoadingScreen label={t(LABELS[what])} />;
}
