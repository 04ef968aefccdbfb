/**
 * The portal's TanStack Query client: server state is refetched on focus only where a screen asks;
 * no retries (a failed call was shown once by the presenter; the user asks again).
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
