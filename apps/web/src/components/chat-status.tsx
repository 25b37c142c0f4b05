import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** Under a message of mine the server has not confirmed: 'Sending…', or 'Not sent' with Retry. */
export function PendingStatus({ status, onRetry }: { status: 'sending' | 'failed'; onRetry: () => void }) {
  if (status === 'sending') return <span>Sending…</span>;
  return (
    <>
      <span className="font-medium text-danger">Not sent</span>
      <button
        type="button"
        onClick={onRetry}
        aria-label="Retry sending"
        className="inline-flex cursor-pointer items-center gap-1 rounded-full px-1.5 py-0.5 font-medium text-forest-800 underline hover:bg-forest-50"
      >
        <RotateCw className="h-3 w-3" aria-hidden />
        Retry
      </button>
    </>
  );
}

/** Where a chat's messages will be: loading, or why they could not be read with a way to try again. */
export function ChatLoadState({ error, onRetry, loadingText }: { error: Error | null; onRetry: () => void; loadingText: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-sand-50 p-6 text-center" role="status">
      {error ? (
        <>
          <p className="font-medium text-ink">Error loading messages</p>
          <p className="text-sm text-ink-soft">{error.message || 'Please try again.'}</p>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        <p className="text-ink-soft">{loadingText}</p>
      )}
    </div>
  );
}
