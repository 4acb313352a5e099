import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AccuseCode } from '@school/contracts';
import { accuseCodes } from '@school/contracts/plain';
import type { ModerationBody, ReportedComment } from '@school/contracts/admin';
import { FormAlert } from '../../../../components/ui/form';
import { Pagination } from '../../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { StateTabs } from '../../components/state-tabs';
import { badge, formatDateTime } from '../../components/labels';
import { useDecideReport } from '../api/decide-report';
import { useReportedComments } from '../api/get-reported-comments';

const TABS = [
  { state: 'pending', label: '검토 대기' },
  { state: 'hidden', label: '숨김' },
  { state: 'kept', label: '유지' },
] as const;
type State = (typeof TABS)[number]['state'];

const reasonLabel = (cd: string) => accuseCodes[cd as AccuseCode] ?? cd;

/** /admin/moderation: reported lecture comments — hide, restore, or dismiss the reports. */
export default function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const state: State = TABS.find((t) => t.state === params.get('state'))?.state ?? 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useReportedComments({ state, page });

  return (
    <section aria-labelledby="moderation-title" className="space-y-4">
      <h1 id="moderation-title" className="text-xl font-bold">
        댓글 신고 처리
      </h1>
      <StateTabs label="처리 상태" tabs={TABS} current={state} onSelect={(next) => setParams(next === 'pending' ? {} : { state: next })} />
      {queue.isPending && <LoadingMessage label="신고된 댓글을 불러오는 중" />}
      {queue.isError && <ErrorMessage message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />}
      {queue.data &&
        (queue.data.list.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{state === 'pending' ? '검토할 신고가 없습니다.' : '처리한 댓글이 없습니다.'}</p>
        ) : (
          <ul className="space-y-3">
            {queue.data.list.map((c) => (
              <ReportCard key={c.co_sn} c={c} />
            ))}
          </ul>
        ))}
      {queue.data && (
        <Pagination page={page} total={queue.data.total} size={queue.data.size} hrefFor={(p) => `?${new URLSearchParams({ ...(state === 'pending' ? {} : { state }), page: String(p) }).toString()}`} />
      )}
    </section>
  );
}

function ReportCard({ c }: { c: ReportedComment }) {
  const decide = useDecideReport();
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (action: ModerationBody['action']) => {
    setFailure(null);
    try {
      await decide.mutateAsync({ coSn: c.co_sn, action });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const button = 'h-10 rounded-xl px-3 text-sm font-semibold ring-1 disabled:opacity-50';
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`${c.author_nickname}의 댓글`}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{c.author_nickname}</span>
        <span>
          {c.course_title} · {c.lecture_title}
        </span>
        <span>{formatDateTime(c.created_at)}</span>
        <span className={badge(c.status === 'hidden' ? 'warn' : 'ok')}>{c.status === 'hidden' ? '숨김 상태' : '보이는 중'}</span>
      </p>
      <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-wrap break-words text-slate-900">{c.comment}</p>
      <p className="text-sm text-slate-700">
        신고 {c.accuse_count}건: {c.reasons.map((r) => `${reasonLabel(r.accuse_cd)} ${r.count}`).join(', ') || '—'}
      </p>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        {c.status !== 'hidden' && (
          <button type="button" disabled={decide.isPending} onClick={() => void act('hide')} className={`${button} bg-rose-600 text-white ring-rose-600`}>
            숨기기
          </button>
        )}
        {c.status === 'hidden' && (
          <button type="button" disabled={decide.isPending} onClick={() => void act('restore')} className={`${button} bg-white text-slate-800 ring-slate-300`}>
            다시 보이기
          </button>
        )}
        {c.moderation === null && c.status !== 'hidden' && (
          <button type="button" disabled={decide.isPending} onClick={() => void act('dismiss')} className={`${button} bg-white text-slate-800 ring-slate-300`}>
            신고 기각 (유지)
          </button>
        )}
      </div>
    </li>
  );
}
