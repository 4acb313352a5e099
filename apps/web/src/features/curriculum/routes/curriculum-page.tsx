import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { categoryHref } from '../../menu';
import { formatPrice, formatTotalTime } from '../../../lib/format';
import { coursePath } from '../../../components/ui/course-card';
import { DemoBadge, FreeBadge } from '../../../components/ui/badges';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurriculum } from '../api/get-curriculum';

/** /curriculum: tracks (top-level categories) × levels, as a tab per track and a ladder of steps. */
export function CurriculumPage() {
  const curriculum = useCurriculum();
  const [selected, setSelected] = useState(0);
  const tracks = curriculum.data?.tracks ?? [];
  const track = tracks[Math.min(selected, Math.max(0, tracks.length - 1))];

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (selected + (event.key === 'ArrowRight' ? 1 : tracks.length - 1)) % tracks.length;
    setSelected(next);
    document.getElementById(`track-tab-${next}`)?.focus();
  };

  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">커리큘럼</h1>
      <p className="mt-2 text-slate-600">분야를 고르고 입문부터 고급까지 단계별로 들어 보세요.</p>
      <div className="mt-6">
        {curriculum.isPending && <LoadingMessage label="커리큘럼을 불러오는 중입니다" />}
        {curriculum.isError && (
          <ErrorMessage message={`커리큘럼을 불러오지 못했습니다. ${errorMessage(curriculum.error)}`} onRetry={() => void curriculum.refetch()} />
        )}
        {curriculum.data && tracks.length === 0 && <EmptyState title="아직 등록된 커리큘럼이 없습니다." />}
        {track && (
          <>
            <div role="tablist" aria-label="분야" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" onKeyDown={onKeyDown}>
              {tracks.map((t, index) => {
                const active = t.ca_sn === track.ca_sn;
                return (
                  <button
                    key={t.ca_sn}
                    id={`track-tab-${index}`}
                    type="button"
                    role="tab"
                    aria-selected={active}
                    aria-controls="track-panel"
                    tabIndex={active ? 0 : -1}
                    onClick={() => setSelected(index)}
                    className={`inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
                      active ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-accent-50 hover:text-accent-700'
                    }`}
                  >
                    {t.title} <span className="ml-1 text-xs opacity-70">{t.course_count}</span>
                  </button>
                );
              })}
            </div>
            <div id="track-panel" role="tabpanel" aria-labelledby={`track-tab-${tracks.indexOf(track)}`} className="mt-6">
              <ol className="grid gap-4 min-[801px]:grid-cols-4">
                {track.steps.map((step, index) => (
                  <li key={step.level} className="flex flex-col rounded-2xl border border-slate-200 bg-white">
                    <h2 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 font-bold text-slate-900">
                      <span className="flex size-7 items-center justify-center rounded-full bg-accent-600 text-[13px] text-white" aria-hidden="true">
                        {index + 1}
                      </span>
                      {step.level}
                      <span className="ml-auto text-[13px] font-semibold text-slate-500">{step.courses.length}개</span>
                    </h2>
                    {step.courses.length === 0 ? (
                      <p className="px-4 py-5 text-sm text-slate-500">이 단계의 강의는 아직 없습니다.</p>
                    ) : (
                      <ul className="divide-y divide-slate-100">
                        {step.courses.map((course) => (
                          <li key={course.course_sn}>
                            <Link to={coursePath(course.course_sn)} className="block px-4 py-3 hover:bg-slate-50">
                              <span className="flex flex-wrap gap-1">
                                {course.is_demo === 'Y' && <DemoBadge />}
                                {course.is_free === 'Y' && <FreeBadge />}
                              </span>
                              <span className="mt-1 block text-[15px] leading-snug font-semibold text-slate-900">{course.title}</span>
                              <span className="mt-1 block text-[13px] text-slate-500">
                                {course.teacher_name} · {formatTotalTime(course.total_seconds)} · {formatPrice(course.price, course.is_free)}
                              </span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
              <p className="mt-6 text-right">
                <Link to={categoryHref({ ca_sn: track.ca_sn, p_ca_sn: null })} className="text-sm font-semibold text-accent-700 hover:underline">
                  {track.title} 강의 전체 보기 →
                </Link>
              </p>
            </div>
          </>
        )}
      </div>
    </PageShell>
  );
}
