import { Link, useSearchParams } from 'react-router';
import type { SearchResponse } from '@school/contracts';
import { NO_SEARCH_RESULTS_MESSAGE } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { formatClock, formatPrice, groupDigits } from '../../../lib/format';
import { CourseGrid, coursePath } from '../../../components/ui/course-card';
import { DemoBadge, PreviewBadge } from '../../../components/ui/badges';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { teacherPath } from '../../teacher';
import { StockMatches } from '../../stocks';
import { useSearch } from '../api/search';
import { clampSearchText } from '../search-path';
import { SearchPreparingPage } from './search-preparing-page';
import { DEMO_TEACHER_LABEL } from '@school/contracts/plain';

/**
 * /search?searchText=…&page=…: courses, lectures and teachers from GET /api/comm/search, and matching stocks.
 * `title` is only passed by the stock pages' older placeholder, which keeps its "준비 중" page.
 */
export function SearchPage({ title }: { title?: string }) {
  if (title) return <SearchPreparingPage title={title} />;
  return <CourseSearch />;
}

function CourseSearch() {
  const [params] = useSearchParams();
  const searchText = clampSearchText(params.get('searchText') ?? '').trim();
  const page = Math.max(1, Math.min(1000, Math.floor(Number(params.get('page')) || 1)));
  const search = useSearch(searchText, page);
  const hrefFor = (p: number) => `/search?${new URLSearchParams({ searchText, ...(p > 1 ? { page: String(p) } : {}) }).toString()}`;

  const data = search.data?.data;
  const nothing = data && data.courses.total + data.lectures.total + data.teachers.total === 0;
  const biggest = data ? Math.max(data.courses.total, data.lectures.total, data.teachers.total) : 0;

  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">강의 검색</h1>
      {searchText && (
        <p className="mt-2 text-lg text-slate-700">
          <span className="font-bold break-all text-accent-700">‘{searchText}’</span> 검색 결과
        </p>
      )}
      <div className="mt-6 space-y-10 mobile:space-y-8">
        {/* No course, lecture or teacher matched: the stocks that did lead (issue 48 item 13: "삼전" → 삼성전자). */}
        {nothing && page === 1 && <StockMatches q={searchText} />}
        {!searchText ? (
          <EmptyState title="검색어를 입력해 주세요.">위쪽 검색창에 강의명, 강사 이름이나 초성(예: ㅈㅅ)을 입력해 보세요.</EmptyState>
        ) : search.isPending ? (
          <LoadingMessage label="검색하는 중입니다" />
        ) : search.isError ? (
          <ErrorMessage message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
        ) : nothing ? (
          <EmptyState title={search.data.message || NO_SEARCH_RESULTS_MESSAGE}>
            일치하는 강의가 없습니다. 아래 종목 결과를 보거나, 다른 검색어로 찾아보거나{' '}
            <Link to="/course" className="font-semibold text-accent-700 underline">
              전체 강의
            </Link>
            를 둘러보세요.
          </EmptyState>
        ) : (
          data && (
            <div className={`space-y-10 mobile:space-y-8 ${search.isPlaceholderData ? 'opacity-60' : ''}`}>
              <p className="sr-only" role="status">
                강의 {data.courses.total}개, 강의 영상 {data.lectures.total}개, 강사 {data.teachers.total}명을 찾았습니다.
              </p>
              <CoursesSection data={data} />
              <LecturesSection data={data} />
              <TeachersSection data={data} />
              <Pagination page={page} total={biggest} size={data.size} hrefFor={hrefFor} label="검색 결과 페이지" />
            </div>
          )
        )}
        {/* The search box promises 종목 이름 too: the stock search answers beside the catalogue (first page only). */}
        {searchText && page === 1 && !nothing && <StockMatches q={searchText} />}
      </div>
    </PageShell>
  );
}

function SectionTitle({ id, title, total, unit }: { id: string; title: string; total: number; unit: string }) {
  return (
    <h2 id={id} className="flex items-baseline gap-2 text-xl font-bold text-slate-900">
      {title}
      <span className="text-sm font-semibold text-slate-500">
        {groupDigits(total)}
        {unit}
      </span>
    </h2>
  );
}

function CoursesSection({ data }: { data: SearchResponse }) {
  return (
    <section aria-labelledby="search-courses">
      <SectionTitle id="search-courses" title="강의" total={data.courses.total} unit="개" />
      <div className="mt-4">
        {data.courses.list.length > 0 ? (
          <>
            <div className="mobile:hidden">
              <CourseGrid courses={data.courses.list} />
            </div>
            <CourseRows courses={data.courses.list} />
          </>
        ) : (
          <p className="text-sm text-slate-500">일치하는 강의가 없습니다.</p>
        )}
      </div>
    </section>
  );
}

function LecturesSection({ data }: { data: SearchResponse }) {
  return (
    <section aria-labelledby="search-lectures">
      <SectionTitle id="search-lectures" title="강의 영상" total={data.lectures.total} unit="개" />
      {data.lectures.list.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200">
          {data.lectures.list.map((lecture) => (
            <li key={lecture.lc_no}>
              <Link to={coursePath(lecture.course_sn)} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 mobile:px-3">
                <img src={lecture.cover} alt="" loading="lazy" width={96} height={54} className="aspect-video w-24 shrink-0 rounded-lg bg-slate-100 object-cover mobile:w-20" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">
                    {lecture.title}
                    {lecture.is_preview === 'Y' && (
                      <span className="ml-2 align-middle">
                        <PreviewBadge />
                      </span>
                    )}
                  </span>
                  <span className="mt-0.5 block truncate text-[13px] text-slate-500">{lecture.course_title}</span>
                </span>
                <span className="shrink-0 text-sm text-slate-500 tabular-nums">
                  <span className="sr-only">재생 시간 </span>
                  {formatClock(lecture.duration)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">일치하는 강의 영상이 없습니다.</p>
      )}
    </section>
  );
}

function TeachersSection({ data }: { data: SearchResponse }) {
  return (
    <section aria-labelledby="search-teachers">
      <SectionTitle id="search-teachers" title="강사" total={data.teachers.total} unit="명" />
      {data.teachers.list.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 min-[801px]:grid-cols-3">
          {data.teachers.list.map((teacher) => (
            <li key={teacher.teacher_sn}>
              <Link to={teacherPath(teacher.teacher_sn)} className="flex items-center gap-3 rounded-2xl border border-slate-200 p-4 hover:border-accent-200 hover:shadow-sm">
                <img src={teacher.profile_image} alt="" loading="lazy" width={48} height={48} className="size-12 shrink-0 rounded-full bg-slate-100" />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-1.5 font-bold text-slate-900">
                    {teacher.name}
                    {teacher.is_demo === 'Y' && <DemoBadge label={DEMO_TEACHER_LABEL} />}
                  </span>
                  <span className="mt-0.5 line-clamp-1 block text-[13px] text-slate-500">{teacher.headline}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">일치하는 강사가 없습니다.</p>
      )}
    </section>
  );
}

/** On a phone, one compact row per course (a card each took a whole screen). */
function CourseRows({ courses }: { courses: SearchResponse['courses']['list'] }) {
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 desktop:hidden">
      {courses.map((course) => (
        <li key={course.course_sn}>
          <Link to={coursePath(course.course_sn)} className="flex items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
            <img src={course.cover} alt="" loading="lazy" width={96} height={54} className="aspect-video w-20 shrink-0 rounded-lg bg-slate-100 object-cover" />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-[15px] leading-snug font-semibold text-slate-900">{course.title}</span>
              <span className="mt-0.5 block truncate text-[12px] text-slate-500">
                {course.teacher_name} · 강의 {course.lecture_count}개
              </span>
            </span>
            <span className={`shrink-0 text-sm font-bold ${course.is_free === 'Y' ? 'text-emerald-700' : 'text-slate-900'}`}>
              <span className="sr-only">가격 </span>
              {formatPrice(course.price, course.is_free)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
