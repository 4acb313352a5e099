import type { AxiosRequestConfig } from 'axios';
import type { Envelope } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';

/** A non-0000 envelope, thrown by `unwrap` so TanStack Query sees an error with the server's message. */
export class ApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string' &&
    'data' in body
  );
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

/** Sends a request and returns the envelope (any code); see createApiClient (lib/http-client.ts) for the rules. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const { clientFor } = await import('./http-client');
  const response = await clientFor(config).request<Envelope<T>>(config);
  return response.data;
}
