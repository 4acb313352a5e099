import { codes, liveChatClientFrame, type CodeName, type LiveChatServerFrame, type LiveState } from '@school/contracts';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import type { AuthGuardDeps } from '../../http/auth.ts';
import { roleOf } from '../../http/auth.ts';
import { RecentIds, type ChatBus, type ChatEvent } from './chat-bus.ts';
import type { ChatGate } from './chat-gate.ts';
import * as q from './live.queries.ts';
import type { LiveService, Viewer } from './live.service.ts';
import type { Presence } from './presence.ts';

/** Close codes a client reads: 4401 not signed in properly (or too slow to say who it is), 4403 refused, 4404 no class. */
const CLOSE = { auth: 4401, refused: 4403, missing: 4404 } as const;
const AUTH_WITHIN_MS = 5000;
/** Message ids a socket remembers having sent: far more than can arrive out of order. */
const SENT_KEPT = 1000;

export interface ChatDeps {
  db: Db;
  bus: ChatBus;
  gate: ChatGate;
  live: LiveService;
  presence: Presence;
  guard: AuthGuardDeps;
  /** Loads the advice guard (the Q&A area's; its stock names come from the market data) before a member writes. */
  adviceReady: () => Promise<unknown>;
}

type MessageEvent = Extract<ChatEvent, { type: 'message' }>;

/**
 * One chat connection (decision 120). The first frame says who the client is (the access token, never in the
 * address, so it stays out of logs); the class's audience rule decides reading and writing; history after the
 * client's last id comes from the database, live traffic from the chat bus, and ids already sent are never sent twice.
 */
export function serveChat(d: ChatDeps, socket: WebSocket, classId: number): void {
  const send = (frame: LiveChatServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const refuse = (name: CodeName, message?: string) => send({ type: 'refused', code: codes[name].code, message: message ?? codes[name].message });
  const reject = (name: CodeName, close: number) => {
    refuse(name);
    socket.close(close);
  };

  let session: { viewer: Viewer; canWrite: boolean; moderator: boolean; state: LiveState } | null = null;
  let authStarted = false;
  // What this socket has sent, by id: history and the live feed overlap while it joins, and two members' messages
  // written at once may be published in the other order (a highest-id-sent mark dropped the lower one for everyone).
  let after = 0;
  const sent = new RecentIds(SENT_KEPT);
  let buffered: MessageEvent[] | null = [];
  let unsubscribe: (() => Promise<void>) | null = null;
  /** This connection's attendance row (decision 129), once admitted. */
  let attendance: Promise<number> | null = null;
  const timer = setTimeout(() => reject('LIVE_CHAT_AUTH_TIMEOUT', CLOSE.auth), AUTH_WITHIN_MS);
  socket.on('close', () => {
    clearTimeout(timer);
    void unsubscribe?.();
    unsubscribe = null;
    void attendance?.then((id) => d.presence.leave(id)).catch(() => undefined);
    attendance = null;
  });

  const deliver = (m: MessageEvent) => {
    if (m.id <= after || !sent.add(m.id)) return;
    send({ type: 'message', id: m.id, nick: m.nick, text: m.text, question: m.question, answered: false, at: m.at, ...(session?.moderator ? { member_id: m.memberId } : {}) });
  };

  const onEvent = (e: ChatEvent) => {
    // Gate state is per process: every socket of the class applies it (idempotent), so a process keeps it while it has one.
    if (e.type === 'message') return buffered ? void buffered.push(e) : deliver(e);
    if (e.type === 'muted') return d.gate.mute(classId, e.memberId, e.on);
    // Banned by staff (decision 129): this member's sockets are told why and closed, in every process.
    if (e.type === 'banned') return session?.viewer?.memberId === e.memberId && !session.moderator ? reject('LIVE_BANNED', CLOSE.refused) : undefined;
    if (e.type === 'slow_mode') {
      d.gate.setSlowMode(classId, e.seconds);
      return send({ type: 'slow_mode', seconds: e.seconds });
    }
    if (e.type === 'status') {
      if (session && e.status !== 'interrupted') session.state = e.status;
      return send({ type: 'state', state: e.status });
    }
    if (e.type === 'pinned') return send({ type: 'pinned', text: e.text });
    send({ type: e.type, id: e.id });
  };

  const authenticate = async (token: string | null, seen: number) => {
    const viewer = token === null ? null : await viewerOf(d.guard, token);
    if (viewer === 'invalid') return reject('TOKEN_INVALID', CLOSE.auth);
    const c = await q.findClass(d.db, classId);
    if (!c) return reject('LIVE_NOT_FOUND', CLOSE.missing);
    const access = await d.live.access(c, viewer);
    if (!access.ok) return reject(access.reason === 'login' ? 'LOGIN_REQUIRED' : access.reason === 'banned' ? 'LIVE_BANNED' : 'LIVE_NOT_ENTITLED', CLOSE.refused);
    clearTimeout(timer);
    d.gate.setSlowMode(classId, c.slowModeSec);
    for (const m of await q.mutedIn(d.db, classId)) d.gate.mute(classId, m, true);
    session = { viewer, canWrite: access.canWrite, moderator: access.moderator, state: c.state as LiveState };
    // Subscribed before the history is read, so nothing published in between is lost; the buffer drops what history had.
    unsubscribe = await d.bus.subscribe(classId, onEvent);
    if (socket.readyState !== socket.OPEN) return void (await unsubscribe());
    attendance = d.presence.join({ classId, memberId: viewer?.memberId ?? null, moderator: access.moderator });
    attendance.catch(() => undefined);
    // A member joining while the teacher's push is down reads 연결이 잠시 끊겼습니다, as those already in it do.
    const told = session.state === 'live' && c.ingestState === 'interrupted' ? 'interrupted' : session.state;
    send({ type: 'ready', live_id: classId, state: told, can_write: access.canWrite, moderator: access.moderator, slow_mode_sec: c.slowModeSec, pinned: c.pinned });
    after = seen;
    for (const m of await q.messagesAfter(d.db, classId, seen)) {
      sent.add(m.id);
      send({ type: 'message', id: m.id, nick: m.nick, text: m.text, question: m.question, answered: m.answered, at: m.at.toISOString(), ...(access.moderator ? { member_id: m.memberId } : {}) });
    }
    const early = buffered ?? [];
    buffered = null;
    for (const m of early) deliver(m);
  };

  const handle = async (raw: string) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return refuse('LIVE_CHAT_UNREADABLE');
    }
    const parsed = liveChatClientFrame.safeParse(json);
    if (!parsed.success) return session ? refuse('LIVE_CHAT_UNREADABLE') : reject('LIVE_CHAT_UNREADABLE', CLOSE.auth);
    const f = parsed.data;
    if (f.type === 'auth') {
      if (authStarted) return refuse('LIVE_CHAT_UNREADABLE');
      authStarted = true;
      return authenticate(f.token, f.after);
    }
    if (!session) return reject('LIVE_CHAT_AUTH_TIMEOUT', CLOSE.auth);
    const me = session.viewer;
    if (f.type === 'send') {
      if (!session.canWrite || me === null) return refuse('LIVE_CHAT_READ_ONLY');
      if (session.state === 'ended') return refuse('LIVE_CHAT_CLOSED');
      await d.adviceReady();
      const checked = await d.gate.check(classId, me.memberId, f.text, session.moderator);
      if (!checked.ok) return refuse(checked.code);
      const nick = await q.nickOf(d.db, me.memberId);
      const saved = await q.insertMessage(d.db, { classId, memberId: me.memberId, nick, text: checked.text, question: f.question });
      return d.bus.publish({ type: 'message', id: saved.id, classId, memberId: me.memberId, nick, text: checked.text, question: f.question, at: saved.at.toISOString() });
    }
    if (!session.moderator || me === null) return refuse('LIVE_CHAT_NOT_STAFF');
    if (f.type === 'hide') {
      if (!(await q.hideMessage(d.db, classId, f.id, me.memberId))) return refuse('LIVE_MESSAGE_NOT_FOUND');
      return d.bus.publish({ type: 'hidden', id: f.id, classId });
    }
    if (f.type === 'answered') {
      if (!(await q.markAnswered(d.db, classId, f.id))) return refuse('LIVE_MESSAGE_NOT_FOUND');
      return d.bus.publish({ type: 'answered', id: f.id, classId });
    }
    if (f.type === 'mute') {
      await q.setMute(d.db, classId, f.member_id, f.on, me.memberId);
      d.gate.mute(classId, f.member_id, f.on);
      return d.bus.publish({ type: 'muted', classId, memberId: f.member_id, on: f.on });
    }
    const pinned = f.text?.trim() || null;
    await q.setPinned(d.db, classId, pinned);
    return d.bus.publish({ type: 'pinned', classId, text: pinned });
  };

  // Frames are handled one at a time, in order: a member's second message meets the slow mode the first started.
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    const raw = isBinary ? '' : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8');
    queue = queue.then(() => handle(raw)).catch(() => refuse('SERVER_ERROR'));
  });
}

/** The member behind an access token, checked as every member call is (session live, account active). */
async function viewerOf(guard: AuthGuardDeps, token: string): Promise<Viewer | 'invalid'> {
  try {
    const claims = await guard.verifyAccess(token);
    const state = await guard.sessionState(claims.sessionId);
    if (!state || state.memberId !== claims.memberId || state.status !== 'active' || state.endedAt) return 'invalid';
    return { memberId: claims.memberId, role: roleOf(state.role) };
  } catch {
    return 'invalid';
  }
}
