import { expect, it, vi } from 'vitest';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { TokenPair } from '@school/contracts';
import { createApiClient } from '../../../lib/http-client';
import { withdrawalRequest } from './withdraw';
import { authApi, myApi } from '@school/contracts/endpoints';

it('retries a withdrawal after a 0902 refresh with the rotated refresh token', async () => {
  let tokens: TokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1' };
  const calls: InternalAxiosRequestConfig[] = [];
  const reply = (config: InternalAxiosRequestConfig, status: number, code: string, data: unknown = null): AxiosResponse => {
    const response: AxiosResponse = { data: { code, message: code, data }, status, statusText: '', headers: {}, config };
    if (status >= 300) throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  const client = createApiClient({
    getTokens: () => tokens,
    getOs: () => 'macOS',
    setTokens: (t) => {
      tokens = t;
    },
    clearSession: vi.fn(),
    redirectToLogin: vi.fn(),
    log: { warn: vi.fn() },
    adapter: async (config) => {
      calls.push(config);
      if (config.url === authApi.refresh.path) return reply(config, 200, '0000', { accessToken: 'access-2', refreshToken: 'refresh-2' });
      if (config.headers.get('Authorization') === 'Bearer access-1') return reply(config, 401, '0902');
      const sent = (JSON.parse(String(config.data)) as { refreshToken: string }).refreshToken;
      return sent === tokens.refreshToken ? reply(config, 200, '0000') : reply(config, 401, '0903');
    },
  });

  const response = await client.request(withdrawalRequest(() => tokens.refreshToken));
  expect((response.data as { code: string }).code).toBe('0000');
  expect(calls.map((c) => c.url)).toEqual([myApi.withdraw.path, authApi.refresh.path, myApi.withdraw.path]);
  expect(calls.filter((c) => c.method === 'delete').map((c) => JSON.parse(String(c.data)) as unknown)).toEqual([
    { refreshToken: 'refresh-1' },
    { refreshToken: 'refresh-2' },
  ]);
  expect(calls[2]!.headers.get('Content-Type')).toBe('application/json');
});
