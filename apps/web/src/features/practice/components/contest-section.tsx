import { errorMessage } from '../../../lib/api-client';
import { useContests } from '../api/get-contests';
import { useJoinContest } from '../api/join-contest';
import { rate, tone } from '../format';

/** 모의투자 대회: the rounds of this and last month, their rules, the notice and the ranking by nickname. */
export function ContestSection() {
  const contests = useContests();
  const join = useJoinContest();
  const items = contests.data?.items ?? [];
  return (
    <section aria-labelledby="contest-title" className="space-y-3">
      <h2 id="contest-title" className="text-lg font-bold text-slate-900">
        모의투자 대회
      </h2>
      {items.length === 0 && <p className="text-sm text-slate-600">지금 열린 대회가 없습니다.</p>}
      {items.map((c) => (
        <article key={c.id} className="space-y-3 rounded-2xl p-4 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-bold text-slate-900">
              {c.title} <span className="text-sm font-normal text-slate-500">({c.starts_on} ~ {c.ends_on}, {c.region === 'kr' ? '국내' : '미국'} 계좌)</span>
            </h3>
            {c.status === 'open' && c.joined === false && (
              <button type="button" onClick={() => join.mutate(c.id)} disabled={join.isPending} className="rounded-full bg-accent-700 px-4 py-1.5 text-sm font-bold text-white">
                참가하기
              </button>
            )}
            {c.joined && <span className="text-sm font-semibold text-emerald-700">참가 중</span>}
            {c.status === 'closed' && <span className="text-sm font-semibold text-slate-500">마감</span>}
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {c.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
            {c.points_top.length > 0 && <li>포인트: {c.points_top.map((p, i) => `${i + 1}위 ${p.toLocaleString('ko-KR')}P`).join(', ')}</li>}
          </ul>
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900">{c.notice}</p>
          {c.entries.length > 0 && (
            <ol className="divide-y divide-slate-100 text-sm">
              {c.entries.map((e) => (
                <li key={e.rank} className={`flex justify-between py-1.5 ${e.is_me ? 'font-bold' : ''}`}>
                  <span>
                    {e.rank}위 {e.nickname}
                    {e.is_me && ' (나)'}
                  </span>
                  <span className={`tabular-nums ${tone(e.return_rate)}`}>{rate(e.return_rate)}</span>
                </li>
              ))}
            </ol>
          )}
        </article>
      ))}
      {join.isError && <p role="alert" className="text-sm text-red-700">{errorMessage(join.error)}</p>}
    </section>
  );
}
