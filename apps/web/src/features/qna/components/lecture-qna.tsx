import { useId, useState, type FormEvent } from 'react';
import type { QnaQuestion } from '@school/contracts';
import { QNA_ADVICE_NOTICE, qnaLimits } from '@school/contracts/plain';
import { FormAlert } from '../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAskQuestion } from '../api/ask-question';
import { useQuestions, type QnaFilter } from '../api/get-questions';
import { useMeToo } from '../api/me-too';
import { useResolveQuestion } from '../api/resolve-question';
import { clock, currentSecond, seekTo } from './video-clock';

const TABS: { status: QnaFilter['status']; label: string }[] = [
  { status: undefined, label: '전체' },
  { status: 'open', label: '미해결' },
  { status: 'resolved', label: '해결' },
];

/** 질문 & 답변 of one lecture, beside the player (issue 29, decision 095): ask at a moment, filter, search, 해결. */
export function LectureQna({ lcNo }: { lcNo: number }) {
  const [status, setStatus] = useState<QnaFilter['status']>(undefined);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const questions = useQuestions(lcNo, { status, q: q || undefined });
  const searchId = useId();
  return (
    <section aria-labelledby="qna-title" className="mb-10 mobile:px-4">
      <h2 id="qna-title" className="text-lg font-bold text-slate-900">
        질문 & 답변 {questions.data ? <span className="text-sm font-semibold text-slate-500">{questions.data.total}개</span> : null}
      </h2>
      <AskForm lcNo={lcNo} />
      <div className="mt-5 flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label="해결 여부" className="flex gap-2">
          {TABS.map((t) => (
            <button
              key={t.label}
              type="button"
              role="tab"
              aria-selected={t.status === status}
              onClick={() => setStatus(t.status)}
              className={`h-10 rounded-full px-4 text-sm font-semibold ${t.status === status ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="flex min-w-0 flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(typed.trim());
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            질문 검색
          </label>
          <input id={searchId} value={typed} maxLength={qnaLimits.queryMax} onChange={(e) => setTyped(e.target.value)} placeholder="질문 검색 (초성 가능)" className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-sm" />
          <button type="submit" className="h-10 rounded-xl bg-slate-100 px-3 text-sm font-semibold text-slate-800">
            검색
          </button>
        </form>
      </div>
      <div className="mt-4">
        {questions.isPending && <LoadingMessage label="질문을 불러오는 중입니다" />}
        {questions.isError && <ErrorMessage message={errorMessage(questions.error)} onRetry={() => void questions.refetch()} />}
        {questions.data && questions.data.items.length === 0 && <p className="text-sm text-slate-500">{q ? '찾는 질문이 없습니다.' : '아직 질문이 없습니다.'}</p>}
        <ul className="space-y-3">
          {questions.data?.items.map((item) => (
            <Question key={item.question_sn} lcNo={lcNo} item={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function AskForm({ lcNo }: { lcNo: number }) {
  const ask = useAskQuestion(lcNo);
  const [open, setOpen] = useState(false);
  const [moment, setMoment] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [result, setResult] = useState<{ tone: 'error' | 'info'; message: string } | null>(null);
  const id = useId();

  const start = () => {
    setMoment(currentSecond());
    setResult(null);
    setOpen(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    try {
      const asked = await ask.mutateAsync({ title, body, moment_sec: moment });
      setTitle('');
      setBody('');
      setOpen(false);
      setResult({ tone: 'info', message: asked.flagged === 'Y' ? '개별 투자 조언 요청으로 보여 안내 답변을 드렸고, 운영진이 확인합니다.' : '질문을 등록했습니다. 답변이 달리면 알려 드립니다.' });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  };

  return (
    <div className="mt-3">
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{QNA_ADVICE_NOTICE}</p>
      {!open && (
        <button type="button" onClick={start} className="mt-3 h-11 rounded-xl bg-accent-600 px-4 font-semibold text-white">
          지금 시점에 질문하기
        </button>
      )}
      {open && (
        <form noValidate aria-label="질문하기" onSubmit={(e) => void submit(e)} className="mt-3 space-y-2 rounded-2xl border border-slate-200 p-4">
          <p className="text-sm text-slate-600">
            영상 <strong className="tabular-nums">{clock(moment)}</strong> 시점에 대한 질문
            <button type="button" onClick={() => setMoment(currentSecond())} className="ml-2 font-semibold text-accent-700 underline">
              지금 시점으로
            </button>
          </p>
          <label htmlFor={`${id}-title`} className="block text-sm font-semibold">
            제목
          </label>
          <input id={`${id}-title`} value={title} maxLength={qnaLimits.titleMax} onChange={(e) => setTitle(e.target.value)} className="h-11 w-full rounded-xl border border-slate-300 px-3" />
          <label htmlFor={`${id}-body`} className="block text-sm font-semibold">
            내용
          </label>
          <textarea id={`${id}-body`} rows={4} value={body} maxLength={qnaLimits.bodyMax} onChange={(e) => setBody(e.target.value)} className="w-full rounded-xl border border-slate-300 px-3 py-2" />
          <FormAlert message={result?.tone === 'error' ? result.message : null} />
          <div className="flex gap-2">
            <button type="submit" disabled={ask.isPending} className="h-11 rounded-xl bg-accent-600 px-4 font-semibold text-white disabled:bg-slate-300">
              질문 등록
            </button>
            <button type="button" onClick={() => setOpen(false)} className="h-11 rounded-xl bg-slate-100 px-4 font-semibold text-slate-800">
              취소
            </button>
          </div>
        </form>
      )}
      {!open && <FormAlert message={result?.message} tone={result?.tone} />}
    </div>
  );
}

function Question({ lcNo, item }: { lcNo: number; item: QnaQuestion }) {
  const resolve = useResolveQuestion(lcNo);
  const meToo = useMeToo(lcNo);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <li className="rounded-2xl border border-slate-200 p-4" aria-label={item.title}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className={`rounded-full px-2 py-1 ${item.status === 'resolved' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}>{item.status === 'resolved' ? '해결' : '미해결'}</span>
        {item.answered === 'Y' && <span className="rounded-full bg-accent-50 px-2 py-1 text-accent-800">답변 완료</span>}
        <button type="button" onClick={() => seekTo(item.moment_sec)} className="rounded-full px-2 py-1 text-accent-700 underline tabular-nums" aria-label={`영상 ${clock(item.moment_sec)}로 이동`}>
          {clock(item.moment_sec)}
        </button>
        <span className="text-slate-500">{item.author}</span>
      </div>
      <h3 className="mt-2 font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{item.body}</p>
      {item.answers.map((a) => (
        <div key={a.answer_sn} className={`mt-3 rounded-xl p-3 text-sm ${a.kind === 'standard' ? 'bg-amber-50' : 'bg-slate-50'}`}>
          <p className="font-semibold">{a.author}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{a.body}</p>
        </div>
      ))}
      <div className="mt-3 flex flex-wrap gap-2">
        {item.mine === 'N' && (
          <button type="button" aria-pressed={item.me_too_mine === 'Y'} onClick={() => void act(() => meToo.mutateAsync(item.question_sn))} className="h-10 rounded-xl bg-slate-100 px-3 text-sm font-semibold text-slate-800">
            나도 궁금해요 {item.me_too}
          </button>
        )}
        {item.mine === 'Y' && item.me_too > 0 && <span className="self-center text-sm text-slate-500">나도 궁금해요 {item.me_too}</span>}
        {item.mine === 'Y' && item.status === 'open' && (
          <button type="button" onClick={() => void act(() => resolve.mutateAsync(item.question_sn))} className="h-10 rounded-xl bg-emerald-600 px-3 text-sm font-semibold text-white">
            해결로 표시
          </button>
        )}
      </div>
      <FormAlert message={failure} />
    </li>
  );
}
