import { Link } from 'react-router';
import { formatClock } from '../../../lib/format';
import { useIsLoggedIn } from '../../../stores/session';
import { useLatest } from '../../learning';
import { HomeSection } from './home-section';

/** 이어보기: the member's most recently watched lectures, each resuming where it stopped. */
export function ContinueWatching() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return <Latest />;
}

function Latest() {
  const latest = useLatest(1);
  // One card per course: its most recent unfinished lecture (the list is newest first; two lectures of one course
  // read as the same thing twice).
  const seen = new Set<number>();
  const items = latest.data?.list.filter((l) => l.completed !== 'Y' && !seen.has(l.course_sn) && seen.add(l.course_sn)).slice(0, 3) ?? [];
  if (!latest.data || items.length === 0) return null;
  return (
    <HomeSection id="home-continue" title="이어보기" more="/my/history">
      <ul className="grid grid-cols-3 gap-3 mobile:grid-cols-1">
        {items.map((l) => (
          <li key={l.lc_no}>
            <Link to={`/course/play/${l.course_sn}?lc_no=${l.lc_no}`} className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 p-4 hover:border-accent-200 hover:shadow-md">
              <span className="text-[13px] text-slate-500">{l.course_title}</span>
              <span className="font-bold text-slate-900">{l.title}</span>
              <span className="mt-auto">
                <span className="block h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span className="block h-full bg-accent-600" style={{ width: `${l.progress_percent}%` }} />
                </span>
                <span className="mt-1.5 block text-[13px] text-slate-500">
                  {formatClock(l.resume_second)}부터 이어보기 · {l.progress_percent}% 시청
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
