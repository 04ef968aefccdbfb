/**
 * The signed-in user's mall list (`GET /customer/malls`; decision 0037), for the route guard's
 * mall check and the mall screens. Loaded once a session and language, only in a system that has
 * mall routes; until it arrives (or when it fails) the list is empty, so a mall route is refused.
 */
import { useQuery } from '@tanstack/react-query';
import { useMro } from '@mro/ui';
import { useHttp } from '../services/ServicesProvider';

export interface Mall {
  mallId: string;
  mallNm: string;
}

export function useMallList(enabled = true) {
  const http = useHttp();
  const { locale } = useMro();
  return useQuery({
    queryKey: ['malls', locale],
    enabled,
    queryFn: async () => {
      const result = await http.get<{ malls: Mall[] }>('/customer/malls', undefined, { loading: false });
      if (!result.ok) throw new Error(result.failure.message);
      return result.data.malls;
    },
    staleTime: Infinity,
  });
}
