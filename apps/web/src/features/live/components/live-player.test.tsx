import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';
import { apiClient } from '../../../lib/http-client';
import { createQueryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session';
import { LivePlayer } from './live-player';
import { fillPath, liveApi } from '@school/contracts/endpoints';

/** hls.js stands in: the test plays the server's answers to the player's playlist and key requests (decision 140). */
const hls = vi.hoisted(() => {
  const policy = () => ({ default: { maxTimeToFirstByteMs: 1, maxLoadTimeMs: 1, timeoutRetry: null, errorRetry: { maxNumRetry: 2, retryDelayMs: 1, maxRetryDelayMs: 1 } } });
  class FakeHls {
    static instances: FakeHls[] = [];
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static DefaultConfig = { keyLoadPolicy: policy(), playlistLoadPolicy: policy(), manifestLoadPolicy: policy() };
    source = '';
    stopped = false;
    destroyed = false;
    constructor(public config: Record<string, unknown>) {
      FakeHls.instances.push(this);
    }
    on() {}
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia() {}
    stopLoad() {
      this.stopped = true;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return FakeHls;
});
vi.mock('hls.js/light', () => ({ default: hls }));

let watches = 0;

beforeEach(() => {
  hls.instances = [];
  watches = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  useSessionStore.setState({ user: { email: 'm@example.com', accessToken: 'access-1', refreshToken: 'refresh-1', provider_cd: null, device: null } });
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    watches += 1;
    const data = { live_id: 1000, hls: fillPath(liveApi.hlsPlaylist.path, { live_id: 1000, token: `t${String(watches)}` }), expires_at: '2026-12-02T05:30:00.000Z', watermark: 'ne***@example.com · 회원번호 4' };
    return { data: { code: '0000', message: '성공', data }, status: 200, statusText: '', headers: {}, config };
  };
});
afterEach(() => vi.restoreAllMocks());

/** What the server answers to one of the player's requests, through the stream guard's xhrSetup. */
async function answer(config: Record<string, unknown>, url: string, status: number, body: unknown) {
  const xhr = new EventTarget() as EventTarget & { readyState: number; status: number; response: unknown; open: () => void; setRequestHeader: (n: string, v: string) => void; headers: Record<string, string> };
  Object.assign(xhr, { readyState: 0, status: 0, response: '', headers: {} });
  xhr.open = () => (xhr.readyState = 1);
  xhr.setRequestHeader = (name, value) => (xhr.headers[name] = value);
  await (config.xhrSetup as (x: unknown, u: string) => unknown)(xhr, url);
  Object.assign(xhr, { readyState: 4, status, response: JSON.stringify(body) });
  act(() => void xhr.dispatchEvent(new Event('readystatechange')));
  return xhr;
}

describe('the live player', () => {
  it('plays the signed playlist, sends the token with the key, stops when another device takes the stream and takes it back', async () => {
    const user = userEvent.setup();
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <LivePlayer liveId={1000} title="장전 시황 라이브" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const first = hls.instances[0]!;
    expect(first.source).toBe(fillPath(liveApi.hlsPlaylist.path, { live_id: 1000, token: 't1' }));
    expect(first.config.liveSyncDurationCount).toBe(3);
    expect(screen.getByRole('group', { name: '라이브 방송: 장전 시황 라이브' }).querySelector('[data-watermark]')).toHaveTextContent('ne***@example.com · 회원번호 4');

    const key = await answer(first.config, 'http://localhost/api/media/live/1000/t1/key/k0.key', 200, {});
    expect(key.headers.Authorization).toBe('Bearer access-1');
    // The next playlist reload, after another device started the class: 3040, as a lecture's.
    await answer(first.config, 'http://localhost/api/media/live/1000/t1/index.m3u8', 409, { code: '3040', message: '다른 기기', data: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('다른 기기에서 재생을 시작해 이 기기에서는 재생이 멈췄습니다.');
    expect(first.stopped).toBe(true);

    await user.click(screen.getByRole('button', { name: '이 기기에서 계속 보기' }));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[1]!.source).toBe(fillPath(liveApi.hlsPlaylist.path, { live_id: 1000, token: 't2' }));
    expect(first.destroyed).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
  });
});
