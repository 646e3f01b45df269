/**
 * The app's TanStack Query client (one instance, provided in `main.tsx`).
 *
 * - No retries for 4xx answers (they will not get better); one retry for network/5xx failures.
 * - Data stays fresh for 30 s; no refetch on window focus (a teacher's board must not jump).
 * - Mutations never retry here; the board adds the spec's single 500 ms retry where it applies.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
