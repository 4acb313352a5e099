import { useEffect, useState, type FormEvent } from 'react';
import { useLiveChat, type ChatView } from './use-live-chat';

const MAX = 300;

/**
 * The chat beside the broadcast: messages as plain text (React escapes them; never HTML), 질문 mode, and for the
 * teacher or staff hide / 답변함 / mute on each message and the pinned notice.
 */
export function LiveChat({ liveId, onState }: { liveId: number; onState?: (state: ChatView['state']) => void }) {
  const { view, send } = useLiveChat(liveId, true);
  // The broadcast's state as the socket tells it (the page's stage follows it: 라이브, 연결이 잠시 끊겼습니다, 종료).
  useEffect(() => onState?.(view.state), [onState, view.state]);
  const [text, setText] = useState('');
  const [question, setQuestion] = useState(false);
  const [pin, setPin] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (send({ type: 'send', text: value, question })) setText('');
  };

  return (
    <section aria-labelledby="live-chat-title" className="flex min-h-0 flex-col rounded-xl bg-white ring-1 ring-slate-200">
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <h2 id="live-chat-title" className="font-bold">
          채팅
        </h2>
        <span className="text-xs text-slate-500">
          {view.connected ? '연결됨' : '연결 중…'}
          {view.slowModeSec > 0 && ` · 슬로 모드 ${view.slowModeSec}초`}
        </span>
      </div>
      {view.pinned && (
        <p className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">공지 </span>
          {view.pinned}
        </p>
      )}
      <ol aria-live="polite" aria-label="채팅 메시지" className="h-72 space-y-2 overflow-y-auto px-3 py-2 text-sm desktop:h-96">
        {view.messages.length === 0 && <li className="text-slate-500">아직 메시지가 없습니다.</li>}
        {view.messages.map((m) => (
          <li key={m.id} className={m.question ? 'rounded-lg bg-sky-50 p-2' : ''}>
            <span className="font-semibold text-slate-700">{m.nick}</span>
            {m.question && <span className="ml-1 rounded bg-sky-600 px-1 text-xs text-white">질문</span>}
            {m.answered && <span className="ml-1 rounded bg-emerald-600 px-1 text-xs text-white">답변함</span>}
            <p className="break-words whitespace-pre-wrap text-slate-900">{m.text}</p>
            {view.moderator && (
              <div className="mt-1 flex flex-wrap gap-2 text-xs">
                <button type="button" className="underline" onClick={() => send({ type: 'hide', id: m.id })}>
                  숨기기
                </button>
                {m.question && !m.answered && (
                  <button type="button" className="underline" onClick={() => send({ type: 'answered', id: m.id })}>
                    답변함 표시
                  </button>
                )}
                {m.member_id !== undefined && (
                  <button type="button" className="underline" onClick={() => send({ type: 'mute', member_id: m.member_id!, on: true })}>
                    이 수업에서 채팅 제한
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {view.notice && (
        <p role="alert" className="mx-3 mb-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {view.notice}
        </p>
      )}
      {view.canWrite ? (
        <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3">
          <label htmlFor="live-chat-input" className="sr-only">
            메시지
          </label>
          <textarea
            id="live-chat-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX}
            rows={2}
            placeholder="종목 추천·매매 판단 요청, 링크와 연락처는 올릴 수 없습니다."
            className="w-full resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex items-center justify-between gap-2">
            <label className="flex items-center gap-1 text-sm">
              <input type="checkbox" checked={question} onChange={(e) => setQuestion(e.target.checked)} />
              질문으로 보내기
            </label>
            <button type="submit" disabled={!view.connected} className="h-10 rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white disabled:bg-slate-300">
              보내기
            </button>
          </div>
        </form>
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">로그인한 수강 회원만 채팅에 글을 쓸 수 있습니다.</p>
      )}
      {view.moderator && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (send({ type: 'pin', text: pin.trim() || null })) setPin('');
          }}
          className="flex gap-2 border-t border-slate-200 p-3"
        >
          <label htmlFor="live-chat-pin" className="sr-only">
            고정 공지
          </label>
          <input id="live-chat-pin" value={pin} onChange={(e) => setPin(e.target.value)} maxLength={MAX} placeholder="고정 공지 (비우면 내림)" className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-sm" />
          <button type="submit" className="h-10 shrink-0 rounded-xl bg-slate-800 px-3 text-sm font-semibold text-white">
            공지 고정
          </button>
        </form>
      )}
    </section>
  );
}
