import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayInfoResponse } from '@school/contracts';
import { startLecture } from './start-lecture';
import { startLectureEarly } from './early-start';
import { runEarlyStart, type EarlyStartRequest, type EarlyStep } from './early-start-steps';

const ok = (data: unknown) => ({ code: '0000', message: '성공', data });

const info: PlayInfoResponse = {
  lecture: { lc_no: 2201, title: '단기 매매의 현실', sort: 1, is_preview: 'N' },
  course: { course_sn: 22, title: '단타', teacher_name: '진우혁', is_free: 'Y', is_demo: 'Y' },
  duration: 12,
  media: { hls: '/api/media/hls/2201/t/master.m3u8', expires_at: '2026-11-22T03:54:50.000Z', renditions: ['360p', '720p'] },
  resume_second: 4,
  max_second: 4,
  completed: 'N',
  prev_lc_no: null,
  next_lc_no: 2202,
  watermark: null,
  player: 'p-2',
  subtitles: [],
};

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

describe('a lecture started before the page (early-start.ts)', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  /** jsdom has no workers: this one runs the worker's steps in the page. */
  class InPageWorker {
    onmessage: ((event: { data: EarlyStep }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: EarlyStartRequest) {
      void runEarlyStart(request, (step) => this.onmessage?.({ data: step }));
    }
  }

  async function setUp(autoAnswer: unknown, worker: unknown = InPageWorker) {
    const { lectureStartDeps, startLectureQueryOptions } = await import('./start-lecture');
    const fetched: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('Worker', worker);
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.includes('/api/media/')) return new Response('#EXTM3U\n');
      return json(url.endsWith('/auto') ? autoAnswer : ok(info));
    }));
    const viaClient: string[] = [];
    const auto = vi.spyOn(lectureStartDeps, 'auto').mockImplementation(async () => {
      viaClient.push('auto');
      return ok({ lc_no: 2201, course_sn: 22, player: 'p-1' });
    });
    const play = vi.spyOn(lectureStartDeps, 'play').mockImplementation(async () => ok(info));
    const queryFn = startLectureQueryOptions(2201).queryFn as () => Promise<unknown>;
    const paths = () => fetched.map((f) => new URL(f.url, 'http://localhost').pathname.split('/').pop());
    const restore = () => {
      auto.mockRestore();
      play.mockRestore();
      vi.unstubAllGlobals();
    };
    return { fetched, paths, viaClient, queryFn, restore };
  }

  it('is taken once by the page for the same lecture (auto, then play, then the media warmed); a second mount starts its own', async () => {
    const { fetched, paths, viaClient, queryFn, restore } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    startLectureEarly(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    await vi.waitFor(() => expect(paths()).toEqual(['auto', '2201', 'master.m3u8']));
    expect(fetched[0]?.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': expect.any(String) });
    expect(viaClient).toEqual([]);
    await queryFn();
    expect(viaClient).toEqual(['auto']);
    restore();
  });

  it('is started once when the first script and the route loader both ask for the same lecture', async () => {
    const { paths, viaClient, queryFn, restore } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    startLectureEarly(2201, 'token-1');
    startLectureEarly(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(paths().filter((p) => p === 'auto')).toHaveLength(1);
    expect(viaClient).toEqual([]);
    restore();
  });

  it("checked while the page's code loads, it is the player's from the page's first render; a later visit starts its own", async () => {
    const { paths, viaClient, restore } = await setUp(ok({ lc_no: 2201, course_sn: 22, player: 'p-1' }));
    const { prepareEarlyStart, useStartLecture } = await import('./start-lecture');
    startLectureEarly(2201, 'token-1');
    prepareEarlyStart(2201);
    // The media is warmed after the play answer; one more turn and the answers are checked.
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
    restore();
  });

  it('an expired token (0902) is left to the app client, which refreshes it; play info is not asked early', async () => {
    const { paths, viaClient, queryFn, restore } = await setUp({ code: '0902', message: '만료', data: null });
    startLectureEarly(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(viaClient).toEqual(['auto']);
    expect(paths()).toEqual(['auto']);
    restore();
  });

  it('a browser that cannot run the worker leaves the start to the app client', async () => {
    const { viaClient, queryFn, restore } = await setUp(ok({}), class {
      constructor() {
        throw new Error('no workers here');
      }
    });
    startLectureEarly(2201, 'token-1');
    expect(await queryFn()).toEqual({ kind: 'ok', info });
    expect(viaClient).toEqual(['auto']);
    restore();
  });
});
