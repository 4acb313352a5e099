import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { PlayInfoResponse } from '@school/contracts';
import { Providers } from '../../../app/providers';
import { apiClient } from '../../../lib/http-client';
import { createQueryClient } from '../../../lib/query-client';
import { deviceId } from '../../../lib/installed-device';
import { useSessionStore } from '../../../stores/session';
import { signedInUser } from '../../../test/render-app';
import { SaveOfflineButton } from './save-offline-button';
import { fillPath, devicesApi, playApi } from '@school/contracts/endpoints';

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { code: '0000', message: '성공', data } });

const info: PlayInfoResponse = {
  lecture: { lc_no: 2101, title: '오리엔테이션', sort: 1, is_preview: 'N' },
  course: { course_sn: 21, title: '단기 매매의 원칙', teacher_name: '진우혁', is_free: 'N', is_demo: 'N' },
  duration: 12,
  media: { hls: '/media/2101/master.m3u8?sig=x', expires_at: '2026-12-01T00:00:00.000Z', renditions: ['360p'] },
  resume_second: 0,
  max_second: 0,
  completed: 'N',
  prev_lc_no: null,
  next_lc_no: null,
  watermark: 'me***@example.com · 회원번호 3',
  player: 'p-9',
  subtitles: [],
};
const licence = (lc_no: number) => ({ lc_no, title: `강의 ${lc_no}`, course_title: '단기 매매의 원칙', device_id: 'other-device-0000', expires_at: '2026-12-05T00:00:00.000Z' });

/** The browser's Cache Storage as the service worker shares it: one cache, keyed by path. */
class MemoryCache {
  readonly files = new Map<string, Response>();
  private path = (k: RequestInfo | URL) => new URL(typeof k === 'string' || k instanceof URL ? k : k.url, 'http://localhost').pathname;
  match = async (k: RequestInfo | URL) => this.files.get(this.path(k));
  put = async (k: RequestInfo | URL, r: Response) => void this.files.set(this.path(k), r);
  keys = async () => [...this.files.keys()].map((p) => new Request(`http://localhost${p}`));
  delete = async (k: RequestInfo | URL) => this.files.delete(this.path(k));
}

let cache: MemoryCache;
let fetched: string[];

function renderButton(answer: (c: InternalAxiosRequestConfig) => Reply | undefined) {
  const calls: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    calls.push(config);
    const reply = answer(config) ?? ok(null);
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  useSessionStore.setState({ user: signedInUser });
  const router = createMemoryRouter([{ path: '/course/play/21', element: <SaveOfflineButton lcNo={2101} /> }], { initialEntries: ['/course/play/21'] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { calls, user: userEvent.setup() };
}

beforeEach(() => {
  cache = new MemoryCache();
  fetched = [];
  vi.stubGlobal('caches', { open: async () => cache });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  // The CDN's signed playlists and encrypted segments.
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(new URL(url).pathname);
    if (url.includes('master.m3u8')) return new Response('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p/index.m3u8?sig=x\n');
    if (url.includes('index.m3u8')) return new Response('#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="/api/rs/key/0123456789abcdef.key"\n#EXTINF:4,\nseg0.ts?sig=x\n#EXTINF:4,\nseg1.ts?sig=x\n#EXT-X-ENDLIST\n');
    return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'video/mp2t' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('오프라인 저장 on the lecture page', () => {
  it('saves the lecture on this device: licence for this device, encrypted files and key in the worker’s cache, places counted', async () => {
    let held = [licence(11), licence(12)];
    const { calls, user } = renderButton((c) => {
      if (c.url === devicesApi.offlineLicences.path && c.method === 'get') return ok({ max: 10, days: 7, licences: held });
      if (c.url === fillPath(devicesApi.offlineGrant.path, { lc_no: 2101 }) && c.method === 'post') {
        held = [...held, { ...licence(2101), device_id: deviceId() }];
        return ok({ lc_no: 2101, device_id: deviceId(), expires_at: '2026-12-05T00:00:00.000Z', keys: [{ kid: '0123456789abcdef', key: btoa('k'.repeat(16)) }] });
      }
      if (c.url === playApi.start.path) return ok({ lc_no: 2101, course_sn: 21, player: 'p-9' });
      if (c.url === fillPath(playApi.info.path, { lc_no: 2101 })) return ok(info);
      return undefined;
    });
    expect(await screen.findByText('저장한 강의 2/10개')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '오프라인 저장' }));

    expect(await screen.findByRole('link', { name: '저장됨 · 오프라인으로 보기' })).toHaveAttribute('href', '/course/offline/2101');
    expect(screen.getByRole('status')).toHaveTextContent('이 기기에 저장했습니다.');
    expect(await screen.findByText('저장한 강의 3/10개')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.url === fillPath(devicesApi.offlineGrant.path, { lc_no: 2101 }))!.data))).toEqual({ device_id: deviceId() });
    // The segments stay encrypted; the playlist points at the saved copies and the key, which carries its expiry.
    expect(fetched).toEqual(['/media/2101/master.m3u8', '/media/2101/360p/index.m3u8', '/media/2101/360p/seg0.ts', '/media/2101/360p/seg1.ts']);
    expect(await cache.files.get('/offline/2101/v.m3u8')!.clone().text()).toContain('URI="/offline/2101/key/0123456789abcdef.key"');
    expect(cache.files.get('/offline/2101/key/0123456789abcdef.key')!.headers.get('x-licence-expires')).toBe('2026-12-05T00:00:00.000Z');
    expect([...cache.files.keys()]).toEqual(expect.arrayContaining(['/offline/2101/s/0.ts', '/offline/2101/s/1.ts', '/offline/2101/master.m3u8']));
  });

  it('at the limit: says so, and keeps nothing on the device', async () => {
    const { user } = renderButton((c) => {
      if (c.url === devicesApi.offlineLicences.path && c.method === 'get') return ok({ max: 2, days: 7, licences: [licence(11), licence(12)] });
      if (c.url === fillPath(devicesApi.offlineGrant.path, { lc_no: 2101 })) return { status: 409, body: { code: '3110', message: '오프라인으로 저장할 수 있는 강의 수를 넘었습니다. 저장한 강의를 지운 뒤 다시 시도해 주세요.', data: null } };
      return undefined;
    });
    expect(await screen.findByText('저장한 강의 2/2개')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '오프라인 저장' }));
    expect(await screen.findByRole('status')).toHaveTextContent('오프라인으로 저장할 수 있는 강의 수를 넘었습니다.');
    expect(screen.getByRole('button', { name: '오프라인 저장' })).toBeEnabled();
    expect(cache.files.size).toBe(0);
    expect(fetched).toEqual([]);
  });

  it('a browser without the service worker’s storage cannot save', async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'caches');
    renderButton((c) => (c.url === devicesApi.offlineLicences.path ? ok({ max: 10, days: 7, licences: [] }) : undefined));
    const button = await screen.findByRole('button', { name: '오프라인 저장' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/이 브라우저에서는 오프라인 저장을 할 수 없습니다/);
  });
});
