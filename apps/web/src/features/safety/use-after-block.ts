import { useQueryClient } from '@tanstack/react-query';
import { socialKeys } from '@/lib/api/social-api.ts';

/**
 * What follows a block (or a report, which blocks too): every social list may have shown this
 * person, so all of them are fetched again; the caller's own list goes next through onBlocked.
 */
export function useAfterBlock(onBlocked?: () => void) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    onBlocked?.();
  };
}
