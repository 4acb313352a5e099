import { KOREA_TIME_ZONE } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { holdingsQueryOptions } from '../../my';

const day = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Before a member with a running pass starts paying for a subscription: the pass already opens the same courses,
 * so starting now pays twice for the overlap.
 */
export function HeldPassNotice({ enabled }: { enabled: boolean }) {
  const holdings = useQuery({ ...holdingsQueryOptions(), enabled });
  const passes = holdings.data?.access.filter((a) => a.kind === 'pass') ?? [];
  if (passes.length === 0) return null;
  const longest = passes.reduce((a, b) => (a.valid_until === null || (b.valid_until !== null && a.valid_until >= b.valid_until) ? a : b));
  const until = longest.valid_until === null ? '기간 제한 없이' : `${day(longest.valid_until)}까지`;
  return (
    <p role="note" aria-label="이미 이용 중" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      이미 가진 「{longest.title}」으로 {until} 이용권 포함 강의를 볼 수 있습니다. 지금 구독을 시작하면 첫 결제가 바로 이루어지고 그 기간이 이용권과
      겹칩니다. 이용권이 끝날 무렵 시작해도 늦지 않습니다.
    </p>
  );
}
