import { KOREA_TIME_ZONE } from '@school/contracts';
import type { StudioVersionRow } from '@school/contracts/admin';
import { STATUS_LABEL } from './status-label';

/** Every version of a proposal, newest first, with what the reviewer said. */
export function VersionHistory({ history }: { history: StudioVersionRow[] }) {
  return (
    <aside aria-labelledby="versions" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="versions" className="font-bold">
        버전 기록
      </h2>
      <ol className="mt-3 space-y-3">
        {history.map((v) => (
          <li key={v.version_sn} className="border-l-2 border-slate-300 pl-3 text-sm">
            <p className="font-semibold">
              {v.version_no}번째 버전 · {STATUS_LABEL[v.status]}
            </p>
            <p className="text-slate-600">{new Date(v.reviewed_at ?? v.submitted_at ?? v.updated_at).toLocaleString('ko-KR', { timeZone: KOREA_TIME_ZONE })}</p>
            {v.review_comment && <p className="mt-1 text-slate-800">운영자 의견: {v.review_comment}</p>}
          </li>
        ))}
      </ol>
    </aside>
  );
}
