import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { KOREA_TIME_ZONE } from '@school/contracts';
import { primaryButton, secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { studioCoursesQuery } from '../../api/studio-queries';
import { inquiriesQuery, newsQuery, reviewsQuery, useAnswer, usePostNews, useReply } from '../api/voice';

const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px]';
const day = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE });

/** Those still waiting for the teacher's words first, each group in the server's order (newest first). */
const waitingFirst = <T,>(list: T[], answered: (x: T) => string | null) => [...list.filter((x) => answered(x) === null), ...list.filter((x) => answered(x) !== null)];

type Tab = 'reviews' | 'inquiries' | 'news';
const TABS: { key: Tab; label: string }[] = [
  { key: 'reviews', label: '수강평' },
  { key: 'inquiries', label: '수강전 문의' },
  { key: 'news', label: '새소식' },
];

/** What a write said: the server's message on success, its refusal otherwise. */
function Outcome({ ok, failure }: { ok: string | null; failure: string | null }) {
  if (failure)
    return (
      <p role="alert" className="mt-2 rounded-lg bg-rose-50 p-2 text-sm text-rose-800">
        {failure}
      </p>
    );
  if (ok)
    return (
      <p role="status" className="mt-2 text-sm text-emerald-700">
        {ok}
      </p>
    );
  return null;
}

/** One public text a teacher writes under a learner's words: a review reply or a 문의 answer. */
function PublicReply({ label, initial, button, send }: { label: string; initial: string | null; button: string; send: (text: string) => Promise<string> }) {
  const [text, setText] = useState(initial ?? '');
  const [busy, setBusy] = useState(false);
  const [ok, setOk] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setOk(null);
    setFailure(null);
    try {
      setOk(await send(text));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3">
      <label className="block text-sm font-semibold text-slate-800">
        {label}
        <textarea value={text} rows={3} maxLength={4000} onChange={(e) => setText(e.target.value)} className={field} />
      </label>
      <div className="mt-2 flex justify-end">
        <button type="submit" className={secondaryButton} disabled={busy || text.trim() === ''}>
          {busy ? '올리는 중…' : button}
        </button>
      </div>
      <Outcome ok={ok} failure={failure} />
    </form>
  );
}

function Waiting({ only, setOnly, waiting, children }: { only: boolean; setOnly: (v: boolean) => void; waiting: number; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-[15px]">
        <input type="checkbox" checked={only} onChange={(e) => setOnly(e.target.checked)} className="h-5 w-5" />
        답하지 않은 것만 ({waiting})
      </label>
      {children}
    </div>
  );
}

function Reviews() {
  const q = useQuery(reviewsQuery());
  const reply = useReply();
  const [only, setOnly] = useState(false);
  if (q.isPending) return <LoadingMessage label="수강평을 불러오는 중" />;
  if (q.isError) return <ErrorMessage message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const list = waitingFirst(q.data.list.filter((r) => !only || r.reply === null), (r) => r.reply);
  return (
    <Waiting only={only} setOnly={setOnly} waiting={q.data.list.filter((r) => r.reply === null).length}>
      {list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{only ? '답글을 기다리는 수강평이 없습니다.' : '아직 수강평이 없습니다.'}</p>}
      <ul className="space-y-3">
        {list.map((r) => (
          <li key={r.review_sn} className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`${r.nickname}님의 수강평`}>
            <p className="text-sm text-slate-500">
              {r.course_title} · {day(r.created_at)}
            </p>
            <p className="mt-1 font-semibold text-slate-900">
              <span className="text-amber-600" aria-label={`별 ${r.star}개`}>
                {'★'.repeat(r.star)}
                <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - r.star))}</span>
              </span>{' '}
              {r.nickname}
            </p>
            <p className="mt-1 text-[15px] break-words whitespace-pre-line text-slate-800">{r.contents}</p>
            <PublicReply
              label={r.reply ? '공개 답글 (고치면 바뀝니다)' : '공개 답글'}
              initial={r.reply}
              button={r.reply ? '답글 고치기' : '답글 올리기'}
              send={(body) => reply.mutateAsync({ reviewSn: r.review_sn, body })}
            />
          </li>
        ))}
      </ul>
    </Waiting>
  );
}

function Inquiries() {
  const q = useQuery(inquiriesQuery());
  const answer = useAnswer();
  const [only, setOnly] = useState(false);
  if (q.isPending) return <LoadingMessage label="수강전 문의를 불러오는 중" />;
  if (q.isError) return <ErrorMessage message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const list = waitingFirst(q.data.list.filter((i) => !only || i.answer === null), (i) => i.answer);
  return (
    <Waiting only={only} setOnly={setOnly} waiting={q.data.list.filter((i) => i.answer === null).length}>
      <p className="text-sm text-slate-600">답변은 강의 페이지의 수강전 문의에 공개됩니다.</p>
      {list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{only ? '답변을 기다리는 문의가 없습니다.' : '아직 문의가 없습니다.'}</p>}
      <ul className="space-y-3">
        {list.map((i) => (
          <li key={i.inquiry_sn} className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`${i.nickname}님의 문의`}>
            <p className="text-sm text-slate-500">
              {i.course_title} · {i.nickname} · {day(i.created_at)}
            </p>
            <p className="mt-1 text-[15px] break-words whitespace-pre-line text-slate-800">{i.body}</p>
            <PublicReply
              label={i.answer ? `공개 답변 (${i.answered_at ? day(i.answered_at) : ''})` : '공개 답변'}
              initial={i.answer}
              button={i.answer ? '답변 고치기' : '답변 올리기'}
              send={(text) => answer.mutateAsync({ inquirySn: i.inquiry_sn, answer: text })}
            />
          </li>
        ))}
      </ul>
    </Waiting>
  );
}

function NewsForm() {
  const courses = useQuery(studioCoursesQuery());
  const post = usePostNews();
  const [courseSn, setCourseSn] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [isAd, setIsAd] = useState(false);
  const [ok, setOk] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const published = (courses.data?.list ?? []).filter((c) => c.is_published === 'Y');
  const chosen = courseSn || published[0]?.course_sn || 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOk(null);
    setFailure(null);
    try {
      setOk(await post.mutateAsync({ course_sn: chosen, title, body, is_ad: isAd ? 'Y' : 'N' }));
      setTitle('');
      setBody('');
      setIsAd(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  if (courses.isError) return <ErrorMessage message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />;
  if (courses.isSuccess && published.length === 0) return <p className="text-sm text-slate-600">공개된 강의가 생기면 그 수강생에게 새소식을 보낼 수 있습니다.</p>;
  return (
    <form aria-label="새소식 보내기" noValidate onSubmit={(e) => void submit(e)} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-bold text-slate-900">새소식 보내기</h2>
      <fieldset disabled={post.isPending || courses.isPending} className="space-y-3">
        <label className="block text-sm font-semibold text-slate-800">
          강의
          <select value={chosen} onChange={(e) => setCourseSn(Number(e.target.value))} className={field}>
            {published.map((c) => (
              <option key={c.course_sn} value={c.course_sn}>
                {c.title} (수강생 {c.student_count.toLocaleString('ko-KR')}명)
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          제목
          <input value={title} maxLength={180} onChange={(e) => setTitle(e.target.value)} className={field} />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          내용
          <textarea value={body} rows={6} maxLength={10_000} onChange={(e) => setBody(e.target.value)} className={field} />
        </label>
        <label className="flex items-start gap-2 text-[15px]">
          <input type="checkbox" checked={isAd} onChange={(e) => setIsAd(e.target.checked)} className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            할인·새 강의 등 홍보가 담긴 소식입니다
            <span className="block text-sm text-slate-500">광고성 정보로 보내집니다: 제목 앞에 (광고)가 붙고, 광고 수신에 동의한 수강생에게만 가며, 밤 9시부터 아침 8시까지는 보낼 수 없습니다.</span>
          </span>
        </label>
      </fieldset>
      <p className="text-sm text-slate-600">이 강의를 수강 중인 모든 수강생에게 각자 고른 방법(메일·문자·앱 알림)으로 보내집니다. 보낸 뒤에는 고칠 수 없습니다.</p>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton} disabled={post.isPending || chosen === 0 || title.trim() === '' || body.trim() === ''}>
          {post.isPending ? '보내는 중…' : '새소식 보내기'}
        </button>
      </div>
      <Outcome ok={ok} failure={failure} />
    </form>
  );
}

function News() {
  const q = useQuery(newsQuery());
  return (
    <div className="space-y-4">
      <NewsForm />
      <section aria-labelledby="sent-news" className="space-y-2">
        <h2 id="sent-news" className="font-bold text-slate-900">
          보낸 새소식
        </h2>
        {q.isPending && <LoadingMessage label="새소식을 불러오는 중" />}
        {q.isError && <ErrorMessage message={errorMessage(q.error)} onRetry={() => void q.refetch()} />}
        {q.data?.list.length === 0 && <p className="text-sm text-slate-600">아직 보낸 새소식이 없습니다.</p>}
        <ul className="space-y-2">
          {q.data?.list.map((n) => (
            <li key={n.news_sn} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="text-sm text-slate-500">
                {n.course_title} · {day(n.created_at)} · {n.sent_count.toLocaleString('ko-KR')}명에게
              </p>
              <p className="mt-1 font-semibold break-words text-slate-900">{n.title}</p>
              <p className="mt-1 line-clamp-3 text-[15px] break-words whitespace-pre-line text-slate-700">{n.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /studio/voice: the learners' voice (decision 122) — replies to reviews, 수강전 문의 answers and 새소식. */
export default function VoicePage() {
  const [tab, setTab] = useState<Tab>('reviews');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-bold text-slate-900">수강평·문의·새소식</h1>
      <div role="group" aria-label="보기" className="flex gap-1 overflow-x-auto">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            aria-pressed={tab === t.key}
            onClick={() => setTab(t.key)}
            className={`h-11 shrink-0 rounded-lg px-3 text-[15px] font-semibold ${tab === t.key ? 'bg-accent-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'reviews' && <Reviews />}
      {tab === 'inquiries' && <Inquiries />}
      {tab === 'news' && <News />}
    </div>
  );
}
