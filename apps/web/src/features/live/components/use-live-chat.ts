import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveChatClientFrame, LiveChatMessage, LiveChatServerFrame, LiveState } from '@school/contracts';
import { fillPath, liveApi } from '@school/contracts/endpoints';
import { sessionStore } from '../../../stores/session-state';

export interface ChatView {
  connected: boolean;
  messages: LiveChatMessage[];
  pinned: string | null;
  slowModeSec: number;
  state: LiveState | 'interrupted' | null;
  canWrite: boolean;
  moderator: boolean;
  /** The last refusal's Korean message (slow mode, mute, the advice guard…), or a connection problem. */
  notice: string | null;
}

const initial: ChatView = { connected: false, messages: [], pinned: null, slowModeSec: 0, state: null, canWrite: false, moderator: false, notice: null };
const RETRY_MS = [1000, 2000, 5000, 10_000];

function apply(view: ChatView, f: LiveChatServerFrame): ChatView {
  switch (f.type) {
    case 'ready':
      return { ...view, connected: true, state: f.state, canWrite: f.can_write, moderator: f.moderator, slowModeSec: f.slow_mode_sec, pinned: f.pinned, notice: null };
    case 'message':
      // Ids only grow: a reconnect sends what came after the last one, so nothing shows twice.
      return view.messages.some((m) => m.id === f.id) ? view : { ...view, messages: [...view.messages, f].slice(-300) };
    case 'hidden':
      return { ...view, messages: view.messages.filter((m) => m.id !== f.id) };
    case 'answered':
      return { ...view, messages: view.messages.map((m) => (m.id === f.id ? { ...m, answered: true } : m)) };
    case 'pinned':
      return { ...view, pinned: f.text };
    case 'slow_mode':
      return { ...view, slowModeSec: f.seconds };
    case 'state':
      return { ...view, state: f.state };
    case 'refused':
      return { ...view, notice: f.message };
  }
}

/**
 * The class's chat socket (decision 120): says who the member is in its first frame, resumes after the last message
 * id it has when the connection drops, and stops retrying when the server refused the member (4403/4404).
 */
export function useLiveChat(liveId: number, enabled: boolean) {
  const [view, setView] = useState<ChatView>(initial);
  const socket = useRef<WebSocket | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${fillPath(liveApi.chat.path, { live_id: liveId })}`);
      socket.current = ws;
      ws.onopen = () => {
        const frame: LiveChatClientFrame = { type: 'auth', token: sessionStore.getState().user?.accessToken ?? null, after: lastId.current };
        ws.send(JSON.stringify(frame));
      };
      ws.onmessage = (event) => {
        const f = JSON.parse(String(event.data)) as LiveChatServerFrame;
        if (f.type === 'ready') attempt = 0;
        if (f.type === 'message') lastId.current = Math.max(lastId.current, f.id);
        setView((v) => apply(v, f));
      };
      ws.onclose = (event) => {
        setView((v) => ({ ...v, connected: false }));
        if (stopped || event.code === 4403 || event.code === 4404) return;
        setView((v) => ({ ...v, notice: v.notice ?? '채팅 연결이 끊겨 다시 연결하는 중입니다.' }));
        timer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [liveId, enabled]);

  const send = useCallback((frame: LiveChatClientFrame) => {
    if (socket.current?.readyState !== WebSocket.OPEN) return false;
    socket.current.send(JSON.stringify(frame));
    return true;
  }, []);

  return { view, send };
}
