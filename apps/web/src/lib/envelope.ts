import type { Envelope } from '@school/contracts';

// Below both api-client.ts and http-client.ts, so neither imports the other to know an envelope (issue 34: the loop
// api-client → http-client → api-client is gone).

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string' &&
    'data' in body
  );
}
