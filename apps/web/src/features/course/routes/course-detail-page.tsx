import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { CourseMainResponse } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { isNotFound, NotFound } from '../../../components/ui/not-found';
import { errorMessage } from '../../../lib/api-client';
import { categoryHref } from '../../menu';
import { formatClock, formatPrice, formatTotalTime } from '../../../lib/format';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { DemoBadge, PreviewBadge } from '../../../components/ui/badges';
import { CourseBadges } from '../../../components/ui/course-card';
import { Toast } from '../../../components/ui/toast';
import { teacherPath } from '../../teacher';
import { CoursePurchaseOptions } from '../../commerce';
import { CourseLiveClasses } from '../../live';
import { useDocumentTitle } from '../../../app/document-title';
import { useCourseMain } from '../api/get-course-main';
import { useCourseLectures } from '../api/get-course-lectures';
import { CourseMainAction } from '../components/course-main-action';
import { HeldCourseAction } from '../components/held-course-action';
import { useHeldAccess } from '../api/use-course-access';
import { lecturePath } from '../enroll';
import { PlayIcon } from '../../../components/ui/icons';
import { ShareButton } from '../components/share-button';
import { ReviewWriter } from '../components/review-writer';
import { ReviewList } from '../components/review-list';
import { CourseBuyBar } from '../components/course-buy-bar';
import { DEMO_TEACHER_LABEL } from '@school/contracts/plain';

/** /course/{id}: the course page (decision 018). */
export function CourseDetailPage() {
  const { id } = useParams();
  const courseSn = Number(id);
  const valid = Number.isInteger(courseSn) && courseSn > 0 && courseSn <= 2_147_483_647;
  if (!valid) {
    return (
      <PageShell>
        <ErrorMessage message="강의 주소가 올바르지 않습니다. 강의 목록에서 다시 찾아 주세요." />
      </PageShell>
    );
  }
  return <CourseDetail courseSn={courseSn} />;
}

function CourseDetail({ courseSn }: { courseSn: number }) {
  const main = useCourseMain(courseSn);
  useDocumentTitle(main.data?.course.title);
  if (main.isPending) {
    return (
      <PageShell>
        <LoadingMessage label="강의 정보를 불러오는 중입니다" />
      </PageShell>
    );
  }
  if (main.isError) {
    if (isNotFound(main.error)) {
      return (
        <PageShell>
          <NotFound />
        </PageShell>
      );
    }
    return (
      <PageShell>
        <ErrorMessage message={errorMessage(main.error)} onRetry={() => void main.refetch()} />
        <Link to="/course" className="mt-4 inline-block font-semibold text-accent-700 underline">
          강의 목록으로 가기
        </Link>
      </PageShell>
    );
  }
  return <CourseLayout key={main.data.course.course_sn} data={main.data} />;
}

/**
 * One grid for the whole page: the course's heading and everything one reads about it on the left, the buy box on
 * the right spanning both rows and sticking below the header while the reader scrolls (no empty column under the
 * heading). On phones the box follows the heading and a 수강/구매 bar takes over once it has scrolled away.
 */
function CourseLayout({ data }: { data: CourseMainResponse }) {
  const { course, teacher, reviews, share, curriculum } = data;
  const buyBox = useRef<HTMLElement>(null);
  return (
    <>
      <PageShell className="grid items-start gap-x-10 gap-y-8 pt-8 desktop:grid-cols-[minmax(0,1fr)_360px] mobile:gap-y-5 mobile:pt-5">
        <div className="min-w-0 desktop:col-span-2 desktop:-mb-3">
          <Breadcrumb
            items={[
              { label: '홈', to: '/' },
              { label: '강의', to: '/course' },
              ...course.category_path.map((node) => ({ label: node.title, to: categoryHref(node) })),
              { label: course.title },
            ]}
          />
        </div>
        <header className="min-w-0 desktop:col-start-1 desktop:row-start-2">
          <CourseBadges course={course} />
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 mobile:text-2xl">{course.title}</h1>
          <p className="mt-3 text-slate-600">{course.summary}</p>
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Fact term="강사" value={course.teacher_name} />
            <Fact term="강의 수" value={`${curriculum.lecture_count}개`} />
            <Fact term="총 시간" value={formatTotalTime(curriculum.total_seconds)} />
            <Fact term="리뷰" value={reviews.text} />
            {course.student_count > 0 && <Fact term="수강생" value={`${course.student_count.toLocaleString('ko-KR')}명`} />}
          </dl>
        </header>
        <aside
          ref={buyBox}
          aria-label="수강 안내"
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm desktop:sticky desktop:top-[136px] desktop:col-start-2 desktop:row-span-2 desktop:row-start-2"
        >
          {/* The generated cover repeats the title: on desktop the heading beside it says it, and the sticky box must fit 800 px. */}
          <img src={course.cover} alt="" fetchPriority="high" width={640} height={360} className="aspect-video w-full bg-slate-100 object-cover desktop:hidden" />
          <div className="p-5 mobile:p-4">
            <p className={`text-2xl font-extrabold ${course.is_free === 'Y' ? 'text-emerald-700' : 'text-slate-900'}`}>
              <span className="sr-only">가격 </span>
              {formatPrice(course.price, course.is_free)}
            </p>
            {course.pass_included === 'Y' && <p className="mt-1 text-[13px] text-slate-500">이용권이 있으면 추가 결제 없이 볼 수 있어요.</p>}
            <BuyBox course={course} share={share} />
          </div>
        </aside>
        <div className="min-w-0 space-y-10 pb-10 desktop:col-start-1 desktop:row-start-3 mobile:space-y-8">
          <section aria-labelledby="intro-title">
            <h2 id="intro-title" className="text-xl font-bold text-slate-900">
              강의 소개
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{course.description}</p>
          </section>
          <CourseLiveClasses courseSn={course.course_sn} />
          <div className="below-fold">
            <Curriculum courseSn={course.course_sn} summary={curriculum} />
          </div>
          <div className="below-fold space-y-6">
            <TeacherCard teacher={teacher} />
            <ReviewSummary courseSn={course.course_sn} reviews={reviews} />
          </div>
        </div>
      </PageShell>
      <CourseBuyBar course={course} watch={buyBox} />
      <Toast />
    </>
  );
}

/** The main action and the prices; a member who may already watch it gets their progress and no prices. */
function BuyBox({ course, share }: Pick<CourseMainResponse, 'course' | 'share'>) {
  const held = useHeldAccess(course.course_sn);
  if (held) {
    return (
      <div className="mt-4 grid grid-cols-[1fr_auto] items-end gap-2">
        <HeldCourseAction courseSn={course.course_sn} reason={held} />
        <ShareButton share={share} courseSn={course.course_sn} />
      </div>
    );
  }
  return (
    <>
      <div className="mt-4 grid grid-cols-[1fr_auto] gap-2">
        <CourseMainAction course={course} />
        <ShareButton share={share} courseSn={course.course_sn} />
      </div>
      {course.is_free !== 'Y' && <CoursePurchaseOptions courseSn={course.course_sn} />}
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-semibold text-slate-800">{value}</dd>
    </div>
  );
}

function Curriculum({ courseSn, summary }: { courseSn: number; summary: CourseMainResponse['curriculum'] }) {
  const lectures = useCourseLectures(courseSn);
  const firstPreview = lectures.data?.list.find((lecture) => lecture.is_preview === 'Y');
  return (
    <section aria-labelledby="curriculum-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="curriculum-title" className="text-xl font-bold text-slate-900">
          커리큘럼
        </h2>
        <p className="text-sm text-slate-500">
          강의 {summary.lecture_count}개 · {formatTotalTime(summary.total_seconds)}
          {summary.preview_count > 0 && !firstPreview && ` · 미리보기 ${summary.preview_count}개`}
          {firstPreview && (
            <>
              {' · '}
              <Link to={lecturePath(courseSn, firstPreview.lc_no)} className="font-semibold text-accent-700 underline-offset-2 hover:underline">
                미리보기 {summary.preview_count}개
              </Link>
            </>
          )}
        </p>
      </div>
      <div className="mt-4">
        {lectures.isPending && <LoadingMessage label="강의 목록을 불러오는 중입니다" />}
        {lectures.isError && (
          <ErrorMessage message={`강의 목록을 불러오지 못했습니다. ${errorMessage(lectures.error)}`} onRetry={() => void lectures.refetch()} />
        )}
        {lectures.data && lectures.data.list.length === 0 && <p className="text-sm text-slate-500">아직 등록된 강의 영상이 없습니다.</p>}
        {lectures.data && lectures.data.list.length > 0 && (
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200">
            {lectures.data.list.map((lecture, index) => (
              <li key={lecture.lc_no} className="flex items-center gap-3 px-4 py-3.5 mobile:px-3">
                <span className="w-6 shrink-0 text-center text-sm font-bold text-slate-400" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="sr-only">{index + 1}강 </span>
                  <span className="text-[15px] font-medium text-slate-800">{lecture.title}</span>
                  {lecture.is_preview === 'Y' && (
                    <span className="ml-2 align-middle">
                      <PreviewBadge />
                    </span>
                  )}
                </span>
                {lecture.is_preview === 'Y' && (
                  <Link
                    to={lecturePath(courseSn, lecture.lc_no)}
                    aria-label={`${index + 1}강 ${lecture.title} 미리보기 재생`}
                    className="inline-flex h-11 shrink-0 items-center gap-1 rounded-lg bg-accent-50 px-3 text-sm font-semibold text-accent-700 hover:bg-accent-100"
                  >
                    <PlayIcon width={14} height={14} />
                    미리보기
                  </Link>
                )}
                <span className="shrink-0 text-sm text-slate-500 tabular-nums">
                  <span className="sr-only">재생 시간 </span>
                  {formatClock(lecture.duration)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function TeacherCard({ teacher }: { teacher: CourseMainResponse['teacher'] }) {
  return (
    <section aria-labelledby="teacher-title" className="rounded-2xl border border-slate-200 p-5 mobile:p-4">
      <h2 id="teacher-title" className="text-sm font-bold text-slate-500">
        강사
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <img src={teacher.profile_image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full bg-slate-100" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5">
            <Link to={teacherPath(teacher.teacher_sn)} className="text-lg font-bold text-slate-900 hover:text-accent-700 hover:underline">
              {teacher.name}
            </Link>
            {teacher.is_demo === 'Y' && <DemoBadge label={DEMO_TEACHER_LABEL} />}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">{teacher.headline}</p>
        </div>
      </div>
    </section>
  );
}

function ReviewSummary({ courseSn, reviews }: { courseSn: number; reviews: CourseMainResponse['reviews'] }) {
  return (
    <section aria-labelledby="review-title" className="rounded-2xl border border-slate-200 p-5 mobile:p-4">
      <h2 id="review-title" className="text-sm font-bold text-slate-500">
        수강 후기
      </h2>
      {reviews.count === 0 ? (
        <p className="mt-2 text-slate-700">{reviews.text}</p>
      ) : (
        <p className="mt-2 flex items-center gap-2">
          <span className="text-amber-500" aria-hidden="true">
            ★
          </span>
          <span className="font-bold text-slate-900">{reviews.text}</span>
        </p>
      )}
      <ReviewList courseSn={courseSn} />
      <ReviewWriter courseSn={courseSn} />
    </section>
  );
}
