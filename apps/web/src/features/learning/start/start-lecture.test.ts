import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayInfoResponse } from '@school/contracts';
import { startLecture } from './check';
import { beginStart, forgetStarts, takeStartedFile } from './starts';
import { runStart, type StartRequest, type StartStep } from './steps';
import { fillPath, playApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ code: '0000', message: '성공', data });

// eslint-disable-next-line no-restricted-syntax -- the folder of one signed playlist (playApi.hlsMaster and its siblings live under it)
const MEDIA = '/api/media/hls/2201/t';
const info: PlayInfoResponse = {
  lecture: { lc_no: 2201, title: '단기 매매의 현실', sort: 1, is_preview: 'N' },
  course: { course_sn: 22, title: '단타', teacher_name: '진우혁', is_free: 'Y', is_demo: 'Y' },
  duration: 12,
  media: { hls: `${MEDIA}/master.m3u8`, expires_at: '2026-11-22T03:54:50.000Z', renditions: ['360p', '720p'] },
  resume_second: 4,
  max_second: 4,
  completed: 'N',
  prev_lc_no: null,
  next_lc_no: 2202,
  watermark: null,
  player: 'p-2',
  subtitles: [],
};

// The committed samples' shape (apps/api/media/samples): 720p listed first here, so "lowest" is read, not assumed.
const master = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=360000,RESOLUTION=1280x720',
  '720p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=640x360',
  '360p/index.m3u8',
].join('\n');
const rendition = [
  '#EXTM3U',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXT-X-KEY:METHOD=AES-128,URI="../key/k0.key",IV=0x01',
  '#EXTINF:3.000000,',
  'seg000.m4s',
  '#EXT-X-KEY:METHOD=AES-128,URI="../key/k0.key",IV=0x02',
  '#EXTINF:3.000000,',
  'seg001.m4s',
  '#EXT-X-ENDLIST',
].join('\n');

describe('startLecture (spec §4 play flow)', () => {
  it('calls auto first and fetches the play info only on 0000', async () => {
    const order: string[] = [];
    const deps = {
      auto: vi.fn(async () => {
        order.push('auto');
        return ok({ lc_no: 2201, course_sn: 22, player: 'p-1' });
      }),
      play: vi.fn(async () => {
        order.push('play');
        return ok(info);
      }),
    };
    expect(await startLecture(2201, deps)).toEqual({ kind: 'ok', info });
    expect(order).toEqual(['auto', 'play']);
    expect(deps.auto).toHaveBeenCalledWith(2201);
  });

  it("returns the auto result's message and never asks for play info otherwise", async () => {
    const message = '수강 권한이 없습니다. 이용권을 구매한 뒤 이용해 주세요.';
    const deps = { auto: vi.fn(async () => ({ code: '3010', message, data: { redirect: '/payment/product' } })), play: vi.fn() };
    expect(await startLecture(2103, deps)).toEqual({ kind: 'refused', code: '3010', message });
    expect(deps.play).not.toHaveBeenCalled();
  });

  it('raises the server message when the play info call fails', async () => {
    const deps = {
      auto: async () => ok({ lc_no: 1, course_sn: 1, player: 'p' }),
      play: async () => ({ code: '3004', message: '강의 영상을 찾을 수 없습니다.', data: null }),
    };
    await expect(startLecture(1, deps)).rejects.toThrow('강의 영상을 찾을 수 없습니다.');
  });
});

describe('a lecture started before the page (starts.ts)', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  /** jsdom has no workers: this one runs the worker's steps in the page. */
  class InPageWorker {
    onmessage: ((event: { data: StartStep }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: StartRequest) {
      void runStart(request, (step) => this.onmessage?.({ data: step })).finally(() => this.onmessage?.({ data: { step: 'ended' } }));
    }
    terminate() {}
  }

  afterEach(() => {
    forgetStarts();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function setUp(autoAnswer: unknown, worker: unknown = InPageWorker, media: (path: string) => Response | Promise<Response> = mediaAnswer, playAnswer: unknown = ok(info)) {
    const { lectureStartDeps } = await import('./check');
    const { startLectureQueryOptions } = await import('./query');
    const fetched: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('Worker', worker);
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      const path = new URL(url, 'http://localhost').pathname;
      // eslint-disable-next-line no-restricted-syntax -- every media address, not one endpoint
      if (path.startsWith('/api/media/')) return media(path);
      return json(path.endsWith('/auto') ? autoAnswer : playAnswer);
    }));
    const viaClient: string[] = [];
    vi.spyOn(lectureStartDeps, 'auto').mockImplementation(async () => {
      viaClient.push('auto');
      return ok({ lc_no: 2201, course_sn: 22, player: 'p-1' });
    });
    const playsViaClient: number[] = [];
    vi.spyOn(lectureStartDeps, 'play').mockImplementation(async (lcNo) => {
      playsViaClient.push(lcNo);
      return ok(info);
    });
    const queryFn = startLectureQueryOptions(2201).queryFn as () => Promise<unknown>;
    const paths = () => fetched.map((f) => new URL(f.url, 'http://localhost').pathname.replace(`${MEDIA}/`, ''));
    return { fetched, paths, viaClient, playsViaClient, queryFn };
  }

  function mediaAnswer(path: string): Response {
    if (path.endsWith('master.m3u8')) return new Response(master);
    if (path.endsWith('index.m3u8')) return new Response(rendition);
    return new Response(new Uint8Array([1, 2, 3]));
  }

  it("is taken once by the page for the same lecture (auto, then play, then the player's first files); a second mount starts its own", async () => {
    const { fetched, paths, viaClient, queryFn } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    beginStart(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    // The lowest rendition's playlist beside the master (named in the play answer, asked once), and for the resume
    // position (4 s: the second segment) its key, init section and segment.
    await vi.waitFor(() => expect(paths()).toEqual([playApi.start.path, fillPath(playApi.info.path, { lc_no: 2201 }), '360p/index.m3u8', 'master.m3u8', 'key/k0.key', '360p/init.mp4', '360p/seg001.m4s']));
    expect(fetched[0]?.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': expect.any(String) });
    // The key carries the member's token as the player sends it; the playlists and the video do not.
    expect(fetched.find((f) => f.url.endsWith('.key'))?.headers).toEqual({ Authorization: 'Bearer token-1' });
    expect(fetched.find((f) => f.url.endsWith('.m4s'))?.headers).toEqual({});
    expect(viaClient).toEqual([]);
    await queryFn();
    expect(viaClient).toEqual(['auto']);
  });

  it('hands the player each file it fetched once, as the player names it; anything else is not there', async () => {
    const { paths } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    beginStart(2201, 'token-1');
    await vi.waitFor(() => expect(paths()).toContain('360p/seg001.m4s'));
    const key = takeStartedFile(`${location.origin}${MEDIA}/key/k0.key`);
    expect(new Uint8Array((await key)!)).toEqual(new Uint8Array([1, 2, 3]));
    expect(takeStartedFile(`${location.origin}${MEDIA}/key/k0.key`)).toBeNull();
    expect(new TextDecoder().decode((await takeStartedFile(`${MEDIA}/master.m3u8`))!)).toBe(master);
    expect(takeStartedFile(`${location.origin}${MEDIA}/720p/index.m3u8`)).toBeNull();
  });

  it('a file the player asks for while it is still on its way is handed over when it arrives', async () => {
    let answerKey!: () => void;
    const keyHeld = new Promise<void>((resolve) => (answerKey = resolve));
    const held = async (path: string) => {
      if (path.endsWith('.key')) await keyHeld;
      return mediaAnswer(path);
    };
    const { paths } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }), InPageWorker, held);
    beginStart(2201, 'token-1');
    await vi.waitFor(() => expect(paths()).toContain('key/k0.key'));
    const key = takeStartedFile(`${location.origin}${MEDIA}/key/k0.key`);
    expect(key).not.toBeNull();
    answerKey();
    expect(new Uint8Array((await key)!)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("a file the server refused (e.g. 3040 for a stream another device took) is not handed over: the player asks and hears it", async () => {
    const refused = (path: string) =>
      path.endsWith('.key') ? new Response(JSON.stringify({ code: '3040', message: '다른 기기', data: null }), { status: 409 }) : mediaAnswer(path);
    const { paths } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }), InPageWorker, refused);
    beginStart(2201, 'token-1');
    await vi.waitFor(() => expect(paths()).toContain('key/k0.key'));
    expect(await takeStartedFile(`${location.origin}${MEDIA}/key/k0.key`)).toBeNull();
  });

  it('is started once when the first script and the route loader both ask for the same lecture', async () => {
    const { paths, viaClient, queryFn } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    beginStart(2201, 'token-1');
    beginStart(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(paths().filter((p) => p === playApi.start.path)).toHaveLength(1);
    expect(viaClient).toEqual([]);
  });

  it("checked while the page's code loads, it is the player's from the page's first render; a later visit starts its own", async () => {
    const { paths, viaClient } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    const { checkStartEarly, useStartLecture } = await import('./query');
    beginStart(2201, 'token-1');
    checkStartEarly(2201);
    await vi.waitFor(() => expect(paths()).toContain('master.m3u8'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const seen: string[] = [];
    const first = renderHook(() => {
      const start = useStartLecture(2201);
      seen.push(start.status);
      return start;
    }, { wrapper });
    expect(seen[0]).toBe('success');
    expect(first.result.current.data).toEqual({ kind: 'ok', info });
    expect(viaClient).toEqual([]);
    first.unmount();
    // The page is left (its query is let go) and opened again.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const again = renderHook(() => useStartLecture(2201), { wrapper });
    await vi.waitFor(() => expect(again.result.current.isSuccess).toBe(true));
    expect(viaClient).toEqual(['auto']);
    again.unmount();
  });

  it('a start not taken within 30 s is not used: its links and its stream are not this visit', async () => {
    const { viaClient, queryFn } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    beginStart(2201, 'token-1');
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_000);
    await queryFn();
    expect(viaClient).toEqual(['auto']);
    expect(takeStartedFile(`${MEDIA}/master.m3u8`)).toBeNull();
  });

  it('an expired token (0902) is left to the app client, which refreshes it; play info is not asked early', async () => {
    const { paths, viaClient, queryFn } = await setUp({ code: '0902', message: '만료', data: null });
    beginStart(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(viaClient).toEqual(['auto']);
    expect(paths()).toEqual([playApi.start.path]);
  });

  it('a session that runs out between auto (0000) and play (0902) asks play again through the client, not a second start', async () => {
    const expired = { code: '0902', message: '만료', data: null };
    const { paths, viaClient, playsViaClient, queryFn } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }), InPageWorker, mediaAnswer, expired);
    beginStart(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(paths().filter((p) => p === playApi.start.path)).toHaveLength(1);
    expect(viaClient).toEqual([]);
    expect(playsViaClient).toEqual([2201]);
  });

  it('a browser that cannot run the worker leaves the start to the app client', async () => {
    const { viaClient, queryFn } = await setUp(ok({}), class {
      constructor() {
        throw new Error('no workers here');
      }
    });
    beginStart(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(viaClient).toEqual(['auto']);
  });
});
