import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@school/contracts';
import { unwrap } from '../../../lib/api-client';

/** The console's contracts: where its endpoints' response schemas are (`schemas` of callParsed). */
export const consoleSchemas = () => import('@school/contracts/admin');

/**
 * A console change made through its endpoint (`(v) => apiCall(adminXApi.y, { params, body })`, docs/decisions/090):
 * a refusal becomes an error carrying the server's Korean message, and the console's cached answers are fetched
 * again (a change shows at once everywhere in the console).
 */
export function useConsoleChange<V, T>(call: (vars: V) => Promise<Envelope<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V): Promise<Envelope<T>> => {
      const envelope = await call(vars);
      unwrap(envelope);
      return envelope;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
