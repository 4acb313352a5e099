import { KOREA_TIME_ZONE } from '@school/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useLearning } from '../api/get-learning';
import { useLatest } from '../api/get-latest';
import { formatClock } from '../../../lib/format';
import { DemoBadge } from '../../../components/ui/badges';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { HeldAccessList } from '../components/held-access';
import { useHoldings } from '../../my';
import { lecturePlayPath } from '../start/address';

const dateText = (iso: string) => new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: KOREA_TIME_ZONE }).format(new Date(iso));

function Progress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-2 flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-accent-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-[13px] font-semibold text-slate-600 tabular-nums">{percent}%</span>
    </div>
  );
}

/** /my/class: courses the member has started, with progress and a way back in. */
export function MyClassPage() {
  const learning = useLearning();
  const holdings = useHoldings();
  const holder = (holdings.data?.access.length ?? 0) > 0;
  const started = (learning.data?.list.length ?? 0) > 0;
  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">내 강의실</h1>
      <div className="mt-6">
        {learning.data && <HeldAccessList started={started} />}
        {learning.isPending && <LoadingMessage label="내 강의실을 불러오는 중입니다" />}
        {learning.isError && <ErrorMessage message={errorMessage(learning.error)} onRetry={() => void learning.refetch()} />}
        {learning.data && !started && !holder && !holdings.isPending && (
          <EmptyState title="아직 수강한 강의가 없습니다.">
            <Link to="/course/free" className="font-semibold text-accent-700 underline">
              무료 강의부터 시작해 보세요
            </Link>
          </EmptyState>
        )}
        {learning.data && learning.data.list.length > 0 && (
          <ul className="grid gap-4 min-[801px]:grid-cols-2">
            {learning.data.list.map((course) => (
              <li key={course.course_sn} className="flex gap-4 rounded-2xl border border-slate-200 p-4">
                <img src={course.cover} alt="" loading="lazy" width={160} height={90} className="aspect-video w-40 shrink-0 self-start rounded-lg bg-slate-100 object-cover mobile:w-28" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-bold text-slate-900">
                    {course.is_demo === 'Y' && (
                      <span className="mr-1 align-middle">
                        <DemoBadge />
                      </span>
                    )}
                    {course.title}
                  </h2>
                  <p className="mt-1 text-[13px] text-slate-500">
                    {course.completed_count}/{course.lecture_count}강 완료 · 최근 {dateText(course.last_watched_at)}
                  </p>
                  <Progress percent={course.progress_percent} label={`${course.title} 진도율`} />
                  <Link
                    to={lecturePlayPath(course.course_sn, course.last_lc_no)}
                    className="mt-3 inline-flex h-9 items-center rounded-lg bg-accent-600 px-3 text-sm font-semibold text-white hover:bg-accent-700"
                  >
                    이어서 보기<span className="sr-only">: {course.last_lecture_title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}

/** /my/history: recently watched lectures with where the member stopped. */
export function MyHistoryPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.min(1000, Math.floor(Number(params.get('page')) || 1)));
  const latest = useLatest(page);
  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">최근 본 강의</h1>
      <div className="mt-6">
        {latest.isPending && <LoadingMessage label="최근 본 강의를 불러오는 중입니다" />}
        {latest.isError && <ErrorMessage message={errorMessage(latest.error)} onRetry={() => void latest.refetch()} />}
        {latest.data && latest.data.list.length === 0 && <EmptyState title="최근 본 강의가 없습니다." />}
        {latest.data && latest.data.list.length > 0 && (
          <>
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200">
              {latest.data.list.map((item) => (
                <li key={item.lc_no}>
                  <Link to={lecturePlayPath(item.course_sn, item.lc_no)} className="flex items-center gap-3 p-4 hover:bg-slate-50 mobile:p-3">
                    <img src={item.cover} alt="" loading="lazy" width={120} height={68} className="aspect-video w-28 shrink-0 rounded-lg bg-slate-100 object-cover mobile:w-20" />
                    <div className="min-w-0 flex-1">
                      <span className="block font-semibold text-slate-900">{item.title}</span>
                      <span className="mt-0.5 block truncate text-[13px] text-slate-500">
                        {item.course_title} · {dateText(item.watched_at)}
                      </span>
                      <span className="mt-0.5 block text-[13px] text-slate-500">
                        {item.completed === 'Y' ? '다 봤어요' : `${formatClock(item.resume_second)} / ${formatClock(item.duration)}`}
                      </span>
                      <Progress percent={item.progress_percent} label={`${item.title} 진도율`} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={latest.data.page} total={latest.data.total} size={latest.data.size} hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')} />
          </>
        )}
      </div>
    </PageShell>
  );
}
