import { type HeldAccess, koreanClock } from '@school/contracts';
import { Link } from 'react-router';
import { TERMS } from '../../../lib/copy';
import { categoryHref } from '../../menu';
import { useHoldings } from '../../my';

/** '2026.12.26', in Korea's time. */
const day = (iso: string) => {
  const d = koreanClock(new Date(iso));
  return `${d.year}.${String(d.month).padStart(2, '0')}.${String(d.day).padStart(2, '0')}`;
};

/** Where the courses an access opens are listed: the course itself, its category's list, or the whole catalogue. */
function hrefOf(a: HeldAccess): string {
  if (a.course_sn !== null) return `/course/${a.course_sn}`;
  if (a.ca_sn !== null) return categoryHref({ ca_sn: a.ca_sn, p_ca_sn: a.p_ca_sn });
  return '/course';
}

/**
 * /my/class: what the member's passes (and courses bought on their own) open, until when, and the way to those
 * courses: a pass holder who has not started anything sees what the pass gives, not "무료 강의부터".
 */
export function HeldAccessList({ started }: { started: boolean }) {
  const holdings = useHoldings();
  const access = holdings.data?.access ?? [];
  if (access.length === 0) return null;
  return (
    <section aria-labelledby="held-access-title" className="mb-8 rounded-2xl bg-accent-50 p-5 ring-1 ring-accent-100 mobile:p-4">
      <h2 id="held-access-title" className="font-bold text-slate-900">
        지금 볼 수 있는 강의
      </h2>
      {!started && <p className="mt-1 text-sm text-slate-700">아직 시작한 강의가 없습니다. 아래에서 골라 바로 시작해 보세요.</p>}
      <ul className="mt-3 grid gap-3 min-[801px]:grid-cols-2">
        {access.map((a, i) => (
          <li key={`${a.title}-${i}`} className="flex items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <span className="min-w-0">
              <span className="block text-[13px] font-semibold text-accent-800">
                {a.kind === 'pass' ? TERMS.pass : '구매한 강의'} · {a.valid_until ? `${day(a.valid_until)}까지` : '기한 없음'}
              </span>
              <span className="mt-0.5 block font-bold text-slate-900">{a.title}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{a.covers}</span>
            </span>
            <Link to={hrefOf(a)} className="inline-flex h-10 shrink-0 items-center rounded-lg bg-accent-600 px-3 text-sm font-semibold text-white hover:bg-accent-700">
              {a.course_sn !== null ? '강의 보기' : '강의 고르기'}
              <span className="sr-only">: {a.covers}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
