import { describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { TokenPair } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { ApiError, errorMessage, unwrap } from './api-client';
import { createApiClient, type ApiClientDeps } from './http-client';

type Reply = { status: number; body: unknown } | Error;
type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** Stands in for the network: answers like the server would, rejecting non-2xx like axios' adapters do. */
function fakeAdapter(handler: Handler) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const reply = await handler(config);
    if (reply instanceof Error) throw reply;
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  return { adapter, calls };
}

const REFRESH = authApi.refresh.path;
const env = (code: string, data: unknown = null, message = `message ${code}`) => ({ code, message, data });

function setup(
  handler: Handler,
  initial: TokenPair | null = { accessToken: 'old-a', refreshToken: 'old-r' },
  extra: Pick<ApiClientDeps, 'getExpiresAt'> = {},
) {
  let tokens = initial;
  const { adapter, calls } = fakeAdapter(handler);
  const deps = {
    getTokens: () => tokens,
    getOs: () => 'macOS',
    setTokens: vi.fn((t: TokenPair) => {
      tokens = t;
    }),
    clearSession: vi.fn(() => {
      tokens = null;
    }),
    redirectToLogin: vi.fn(),
    adapter,
    log: { warn: vi.fn() },
    ...extra,
  };
  const client = createApiClient(deps);
  return { client, calls, deps, tokens: () => tokens };
}

const bodyOf = (config: InternalAxiosRequestConfig): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;

describe('api client', () => {
  // axios' XHR adapter copies the cookie into the header; the fake adapter only sees the config that drives it.
  it('uses a 6000 ms timeout, the XSRF cookie/header pair and a bearer header when signed in', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: env('0000', { ok: true }) }));
    await client.get('/api/comm/incheck');
    const config = calls[0]!;
    expect(config.timeout).toBe(6000);
    expect(config.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(config.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(config.withXSRFToken).toBe(true);
    expect(config.headers.get('Authorization')).toBe('Bearer old-a');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: env('0000') }), null);
    await client.get('/api/comm/menu');
    expect(calls[0]!.headers.get('Authorization')).toBeFalsy();
  });

  it('sends a given bearer instead of the stored one and leaves the stored session alone whatever the answer', async () => {
    const { client, calls, deps, tokens } = setup((config) => ({ status: 401, body: env(config.url === '/expired' ? '0902' : '0904') }));
    expect((await client.post('/x', {}, { bearer: 'other-a' })).data).toMatchObject({ code: '0904' });
    expect((await client.post('/expired', {}, { bearer: 'other-a' })).data).toMatchObject({ code: '0902' });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer other-a', 'Bearer other-a']);
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.setTokens).not.toHaveBeenCalled();
    expect(tokens()).toEqual({ accessToken: 'old-a', refreshToken: 'old-r' });
  });

  it('a returning member whose first call is a GET still refreshes with an XSRF cookie (no page hands one out)', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const cookieAtRefresh: (string | null)[] = [];
    const { client, calls } = setup((config) => {
      if (config.url === REFRESH) {
        cookieAtRefresh.push(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? null);
        return { status: 200, body: env('0000', { accessToken: 'new-a', refreshToken: 'new-r' }) };
      }
      if (config.headers.get('Authorization') === 'Bearer old-a') return { status: 401, body: env('0902') };
      return { status: 200, body: env('0000', { value: 1 }) };
    });
    await client.get('/api/my/user');
    expect(calls.map((c) => c.url)).toEqual(['/api/my/user', REFRESH, '/api/my/user']);
    expect(cookieAtRefresh[0]).toMatch(/^[\w-]{32}$/);
  });

  it('on 0902 refreshes once, stores the new tokens and retries the original request once', async () => {
    const { client, calls, deps } = setup((config) => {
      if (config.url === REFRESH) return { status: 200, body: env('0000', { accessToken: 'new-a', refreshToken: 'new-r' }) };
      if (config.headers.get('Authorization') === 'Bearer old-a') return { status: 401, body: env('0902') };
      return { status: 200, body: env('0000', { value: 42 }) };
    });
    const response = await client.post('/api/my/user/name', { user_name: '홍길동' });
    expect(response.data).toEqual(env('0000', { value: 42 }));
    expect(calls.map((c) => c.url)).toEqual(['/api/my/user/name', REFRESH, '/api/my/user/name']);
    expect(bodyOf(calls[1]!)).toEqual({ accessToken: 'old-a', refreshToken: 'old-r', os: 'macOS' });
    expect(bodyOf(calls[2]!)).toEqual({ user_name: '홍길동' });
    expect(calls[2]!.headers.get('Authorization')).toBe('Bearer new-a');
    expect(deps.setTokens).toHaveBeenCalledWith({ accessToken: 'new-a', refreshToken: 'new-r' });
  });

  it('shares one refresh between concurrent 0902 responses', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, calls } = setup(async (config) => {
      if (config.url === REFRESH) {
        await refreshGate;
        return { status: 200, body: env('0000', { accessToken: 'new-a', refreshToken: 'new-r' }) };
      }
      if (config.headers.get('Authorization') === 'Bearer old-a') return { status: 401, body: env('0902') };
      return { status: 200, body: env('0000', config.url) };
    });
    const all = Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url === REFRESH)).toHaveLength(1));
    releaseRefresh();
    const results = await all;
    expect(results.map((r) => (r.data as { data: unknown }).data)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((c) => c.url === REFRESH)).toHaveLength(1);
  });

  it('a token known to have run out is refreshed before the calls: one refresh, no 0902 round', async () => {
    let expiresAt = Date.now() - 1;
    const { client, calls } = setup(
      (config) => {
        if (config.url === REFRESH) {
          expiresAt = Date.now() + 60_000;
          return { status: 200, body: env('0000', { accessToken: 'new-a', refreshToken: 'new-r' }) };
        }
        if (config.headers.get('Authorization') === 'Bearer old-a') return { status: 401, body: env('0902') };
        return { status: 200, body: env('0000', config.url) };
      },
      undefined,
      { getExpiresAt: () => expiresAt },
    );
    const results = await Promise.all([client.get('/api/a'), client.get('/api/b')]);
    expect(results.map((r) => (r.data as { data: unknown }).data)).toEqual(['/api/a', '/api/b']);
    expect(calls.map((c) => c.url)).toEqual([REFRESH, '/api/a', '/api/b']);
    expect(calls.slice(1).map((c) => c.headers.get('Authorization'))).toEqual(['Bearer new-a', 'Bearer new-a']);
  });

  it('a token still in its lifetime is sent as it is', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: env('0000') }), undefined, { getExpiresAt: () => Date.now() + 60_000 });
    await client.get('/api/a');
    expect(calls.map((c) => c.url)).toEqual(['/api/a']);
  });

  it('retries only once: a second 0902 resolves with that envelope', async () => {
    const { client, calls } = setup((config) =>
      config.url === REFRESH
        ? { status: 200, body: env('0000', { accessToken: 'new-a', refreshToken: 'new-r' }) }
        : { status: 401, body: env('0902') },
    );
    const response = await client.get('/api/my/user');
    expect((response.data as { code: string }).code).toBe('0902');
    expect(calls).toHaveLength(3);
  });

  it("raises 'response data is null' when the refresh result has no data", async () => {
    const { client } = setup((config) =>
      config.url === REFRESH ? { status: 200, body: env('0000', null) } : { status: 401, body: env('0902') },
    );
    await expect(client.get('/api/my/user')).rejects.toThrow('response data is null');
  });

  it('raises the refresh failure message, clearing the session on a sign-out code', async () => {
    const { client, deps } = setup((config) =>
      config.url === REFRESH
        ? { status: 401, body: env('0903', null, '로그인이 만료되었습니다. 다시 로그인해 주세요.') }
        : { status: 401, body: env('0902') },
    );
    await expect(client.get('/api/my/user')).rejects.toThrow('로그인이 만료되었습니다. 다시 로그인해 주세요.');
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.redirectToLogin).toHaveBeenCalledOnce();
  });

  it.each(['0901', '0903', '0904', '0905', '0907'])('on %s logs, clears the session and goes to login', async (code) => {
    const { client, deps } = setup(() => ({ status: 401, body: env(code) }));
    const response = await client.get('/api/my/user');
    expect((response.data as { code: string }).code).toBe(code);
    expect(deps.log.warn).toHaveBeenCalledWith(`[auth] ${code} message ${code}`);
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.redirectToLogin).toHaveBeenCalledOnce();
  });

  it('can clear the session without redirecting (silent app-start check)', async () => {
    const { client, deps } = setup(() => ({ status: 401, body: env('0904') }));
    await client.get('/api/comm/incheck', { authRedirect: false });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.redirectToLogin).not.toHaveBeenCalled();
  });

  it('resolves other codes with the envelope so callers can show the server message', async () => {
    const { client, deps } = setup(() => ({ status: 409, body: env('4001', null, '이미 사용한 쿠폰입니다.') }));
    const response = await client.post('/api/payment/coupon', { cp_no: 'X' });
    expect(response.data).toEqual(env('4001', null, '이미 사용한 쿠폰입니다.'));
    expect(() => unwrap(response.data as never)).toThrow(new ApiError('4001', '이미 사용한 쿠폰입니다.'));
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it("keeps axios' messages for responses without an envelope and for network errors", async () => {
    const html = setup(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(html.client.get('/api/x')).rejects.toThrow('Request failed with status code 502');

    const offline = setup(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const error = await offline.client.get('/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('Network Error');
    expect(errorMessage(error)).toContain('Network Error');
  });
});

describe('the console client (decision 081)', () => {
  it('routes /api/admin and calls marked console to the console session', async () => {
    const { clientFor, apiClient, consoleClient } = await import('./http-client');
    expect(clientFor({ url: '/api/admin/members' })).toBe(consoleClient);
    expect(clientFor({ url: '/api/my/simpleUser', console: true })).toBe(consoleClient);
    expect(clientFor({ url: '/api/my/simpleUser' })).toBe(apiClient);
  });

  it('a session that is not a console session (0909) closes the console without sending anyone to /login', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 401, body: env('0909') }));
    const deps = {
      getTokens: () => ({ accessToken: 'a', refreshToken: 'r' }),
      getOs: () => 'macOS',
      setTokens: vi.fn(),
      clearSession: vi.fn(),
      redirectToLogin: vi.fn(),
      signOutCodes: ['0903', '0909'],
      adapter,
      log: { warn: vi.fn() },
    };
    const res = await createApiClient(deps).get('/api/admin/members');
    expect(res.data).toMatchObject({ code: '0909' });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
  });
});
