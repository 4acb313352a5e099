import type { DataOf, Endpoint } from '@school/contracts/endpoints';
import { fillPath } from '@school/contracts/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type Tokens } from './accounts.ts';
import type { TestContext } from './test-app.ts';

export interface CallOptions {
  /** The caller's session (its tokens, or an access token alone) goes in the bearer header; none for null or absent. */
  who?: Tokens | { accessToken: string } | string | null;
  /** The path's `:params`. */
  params?: object;
  /** The query string's fields; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  payload?: object;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  /** The `{ code, message, data }` envelope (read on first use: a file or a page answer has none). */
  readonly body: { code: string; message: string; data: T };
  /** The raw answer, for its headers or a body that is not JSON. */
  res: LightMyRequestResponse;
}

/**
 * Calls an endpoint object the way the web client does (t.request: the XSRF cookie and header), as `who`.
 * `data` is typed by the endpoint's response schema unless the caller names the type.
 */
export function call<E extends Endpoint>(t: TestContext, endpoint: E, options?: CallOptions): Promise<CallResult<DataOf<E>>>;
export function call<T>(t: TestContext, endpoint: Endpoint, options?: CallOptions): Promise<CallResult<T>>;
export async function call<T>(t: TestContext, endpoint: Endpoint, options: CallOptions = {}): Promise<CallResult<T>> {
  return send<T>(t, endpoint.method, fillPath(endpoint.path, options.params), options);
}

/**
 * GETs an address the API handed out (a playlist's, a segment's, a subtitle file's), not one the test writes: there
 * the address itself is under test, so it goes as given.
 */
export function getUrl<T = unknown>(t: TestContext, url: string, options: Pick<CallOptions, 'who' | 'headers'> = {}): Promise<CallResult<T>> {
  return send<T>(t, 'GET', url, options);
}

async function send<T>(t: TestContext, method: Endpoint['method'], url: string, { who, query, payload, headers }: CallOptions): Promise<CallResult<T>> {
  const res = await t.request({
    method,
    url,
    ...(query ? { query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))) } : {}),
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(who ? bearer(who) : {}) },
  });
  return {
    status: res.statusCode,
    get body() {
      return res.json<{ code: string; message: string; data: T }>();
    },
    res,
  };
}
