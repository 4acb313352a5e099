import { Link } from 'react-router';
import type { CourseCard as CourseCardData } from '@school/contracts';
import { formatPrice, formatTotalTime } from '../../lib/format';
import { DemoBadge, FreeBadge, LevelBadge, PassBadge } from './badges';

/** 예시 강의, level, 무료 and 이용권 포함: the same badges on a card and on the course page. */
export function CourseBadges({ course }: { course: Pick<CourseCardData, 'is_demo' | 'level' | 'is_free' | 'pass_included'> }) {
  return (
    <p className="flex flex-wrap items-center gap-1">
      {course.is_demo === 'Y' && <DemoBadge />}
      <LevelBadge level={course.level} />
      {course.is_free === 'Y' && <FreeBadge />}
      {course.pass_included === 'Y' && <PassBadge />}
    </p>
  );
}

export const coursePath = (courseSn: number) => `/course/${courseSn}`;

/** One course in a list: cover, badges, title, teacher, lecture count, total time and price. */
export function CourseCard({
  course,
  headingLevel = 3,
  eager = false,
}: {
  course: CourseCardData;
  headingLevel?: 2 | 3 | 4;
  /** A card in the first screen: its cover is fetched at once, ahead of scripts (the page's largest paint). */
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition focus-within:ring-2 focus-within:ring-accent-500 hover:-translate-y-0.5 hover:border-accent-200 hover:shadow-md">
      <div className="relative aspect-video overflow-hidden bg-slate-100">
        <img
          src={course.cover}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          width={640}
          height={360}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 mobile:gap-1.5 mobile:p-2.5">
        <CourseBadges course={course} />
        <Heading className="line-clamp-2 text-[15px] leading-snug font-bold text-slate-900">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={coursePath(course.course_sn)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {course.title}
          </Link>
        </Heading>
        <p className="truncate text-[13px] text-slate-500">
          {course.teacher_name} · {course.category_title}
        </p>
        <CardSocialProof course={course} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 pt-1">
          <p className="text-[13px] text-slate-500 mobile:text-xs">
            강의 {course.lecture_count}개 · {formatTotalTime(course.total_seconds)}
          </p>
          <p className={`text-[15px] font-extrabold ${course.is_free === 'Y' ? 'text-emerald-700' : 'text-slate-900'}`}>
            <span className="sr-only">가격 </span>
            {formatPrice(course.price, course.is_free)}
          </p>
        </div>
      </div>
    </article>
  );
}

/** Two cards a row from the narrowest phone up (a phone shows four to six at once, not one), then 3 or 4. */
const gridClass = (columns: 3 | 4) =>
  `grid grid-cols-2 gap-4 min-[801px]:grid-cols-3 mobile:gap-x-2.5 mobile:gap-y-4 ${columns === 4 ? 'min-[1100px]:grid-cols-4' : ''}`;

/**
 * The grid's place while its courses load: cards of the same shape (cover 16:9, body as tall as a card's),
 * so the page below does not move when they arrive.
 */
export function CourseGridSkeleton({ count, label, columns = 4 }: { count: number; label: string; columns?: 3 | 4 }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={gridClass(columns)}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-video animate-pulse bg-slate-100" />
            <div className="h-[186px] p-4 mobile:h-[196px] mobile:p-2.5">
              <div className="h-4 w-1/3 rounded bg-slate-100" />
              <div className="mt-3 h-4 w-5/6 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A responsive grid of course cards (1 → 2 → 3/4 columns). */
export function CourseGrid({
  courses,
  columns = 4,
  headingLevel = 3,
  firstScreen = false,
}: {
  courses: readonly CourseCardData[];
  /** The grid opens the page: the first row's covers load eagerly. */
  firstScreen?: boolean;
  columns?: 3 | 4;
  /** 2 where the page has no section heading above the grid (headings must not skip a level). */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={gridClass(columns)}>
      {courses.map((course, i) => (
        // Cards past the second are laid out as they near the screen (a phone shows one or two at first).
        <li key={course.course_sn} className={i >= 2 ? 'below-fold [contain-intrinsic-block-size:auto_340px]' : undefined}>
          <CourseCard course={course} headingLevel={headingLevel} eager={firstScreen && i < columns} />
        </li>
      ))}
    </ul>
  );
}

/** ★ average and review count where reviews exist, and how many study it: what buyers compare first. */
function CardSocialProof({ course }: { course: CourseCardData }) {
  if (course.review_count === 0 && course.student_count === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-[13px] text-slate-600 mobile:text-xs">
      {course.review_count > 0 && (
        <span>
          <span className="text-amber-500" aria-hidden="true">
            ★
          </span>
          <span className="sr-only">별점 </span>
          <span className="font-semibold text-slate-800">{course.star_avg.toFixed(1)}</span> ({course.review_count.toLocaleString('ko-KR')})
        </span>
      )}
      {course.student_count > 0 && <span>수강생 {course.student_count.toLocaleString('ko-KR')}명</span>}
    </p>
  );
}
