import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { won } from '../../components/labels';
import { useSubscriptionStats } from '../api/get-stats';

/** Active subscribers, MRR, churn, and renewals per day (failed ones first), the last 30 days. */
export function SubscriptionStats() {
  const stats = useSubscriptionStats();
  if (stats.isPending) return <LoadingMessage label="구독 지표를 불러오는 중" />;
  if (stats.isError) return <ErrorMessage message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const cards: [string, string][] = [
    ['이용 중 구독자', `${s.active.toLocaleString('ko-KR')}명`],
    ['해지 예약', `${s.cancel_reserved.toLocaleString('ko-KR')}명`],
    ['결제 재시도 중', `${s.retrying.toLocaleString('ko-KR')}명`],
    ['MRR (월 반복 매출)', won(s.mrr)],
    ['최근 30일 이탈률', `${s.churn_percent}%`],
  ];
  return (
    <section aria-labelledby="sub-stats" className="space-y-3">
      <h2 id="sub-stats" className="font-bold">
        구독 지표
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {cards.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className="text-lg font-bold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full rounded-xl bg-white text-sm ring-1 ring-slate-200">
        <caption className="sr-only">날짜별 갱신 결제 (최근 30일)</caption>
        <thead>
          <tr className="text-left text-slate-500">
            <th className="p-2">날짜</th>
            <th className="p-2 text-right">갱신 실패</th>
            <th className="p-2 text-right">갱신 성공</th>
          </tr>
        </thead>
        <tbody>
          {s.days.length === 0 && (
            <tr>
              <td colSpan={3} className="p-3 text-center text-slate-500">
                최근 30일 갱신 결제가 없습니다.
              </td>
            </tr>
          )}
          {s.days.map((d) => (
            <tr key={d.date} className="border-t border-slate-100">
              <td className="p-2">{d.date}</td>
              <td className={`p-2 text-right tabular-nums ${d.failed_renewals > 0 ? 'font-bold text-rose-700' : ''}`}>{d.failed_renewals}</td>
              <td className="p-2 text-right tabular-nums">{d.renewals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
