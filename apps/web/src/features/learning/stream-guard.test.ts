import { describe, expect, it, vi } from 'vitest';
import type { LoaderResponse, RetryConfig } from 'hls.js';
import { createStreamGuard, type StreamGuardDeps } from './stream-guard';
import { fillPath, playApi } from '@school/contracts/endpoints';

const policy = () => ({ default: { maxTimeToFirstByteMs: 1, maxLoadTimeMs: 1, timeoutRetry: null, errorRetry: { maxNumRetry: 2, retryDelayMs: 1, maxRetryDelayMs: 1 } } });
const defaults = { keyLoadPolicy: policy(), playlistLoadPolicy: policy(), manifestLoadPolicy: policy() };
const KEY = 'http://localhost/api/media/hls/7/t1/720p/k0.key';

function fakeXhr() {
  const xhr = new EventTarget() as EventTarget & { readyState: number; status: number; response: unknown; headers: Record<string, string>; open: () => void; setRequestHeader: (n: string, v: string) => void };
  Object.assign(xhr, { readyState: 0, status: 0, response: null, headers: {} });
  xhr.open = () => (xhr.readyState = 1);
  xhr.setRequestHeader = (name, value) => (xhr.headers[name] = value);
  return xhr;
}
function answer(xhr: ReturnType<typeof fakeXhr>, status: number, code: string, asBytes = true) {
  const text = JSON.stringify({ code, message: '메시지', data: null });
  Object.assign(xhr, { readyState: 4, status, response: asBytes ? new TextEncoder().encode(text).buffer : text });
  xhr.dispatchEvent(new Event('readystatechange'));
}

function guardFor() {
  let token = 'access-1';
  const deps: StreamGuardDeps = {
    accessToken: () => token,
    refresh: vi.fn(async () => {
      token = 'access-2';
    }),
    endSession: vi.fn(),
  };
  const onTakenOver = vi.fn();
  const guard = createStreamGuard(defaults, deps, onTakenOver);
  const setup = guard.config.xhrSetup as (xhr: unknown, url: string) => Promise<void> | void;
  const retry = (response: Partial<LoaderResponse>, wouldRetry = false) =>
    (guard.config.keyLoadPolicy.default.errorRetry as RetryConfig).shouldRetry!(null, 0, false, response as LoaderResponse, wouldRetry);
  return { deps, onTakenOver, setup, retry };
}

describe('the stream guard hls.js loads with', () => {
  it('sends the member token with key requests only (segments and playlists go as they are)', async () => {
    const { setup } = guardFor();
    const key = fakeXhr();
    await setup(key, KEY);
    expect(key.headers).toEqual({ Authorization: 'Bearer access-1' });
    // eslint-disable-next-line no-restricted-syntax -- an address that only looks like a key: no endpoint has it
    for (const url of [fillPath(playApi.hlsSegmentM4s.path, { lc_no: 7, token: 't1', rendition: '720p', name: 'seg1' }), fillPath(playApi.hlsPlaylist.path, { lc_no: 7, token: 't1', rendition: '720p', name: 'index' }), '/api/media/hls/7/t1/keys.json?x=.key']) {
      const other = fakeXhr();
      await setup(other, url);
      expect(other.headers).toEqual({});
    }
  });

  it('on 0902 refreshes through the app, retries that key once, and the retry carries the new token', async () => {
    const { setup, retry, deps } = guardFor();
    const first = fakeXhr();
    await setup(first, KEY);
    answer(first, 401, '0902');
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(retry({ url: KEY, code: 401 })).toBe(true);
    expect(retry({ url: KEY, code: 401 })).toBe(false);
    const again = fakeXhr();
    await setup(again, KEY);
    expect(again.headers.Authorization).toBe('Bearer access-2');
    expect(deps.endSession).not.toHaveBeenCalled();
  });

  it('ends the session on 0904 like any other call, and stops retrying', async () => {
    const { setup, retry, deps } = guardFor();
    const key = fakeXhr();
    await setup(key, KEY);
    answer(key, 401, '0904');
    expect(deps.endSession).toHaveBeenCalledWith(expect.objectContaining({ code: '0904' }));
    expect(retry({ url: KEY, code: 401 }, true)).toBe(false);
  });

  it('reports 3040 from a playlist once and retries nothing after it', async () => {
    const { setup, retry, onTakenOver } = guardFor();
    const list = fakeXhr();
    await setup(list, fillPath(playApi.hlsPlaylist.path, { lc_no: 7, token: 't1', rendition: '720p', name: 'index' }));
    answer(list, 409, '3040', false);
    const key = fakeXhr();
    await setup(key, KEY);
    answer(key, 409, '3040');
    expect(onTakenOver).toHaveBeenCalledTimes(1);
    expect(retry({ url: KEY, code: 500 }, true)).toBe(false);
  });
});
