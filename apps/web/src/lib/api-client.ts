import type { AxiosRequestConfig } from 'axios';
import type { Envelope } from '@school/contracts';
import { fillPath, type CallInput, type DataOf, type Endpoint } from '@school/contracts/endpoints';
import { SUCCESS_CODE } from '@school/contracts/plain';

export { isEnvelope } from './envelope';

/** A non-0000 envelope, thrown by `unwrap` so TanStack Query sees an error with the server's message. */
export class ApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** Returns the data of a 0000 envelope; otherwise throws an ApiError with the server's message. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
}

/** A message a person can read for any error a request may raise. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isAxiosError(error)) return `서버와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요. (${error.message})`;
  if (error instanceof Error) return error.message;
  return '알 수 없는 오류가 발생했습니다.';
}

// axios itself loads with the first request (lib/http-client.ts); its errors are known by their flag.
const isAxiosError = (error: unknown): error is Error => typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** axios' options for one call, without what the endpoint decides (address, method, query, body). */
export type CallOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

/** What `apiCall` takes beside the endpoint: its `params`, `query` and `body` (each typed by the contract) and axios' options. */
export type CallArgs<E extends Endpoint> = CallInput<E> & CallOptions;

/** Required when the endpoint has a required params, query or body field. */
type ArgsOf<E extends Endpoint> = Partial<CallInput<E>> extends CallInput<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/**
 * Calls an endpoint of the contract (packages/contracts/src/endpoints, docs/decisions/090): the address comes from
 * its path and `params`, the query and body are typed by its schemas, and the answer is its typed envelope (any
 * code). The one way the web app reaches the API; lint refuses an '/api/…' literal elsewhere.
 */
export function apiCall<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): Promise<Envelope<DataOf<E>>> {
  const { params, query, body, ...options } = (args ?? {}) as CallArgs<Endpoint> & { params?: object; query?: object; body?: unknown };
  return apiRequest<DataOf<E>>({
    ...options,
    method: endpoint.method,
    url: fillPath(endpoint.path, params),
    ...(query === undefined ? {} : { params: query }),
    ...(body === undefined ? {} : { data: body }),
  });
}

/** Sends a request and returns the envelope (any code); see createApiClient (lib/http-client.ts) for the rules. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const { clientFor } = await import('./http-client');
  const response = await clientFor(config).request<Envelope<T>>(config);
  return response.data;
}
