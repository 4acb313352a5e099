import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudioDraft } from '@school/contracts/admin';
import { studioApi } from '@school/contracts/endpoints';
import { FormAlert, primaryButton, secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { apiCall, errorMessage } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';
import { formatDateTime } from '../../components/labels';
import { StateTabs } from '../../components/state-tabs';

type Status = 'submitted' | 'approved' | 'returned' | 'published';
const TABS: { state: Status; label: string }[] = [
  { state: 'submitted', label: '검토 대기' },
  { state: 'approved', label: '승인됨' },
  { state: 'returned', label: '돌려보냄' },
  { state: 'published', label: '공개됨' },
];
const LABEL: Record<string, string> = { draft: '작성 중', submitted: '검토 중', returned: '돌려보냄', approved: '승인됨', published: '공개됨' };

/** /admin/course-reviews: teachers' course proposals to review; return with a comment, approve, or publish (decision 115). */
export default function CourseReviewsPage() {
  const [status, setStatus] = useState<Status>('submitted');
  const [open, setOpen] = useState<number | null>(null);
  // Said above the list: a version returned, approved or published leaves the tab it was in, and its row with it.
  const [done, setDone] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: ['admin', 'course-reviews', status],
    queryFn: () => callParsed(studioApi.reviewQueue, '검토 대기열', { query: { status }, schemas: consoleSchemas() }),
  });
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h1 id="reviews-title" className="text-xl font-bold">
        강사 강의 검토
      </h1>
      <StateTabs label="검토 상태" tabs={TABS} current={status} onSelect={(s) => (setStatus(s), setOpen(null), setDone(null))} />
      <FormAlert message={done} tone="info" />
      {queue.isPending && <LoadingMessage label="대기열을 불러오는 중" />}
      {queue.isError && <ErrorMessage message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />}
      {queue.data && queue.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">없습니다.</p>}
      <ul className="space-y-3">
        {queue.data?.list.map((v) => (
          <li key={v.version_sn} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <button type="button" aria-expanded={open === v.version_sn} onClick={() => setOpen(open === v.version_sn ? null : v.version_sn)} className="text-left font-semibold underline">
              {v.title}
            </button>
            <p className="mt-1 text-sm text-slate-600">
              {v.teacher} · {v.version_no}번째 버전 · {v.course_sn ? `강의 ${v.course_sn} 수정` : '새 강의'} · {formatDateTime(v.submitted_at ?? v.updated_at)}
            </p>
            {open === v.version_sn && <Review versionSn={v.version_sn} onDone={(message) => setDone(`"${v.title}" ${message}`)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Review({ versionSn, onDone }: { versionSn: number; onDone: (message: string) => void }) {
  const draft = useQuery({
    queryKey: ['admin', 'course-review', versionSn],
    queryFn: () => callParsed(studioApi.reviewVersion, '검토할 버전', { params: { version_sn: versionSn }, schemas: consoleSchemas() }),
  });
  const [comment, setComment] = useState('');
  const back = useConsoleChange((c: string) => apiCall(studioApi.returnVersion, { params: { version_sn: versionSn }, body: { comment: c } }));
  const approve = useConsoleChange((c: string) => apiCall(studioApi.approveVersion, { params: { version_sn: versionSn }, body: c.trim() ? { comment: c } : {} }));
  const publish = useConsoleChange(() => apiCall(studioApi.publishVersion, { params: { version_sn: versionSn } }));
  if (draft.isPending) return <LoadingMessage label="내용을 불러오는 중" />;
  if (draft.isError) return <ErrorMessage message={errorMessage(draft.error)} />;
  const { latest, history }: StudioDraft = draft.data;
  const s = latest.snapshot;
  const failure = [back, approve, publish].find((m) => m.isError)?.error;
  // Through the promise, not mutate's own onSuccess: the change refetches the queue first, the version leaves it and
  // this row unmounts, and React Query drops the callbacks of an unmounted caller. A refusal shows from isError.
  const act = (m: { mutateAsync: (v: string) => Promise<{ message: string }> }) => void m.mutateAsync(comment).then((e) => onDone(e.message), () => undefined);
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-[15px]">
      <p>
        <strong>요약</strong> {s.summary}
      </p>
      <p className="whitespace-pre-line text-slate-700">{s.description}</p>
      <p>
        {s.level} · {s.is_free === 'Y' ? '무료' : `제안 가격 ${s.price.toLocaleString('ko-KR')}원`} {s.pass_included === 'Y' ? '· 이용권 포함' : ''}
      </p>
      <ol className="list-decimal pl-5 text-sm">
        {s.lectures.map((l, i) => (
          <li key={l.lc_no ?? i}>
            {l.title} ({Math.round(l.duration_sec / 60)}분){l.is_preview === 'Y' ? ' · 미리보기' : ''} · {l.media_key ?? '영상 없음'}
            {/* The lecture's quiz travels with the proposal (decision 142): the reviewer reads every question and answer. */}
            {l.quiz && (
              <details className="mt-1 rounded-lg bg-slate-50 p-2">
                <summary className="cursor-pointer">
                  퀴즈: {l.quiz.title} ({l.quiz.questions.length}문제 · 통과 {l.quiz.pass_percent}%)
                </summary>
                <ol className="mt-1 list-decimal space-y-1 pl-5">
                  {l.quiz.questions.map((q, k) => (
                    <li key={k}>
                      {q.prompt}
                      <ul className="pl-3">
                        {q.choices.map((c, j) => (
                          <li key={j}>{j === q.answer ? `정답: ${c}` : c}</li>
                        ))}
                      </ul>
                      {q.explanation && <p className="text-slate-600">해설: {q.explanation}</p>}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">버전 기록: {history.map((h) => `${h.version_no}(${LABEL[h.status] ?? h.status}${h.review_comment ? `: ${h.review_comment}` : ''})`).join(' · ')}</p>
      {latest.version_sn === versionSn && (latest.status === 'submitted' || latest.status === 'approved') && (
        <>
          <label className="block text-sm font-semibold">
            강사에게 남길 의견
            <textarea value={comment} maxLength={2000} rows={3} onChange={(e) => setComment(e.target.value)} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2" />
          </label>
          <div className="flex flex-wrap gap-2">
            {latest.status === 'submitted' && (
              <>
                <button type="button" className={secondaryButton} onClick={() => act(back)}>
                  의견과 함께 돌려보내기
                </button>
                <button type="button" className={secondaryButton} onClick={() => act(approve)}>
                  승인
                </button>
              </>
            )}
            <button type="button" className={primaryButton} onClick={() => act(publish)}>
              강의에 반영해 공개
            </button>
          </div>
        </>
      )}
      <FormAlert message={failure ? errorMessage(failure) : null} tone="error" />
    </div>
  );
}
