import { Link } from 'react-router';
import type { LiveClassRow } from '@school/contracts';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../stores/session';
import { useUpcomingLive } from '../api/get-live';
import { useReminders } from '../api/reminder';
import { ReminderButton } from './reminder-button';
import { startsAt } from './live-state';

/** How many classes the home page shows; the rest are on /live. */
const HOME_COUNT = 4;

/**
 * 라이브 수업 on the home page: the classes on air (방송중) and coming, soonest first, with the start in Korean time
 * and the member's reminder. Server-rendered with the page (the same for every visitor); the reminder state of a
 * signed-in member arrives after (decision 134).
 */
export function HomeLiveClasses() {
  const list = useUpcomingLive();
  return (
    <section aria-labelledby="home-live">
      <div className="flex items-center justify-between gap-2">
        <h2 id="home-live" className="text-xl font-bold text-slate-900">
          라이브 수업
        </h2>
        <Link to="/live" className="inline-flex items-center gap-0.5 text-sm font-semibold text-slate-500 hover:text-accent-700">
          전체 일정
          <span className="sr-only">: 라이브 수업</span>
          <ChevronRightIcon width={16} height={16} />
        </Link>
      </div>
      <div className="mt-4">
        {list.isPending && <LoadingMessage label="라이브 수업을 불러오는 중입니다" />}
        {list.isError && <ErrorMessage message={`라이브 수업을 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
        {list.data && list.data.list.length === 0 && <p className="text-sm text-slate-500">예정된 라이브 수업이 없습니다.</p>}
        {list.data && list.data.list.length > 0 && <LiveCards classes={list.data.list.slice(0, HOME_COUNT)} />}
      </div>
    </section>
  );
}

/** A course's own live classes (those its buyers watch) on its page; nothing when it has none coming. */
export function CourseLiveClasses({ courseSn }: { courseSn: number }) {
  const list = useUpcomingLive(courseSn);
  if (!list.data || list.data.list.length === 0) return null;
  return (
    <section aria-labelledby="course-live">
      <h2 id="course-live" className="text-xl font-bold text-slate-900">
        이 강의의 라이브 수업
      </h2>
      <p className="mt-1 text-sm text-slate-500">강의를 구매한 회원이 실시간으로 보고 질문할 수 있습니다.</p>
      <div className="mt-4">
        <LiveCards classes={list.data.list} />
      </div>
    </section>
  );
}

function LiveCards({ classes }: { classes: LiveClassRow[] }) {
  const loggedIn = useIsLoggedIn();
  const reminders = useReminders();
  return (
    <ul className="grid grid-cols-2 gap-3 mobile:grid-cols-1">
      {classes.map((c) => {
        const onAir = c.state === 'live';
        return (
          <li key={c.live_id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4">
            <Link to={`/live/${c.live_id}`} className="group block">
              {onAir ? (
                <span className="inline-flex items-center gap-1.5 rounded bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
                  <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />
                  방송중
                </span>
              ) : (
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">방송 예정</span>
              )}
              <span className="mt-2 block font-bold text-slate-900 group-hover:text-accent-700">{c.title}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {c.teacher} · <time dateTime={c.starts_at}>{startsAt(c.starts_at)}</time>
                {onAir ? '부터 방송 중' : ' 시작'}
              </span>
            </Link>
            <div className="mt-auto">
              {onAir ? (
                <Link to={`/live/${c.live_id}`} className="inline-block rounded-xl bg-rose-600 px-3 py-1.5 text-sm font-semibold text-white">
                  지금 보기
                </Link>
              ) : !loggedIn ? (
                <Link to={loginPath(`/live/${c.live_id}`)} className="inline-block rounded-xl px-3 py-1.5 text-sm font-semibold text-accent-700 ring-1 ring-accent-200">
                  로그인하고 알림 받기
                </Link>
              ) : (
                reminders.data && <ReminderButton liveId={c.live_id} on={reminders.data.includes(c.live_id)} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
