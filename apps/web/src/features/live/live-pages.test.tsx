import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { LiveDetail, LiveWatchResponse } from '@school/contracts';
import { codes } from '@school/contracts/plain';
import { renderApp, signedInUser, type Handler } from '../../test/render-app';
import { fillPath, liveApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '정상', data } });

const detail: LiveDetail = {
  live_id: 1000,
  title: '장전 시황 라이브',
  teacher_sn: 1,
  teacher: '김강사',
  starts_at: '2026-12-01T23:30:00.000Z',
  audience: 'course',
  course_sn: 5,
  seminar_sn: null,
  state: 'scheduled',
  slow_mode_sec: 0,
  pinned: null,
  access: { can_watch: true, can_write: true, reason: null, moderator: false },
  reminder: false,
};

/** A stand-in socket: the test plays the server's frames and reads what the page sent. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(raw: string) {
    this.sent.push(JSON.parse(raw));
  }
  close() {
    this.readyState = 3;
  }
  serve(frame: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

const watch: LiveWatchResponse = { live_id: 1000, hls: fillPath(liveApi.hlsPlaylist.path, { live_id: 1000, token: 'tok' }), expires_at: '2026-12-02T05:30:00.000Z', watermark: 'ab***@example.com · 회원번호 7' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/live/{id}', () => {
  it('says 방송 준비 중, joins the chat with the token and shows messages as text, never HTML', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const handler: Handler = (c) => (c.url === fillPath(liveApi.detail.path, { live_id: 1000 }) ? ok(detail) : undefined);
    renderApp('/live/1000', { handler, user: signedInUser });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: '장전 시황 라이브' })).toBeInTheDocument();
    expect(within(main).getAllByText('방송 준비 중').length).toBeGreaterThan(0);
    const socket = FakeSocket.last!;
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/live\/1000\/chat$/);
    act(() => {
      socket.readyState = 1;
      socket.onopen?.();
    });
    expect(socket.sent[0]).toEqual({ type: 'auth', token: signedInUser.accessToken, after: 0 });
    socket.serve({ type: 'ready', live_id: 1000, state: 'scheduled', can_write: true, moderator: false, slow_mode_sec: 0, pinned: null });
    socket.serve({ type: 'message', id: 7, nick: '회원1', text: '<img src=x onerror=alert(1)>PER?', question: true, answered: false, at: '2026-12-01T23:31:00.000Z' });
    socket.serve({ type: 'message', id: 7, nick: '회원1', text: '<img src=x onerror=alert(1)>PER?', question: true, answered: false, at: '2026-12-01T23:31:00.000Z' });
    const log = screen.getByRole('list', { name: '채팅 메시지' });
    expect(within(log).getAllByText('<img src=x onerror=alert(1)>PER?')).toHaveLength(1);
    expect(log.querySelector('img')).toBeNull();
    socket.serve({ type: 'answered', id: 7 });
    expect(within(log).getByText('답변함')).toBeInTheDocument();
    socket.serve({ type: 'refused', code: '3201', message: '슬로 모드입니다. 잠시 뒤 다시 메시지를 보내 주세요.' });
    expect(screen.getByRole('alert')).toHaveTextContent('슬로 모드');
  });

  it("follows the broadcast as the socket tells it: 라이브 (the player), 연결이 잠시 끊겼습니다 when the teacher's push drops, 라이브 again, 종료", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const watches: string[] = [];
    const handler: Handler = (c) => {
      if (c.url === fillPath(liveApi.watch.path, { live_id: 1000 })) {
        watches.push(c.url);
        return ok({ ...watch, hls: fillPath(liveApi.hlsPlaylist.path, { live_id: 1000, token: `tok${String(watches.length)}` }) });
      }
      return c.url === fillPath(liveApi.detail.path, { live_id: 1000 }) ? ok({ ...detail, state: 'live' }) : undefined;
    };
    renderApp('/live/1000', { handler, user: signedInUser });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('group', { name: '라이브 방송: 장전 시황 라이브' })).toBeInTheDocument();
    const socket = FakeSocket.last!;
    act(() => {
      socket.readyState = 1;
      socket.onopen?.();
    });
    socket.serve({ type: 'ready', live_id: 1000, state: 'live', can_write: true, moderator: false, slow_mode_sec: 0, pinned: null });
    socket.serve({ type: 'state', state: 'interrupted' });
    expect(within(main).getByRole('status')).toHaveTextContent('연결이 잠시 끊겼습니다. 강사의 방송이 다시 연결되면 이어서 볼 수 있습니다.');
    expect(within(main).queryByRole('group', { name: /라이브 방송/ })).toBeNull();
    expect(within(main).getByText('연결 끊김')).toBeInTheDocument();
    socket.serve({ type: 'state', state: 'live' });
    // Back on air: a fresh stream for this device, the picture at the live edge.
    const player = await within(main).findByRole('group', { name: '라이브 방송: 장전 시황 라이브' });
    await waitFor(() => expect(player.querySelector('video')?.getAttribute('src')).toBe(fillPath(liveApi.hlsPlaylist.path, { live_id: 1000, token: 'tok2' })));
    expect(within(main).queryByText('연결 끊김')).toBeNull();
    socket.serve({ type: 'state', state: 'ended' });
    expect(within(main).getByRole('status')).toHaveTextContent('방송이 끝났습니다.');
  });

  it('plays the broadcast when live: the signed playlist in the player with the moving watermark; 방송 준비 중 until the first picture', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    let ready = false;
    const handler: Handler = (c) => {
      if (c.url === fillPath(liveApi.watch.path, { live_id: 1000 })) {
        return ready ? ok(watch) : { status: 409, body: { code: codes.LIVE_STREAM_PREPARING.code, message: codes.LIVE_STREAM_PREPARING.message, data: null } };
      }
      return c.url === fillPath(liveApi.detail.path, { live_id: 1000 }) ? ok({ ...detail, state: 'live' }) : undefined;
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/live/1000', { handler, user: signedInUser });
      const player = await screen.findByRole('group', { name: '라이브 방송: 장전 시황 라이브' });
      expect(await within(player).findByRole('status')).toHaveTextContent('방송 준비 중입니다.');
      ready = true;
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(player.querySelector('video')?.getAttribute('src')).toBe(watch.hls));
      expect(within(player).queryByRole('status')).toBeNull();
      const mark = player.querySelector('[data-watermark]');
      expect(mark).toHaveTextContent('ab***@example.com · 회원번호 7');
      expect(mark).toHaveAttribute('aria-hidden', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a visitor of a free class reads the chat and is asked to log in for the picture', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const handler: Handler = (c) =>
      c.url === fillPath(liveApi.detail.path, { live_id: 1000 }) ? ok({ ...detail, audience: 'free', state: 'live', access: { can_watch: true, can_write: false, reason: null, moderator: false } }) : undefined;
    renderApp('/live/1000', { handler, user: null });
    expect(await screen.findByRole('link', { name: '로그인하고 방송 보기' })).toHaveAttribute('href', '/login?returnUrl=%2Flive%2F1000');
    expect(screen.queryByRole('group', { name: /라이브 방송/ })).toBeNull();
  });

  it('sets a reminder from the class page and then shows it as set (decision 129)', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let reminder = false;
    const puts: string[] = [];
    const handler: Handler = (c) => {
      if (c.url === fillPath(liveApi.remind.path, { live_id: 1000 }) && c.method?.toUpperCase() === 'PUT') {
        puts.push(c.url);
        reminder = true;
        return ok({ live_id: 1000, reminder: true });
      }
      return c.url === fillPath(liveApi.detail.path, { live_id: 1000 }) ? ok({ ...detail, reminder }) : undefined;
    };
    renderApp('/live/1000', { handler, user: signedInUser });
    const button = await screen.findByRole('button', { name: '시작 10분 전 알림 받기' });
    act(() => button.click());
    expect(await screen.findByRole('button', { name: '알림 신청됨 · 취소' })).toHaveAttribute('aria-pressed', 'true');
    expect(puts).toEqual([fillPath(liveApi.remind.path, { live_id: 1000 })]);
  });

  it('tells a member without the course what is needed instead of the chat', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.last = null;
    const handler: Handler = (c) => (c.url === fillPath(liveApi.detail.path, { live_id: 1000 }) ? ok({ ...detail, access: { can_watch: false, can_write: false, reason: 'entitlement', moderator: false } }) : undefined);
    renderApp('/live/1000', { handler, user: signedInUser });
    expect(await screen.findByText(/수강 조건/)).toBeInTheDocument();
    expect(FakeSocket.last).toBeNull();
  });
});
