import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { apiClient } from '../../../lib/http-client';
import { createQueryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session';
import { PLAYBACK_RATE_KEY, RATE_SAVE_DELAY_MS } from '../api/player-setting';
import { STREAM_CHECK_MS } from '../api/check-stream';
import { VideoPlayer } from './video-player';
import { fillPath, myApi, playApi } from '@school/contracts/endpoints';

type Handler = (event: string, data: unknown) => void;
const hls = vi.hoisted(() => {
  const policy = () => ({ default: { maxTimeToFirstByteMs: 1, maxLoadTimeMs: 1, timeoutRetry: null, errorRetry: { maxNumRetry: 2, retryDelayMs: 1, maxRetryDelayMs: 1 } } });
  class FakeHls {
    static instances: FakeHls[] = [];
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_SWITCHED: 'hlsLevelSwitched', ERROR: 'hlsError' };
    static DefaultConfig = { keyLoadPolicy: policy(), playlistLoadPolicy: policy(), manifestLoadPolicy: policy(), loader: class {} };
    handlers = new Map<string, Handler>();
    levels: { height: number; bitrate: number }[] = [];
    currentLevel = -1;
    autoLevelCapping = -1;
    source = '';
    stopped = false;
    constructor(public config: Record<string, unknown>) {
      FakeHls.instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
    }
    emit(event: string, data: unknown) {
      this.handlers.get(event)?.(event, data);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia() {}
    stopLoad() {
      this.stopped = true;
    }
    destroy() {}
  }
  return FakeHls;
});
vi.mock('hls.js/light', () => ({ default: hls }));

const ok = (data: unknown) => ({ code: '0000', message: '성공', data });
let calls: InternalAxiosRequestConfig[];
let serverRate: number;

beforeEach(() => {
  hls.instances = [];
  calls = [];
  serverRate = 1;
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  useSessionStore.setState({ user: { email: 'm@example.com', accessToken: 'access-1', refreshToken: 'refresh-1', provider_cd: null, device: null } });
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    calls.push(config);
    if (config.url === myApi.playerSetting.path && config.method === 'put') serverRate = (JSON.parse(String(config.data)) as { playback_rate: number }).playback_rate;
    return { data: ok({ playback_rate: serverRate }), status: 200, statusText: '', headers: {}, config };
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Page({ onTakeBack, watermark = null }: { onTakeBack?: (position: number) => Promise<void>; watermark?: string | null }) {
  const [source, setSource] = useState({ src: fillPath(playApi.hlsMaster.path, { lc_no: 7, token: 't1', name: 'master' }), startAt: 0 });
  return (
    <VideoPlayer
      src={source.src}
      startAt={source.startAt}
      title="1강"
      watermark={watermark}
      onTakeBack={async (position) => {
        await onTakeBack?.(position);
        setSource({ src: fillPath(playApi.hlsMaster.path, { lc_no: 7, token: 't2', name: 'master' }), startAt: position });
      }}
    />
  );
}

function show(props: Parameters<typeof Page>[0] = {}) {
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <Page {...props} />
    </QueryClientProvider>,
  );
  const video = view.container.querySelector('video')!;
  return { ...view, video, frame: screen.getByRole('group', { name: /동영상 플레이어/ }) };
}

/** The first frame is in: the player's menus and the server's setting come after it. */
async function firstFrame(video: HTMLVideoElement) {
  await waitFor(() => expect(hls.instances).toHaveLength(1));
  fireEvent.loadedData(video);
}

const rateSelect = () => screen.getByRole('combobox', { name: '재생 속도' });

describe('speed (배속) is remembered', () => {
  it("starts at this device's copy at once, then follows the member's saved speed after the first frame", async () => {
    localStorage.setItem(PLAYBACK_RATE_KEY, '1.5');
    serverRate = 1.25;
    const { video } = show();
    expect(video.playbackRate).toBe(1.5);
    expect(rateSelect()).toHaveValue('1.5');
    expect(calls.some((c) => c.url === myApi.playerSetting.path)).toBe(false);
    await firstFrame(video);
    // The contract's schema loads with the first answer: a cold import can take a moment here.
    await waitFor(() => expect(rateSelect()).toHaveValue('1.25'), { timeout: 12_000 });
    expect(video.playbackRate).toBe(1.25);
    expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('1.25');
  }, 20_000);

  it('saves a pick for every device and keeps it here, and the < > keys step it within 0.5×–2×', async () => {
    const user = userEvent.setup();
    const { video, frame } = show();
    await firstFrame(video);
    await user.selectOptions(rateSelect(), '1.75배');
    expect(video.playbackRate).toBe(1.75);
    expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('1.75');
    frame.focus();
    await user.keyboard('>');
    expect(video.playbackRate).toBe(2);
    await user.keyboard('>');
    expect(video.playbackRate).toBe(2);
    expect(screen.getByText('재생 속도 2배')).toBeInTheDocument();
    // Picks in a row are saved together, a moment after the last.
    const lastSaved = () => calls.filter((c) => c.method === 'put').map((c) => JSON.parse(String(c.data)) as unknown).at(-1);
    await waitFor(() => expect(lastSaved()).toEqual({ playback_rate: 2 }), { timeout: RATE_SAVE_DELAY_MS + 2000 });
    await user.keyboard('<<<');
    expect(video.playbackRate).toBe(1.25);
    expect(rateSelect()).toHaveValue('1.25');
  }, 20_000);
});

describe('quality menu', () => {
  it('starts on the lowest rendition, its first segment asked for before the media is attached, and lets ABR move up only once the first frame is in', async () => {
    const { video } = show();
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const player = hls.instances[0]!;
    expect(player.config.startLevel).toBe(0);
    expect(player.config.startFragPrefetch).toBe(true);
    expect(player.autoLevelCapping).toBe(0);
    fireEvent.loadedData(video);
    expect(player.autoLevelCapping).toBe(-1);
  });

  it('offers 자동 and each rendition, highest first, and switches hls.js to the one picked', async () => {
    const user = userEvent.setup();
    const { video } = show();
    await firstFrame(video);
    const player = hls.instances[0]!;
    player.levels = [
      { height: 360, bitrate: 800_000 },
      { height: 720, bitrate: 2_500_000 },
      { height: 1080, bitrate: 5_000_000 },
    ];
    act(() => player.emit(hls.Events.MANIFEST_PARSED, { levels: player.levels }));
    act(() => player.emit(hls.Events.LEVEL_SWITCHED, { level: 1 }));
    const menu = await screen.findByRole('combobox', { name: '화질' });
    expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['자동 (720p)', '1080p', '720p', '360p']);
    await user.selectOptions(menu, '360p');
    expect(player.currentLevel).toBe(0);
    await user.selectOptions(menu, '1080p');
    expect(player.currentLevel).toBe(2);
    await user.selectOptions(menu, '자동 (720p)');
    expect(player.currentLevel).toBe(-1);
  });
});

/** A playlist or key request as hls.js would make it, answered by the server. */
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

describe('one stream at a time', () => {
  it('stops on 3040 with the Korean message, and takes the stream back at the same position', async () => {
    const user = userEvent.setup();
    const takeBack = vi.fn(() => Promise.resolve());
    const { video } = show({ onTakeBack: takeBack });
    await firstFrame(video);
    const first = hls.instances[0]!;
    const key = await answer(first.config, 'http://localhost/api/media/hls/7/t1/720p/k0.key', 409, { code: '3040', message: '다른 기기', data: null });
    expect(key.headers.Authorization).toBe('Bearer access-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('다른 기기에서 재생을 시작해 이 기기에서는 재생이 멈췄습니다.');
    expect(first.stopped).toBe(true);

    Object.defineProperty(video, 'currentTime', { configurable: true, value: 42.7, writable: true });
    await user.click(screen.getByRole('button', { name: '이 기기에서 계속 보기' }));
    expect(takeBack).toHaveBeenCalledWith(42);
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[1]!.source).toBe(fillPath(playApi.hlsMaster.path, { lc_no: 7, token: 't2', name: 'master' }));
    expect(hls.instances[1]!.config.startPosition).toBe(42);
    expect(screen.queryByText(/다른 기기에서 재생을 시작해/)).not.toBeInTheDocument();
  });

  it('a playing device learns within seconds that another took the stream, with no key or playlist asked meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let taken = false;
    const asked: string[] = [];
    const answerRate = apiClient.defaults.adapter;
    apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
      if (!config.url?.endsWith('/state')) return (answerRate as (c: InternalAxiosRequestConfig) => Promise<AxiosResponse>)(config);
      asked.push(config.url);
      const body = taken ? { code: '3040', message: '다른 기기', data: null } : ok({ lc_no: 7 });
      return { data: body, status: taken ? 409 : 200, statusText: '', headers: {}, config };
    };
    const paused = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { video } = show({ onTakeBack: () => Promise.resolve() });
    await firstFrame(video);
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    await act(() => vi.advanceTimersByTimeAsync(STREAM_CHECK_MS));
    expect(asked).toEqual([fillPath(playApi.streamState.path, { lc_no: 7, token: 't1' })]);
    expect(screen.queryByRole('button', { name: '이 기기에서 계속 보기' })).not.toBeInTheDocument();
    taken = true;
    await act(() => vi.advanceTimersByTimeAsync(STREAM_CHECK_MS));
    expect(await screen.findByRole('button', { name: '이 기기에서 계속 보기' })).toBeInTheDocument();
    expect(screen.getByText('다른 기기에서 재생을 시작해 이 기기에서는 재생이 멈췄습니다.')).toBeInTheDocument();
    expect(hls.instances[0]!.stopped).toBe(true);
    expect(paused).toHaveBeenCalled();
  });

  it('a paused video does not ask', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { video } = show();
    await firstFrame(video);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_CHECK_MS * 3));
    expect(calls.some((c) => c.url?.endsWith('/state'))).toBe(false);
  });

  it('a playlist answered 3040 stops it too; other refusals do not', async () => {
    const { video } = show({ onTakeBack: () => Promise.resolve() });
    await firstFrame(video);
    const player = hls.instances[0]!;
    await answer(player.config, fillPath(playApi.hlsPlaylist.path, { lc_no: 7, token: 't1', rendition: '720p', name: 'index' }), 404, { code: '3013', message: '준비 중', data: null });
    expect(screen.queryByRole('button', { name: '이 기기에서 계속 보기' })).not.toBeInTheDocument();
    await answer(player.config, fillPath(playApi.hlsPlaylist.path, { lc_no: 7, token: 't1', rendition: '720p', name: 'index' }), 409, { code: '3040', message: '다른 기기', data: null });
    expect(await screen.findByRole('button', { name: '이 기기에서 계속 보기' })).toBeInTheDocument();
  });
});

describe('moving watermark', () => {
  const mark = (frame: HTMLElement) => within(frame).getByText('ne***@example.com · 회원번호 4');

  it('is drawn inside the player and moves every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const { frame } = show({ watermark: 'ne***@example.com · 회원번호 4' });
    const before = mark(frame).style.left;
    random.mockReturnValue(0.8);
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(mark(frame).style.left).not.toBe(before);
    expect(Number(mark(frame).style.opacity)).toBeLessThan(0.5);
  });

  it('is drawn again when removed, hidden or edited', async () => {
    const { frame } = show({ watermark: 'ne***@example.com · 회원번호 4' });
    mark(frame).remove();
    await waitFor(() => expect(mark(frame)).toBeVisible());
    mark(frame).style.setProperty('display', 'none', 'important');
    await waitFor(() => expect(mark(frame)).toBeVisible());
    mark(frame).hidden = true;
    await waitFor(() => expect(mark(frame).hidden).toBe(false));
    frame.querySelector('[data-watermark]')!.textContent = '';
    await waitFor(() => expect(mark(frame)).toBeVisible());
    expect(frame.querySelectorAll('[data-watermark]')).toHaveLength(1);
  });

  it('is drawn again when a style sheet hides it (the periodic check)', async () => {
    const { frame } = show({ watermark: 'ne***@example.com · 회원번호 4' });
    const first = mark(frame);
    const computed = window.getComputedStyle.bind(window);
    // A style the element itself does not show (an extension's user style sheet): only the computed style tells.
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
      const style = computed(element);
      return element === first ? ({ ...style, display: 'none', visibility: style.visibility, opacity: style.opacity }) : style;
    });
    await waitFor(() => expect(mark(frame)).not.toBe(first), { timeout: 2500 });
    expect(first.isConnected).toBe(false);
  });

  it('is absent when the course turned it off (no watermark text)', () => {
    const { frame } = show({ watermark: null });
    expect(frame.querySelector('[data-watermark]')).toBeNull();
  });
});

describe('keys after clicking the video', () => {
  it('Space plays once even with the focus on the video itself: its native controls never see the press', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video } = show();
    await firstFrame(video);
    // What Chromium's own controls do with a key at the focused video: toggle it a second time.
    const native = vi.fn();
    video.addEventListener('keydown', native);
    video.tabIndex = 0;
    video.focus();
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(1);
    expect(native).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(native).not.toHaveBeenCalled();
  });
});

describe('picture-in-picture', () => {
  it('is off on a lecture with a watermark (its window would show the video without it), and a window opened anyway closes', async () => {
    const exit = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'exitPictureInPicture', { configurable: true, value: exit });
    const { video } = show({ watermark: 'ne***@example.com · 회원번호 4' });
    expect(video).toHaveAttribute('disablepictureinpicture');
    fireEvent(video, new Event('enterpictureinpicture'));
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('stays available on a free lecture with nothing to protect', () => {
    const { video } = show({ watermark: null });
    expect(video).not.toHaveAttribute('disablepictureinpicture');
  });
});
