import { useEffect, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { CourseMainResponse } from '@school/contracts';
import { formatPrice } from '../../../lib/format';
import { PlayIcon } from '../../../components/ui/icons';
import { useHeldAccess } from '../api/use-course-access';
import { playPath } from '../enroll';
import { CourseMainAction } from './course-main-action';

/**
 * The phone's 수강/구매 bar: pinned above the tab bar once the buy box has left the screen, so the page's main action
 * is one tap away while the member reads the curriculum and reviews (as the Korean course apps do). Hidden on desktop,
 * where the buy box itself stays in view.
 */
export function CourseBuyBar({ course, watch }: { course: CourseMainResponse['course']; watch: RefObject<HTMLElement | null> }) {
  const shown = useOutOfView(watch);
  const held = useHeldAccess(course.course_sn);
  return (
    <div
      id="course-buy-bar"
      data-testid="course-buy-bar"
      hidden={!shown}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-6px_20px_-12px_rgba(15,23,42,0.3)] backdrop-blur-md desktop:hidden"
    >
      <div className="mx-auto flex max-w-lg items-center gap-3">
        <p className="min-w-0 flex-1">
          <span className="block truncate text-[13px] text-slate-500">{course.title}</span>
          <span className={`text-lg font-extrabold ${course.is_free === 'Y' ? 'text-emerald-700' : 'text-slate-900'}`}>
            {held ? '수강 중' : formatPrice(course.price, course.is_free)}
          </span>
        </p>
        {held ? (
          <Link
            to={playPath(course.course_sn)}
            className="inline-flex h-12 items-center gap-1.5 rounded-xl bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
          >
            <PlayIcon width={18} height={18} />
            학습하기
          </Link>
        ) : (
          <CourseMainAction course={course} />
        )}
      </div>
    </div>
  );
}

/** True once the watched element has scrolled out of the visible part of the viewport (false while it is on screen or not yet laid out). */
function useOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // Less the sticky header above and the tab bar below: a box hidden under either is out of view for the reader.
    const observer = new IntersectionObserver(([entry]) => setOut(entry ? !entry.isIntersecting : false), {
      rootMargin: '-112px 0px -64px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}
