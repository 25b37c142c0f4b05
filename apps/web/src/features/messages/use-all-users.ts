import { useInfiniteQuery } from '@tanstack/react-query';
import { listUsers, socialKeys } from '@/lib/api/social-api.ts';

/** Everyone else on Sankofa, a page at a time; the server hides demo profiles, blocks and me. */
export const useAllUsers = () =>
  useInfiniteQuery({
    queryKey: socialKeys.users,
    queryFn: ({ pageParam }) => listUsers(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
