import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** Variables of a change to one thing: its id in the path, the rest is the body. */
export type On<B> = B & { id: number };
export const bodyOf = <B extends object>({ id: _id, ...body }: On<B>) => body;

/**
 * A console change: POST the body, turn a refusal into an error carrying the server's Korean message,
 * and refetch the console's cached answers (a change shows at once everywhere in the console).
 */
export function useConsoleMutation<B, T = unknown>(url: (vars: B) => string, body: (vars: B) => unknown = (v) => v) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: B): Promise<Envelope<T>> => {
      const envelope = await apiRequest<T>({ method: 'POST', url: url(vars), data: body(vars) });
      unwrap(envelope);
      return envelope;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
