import { Link } from 'react-router';
import { PlayIcon } from '../../../components/ui/icons';
import { useLearning } from '../../learning';
import type { HeldReason } from '../api/use-course-access';
import { lecturePath, playPath } from '../enroll';

const HELD_BY = { pass: '이용권으로 수강 중', course: '구매한 강의로 수강 중' } as const;

/**
 * The course page's box for a member who may already watch the course: what opens it, how far they are, and a
 * way back to where they stopped, instead of prices they need not pay.
 */
export function HeldCourseAction({ courseSn, reason }: { courseSn: number; reason: HeldReason }) {
  const learning = useLearning();
  const mine = learning.data?.list.find((c) => c.course_sn === courseSn);
  const percent = mine?.progress_percent ?? 0;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-emerald-800">
        {HELD_BY[reason]} · 진도 {percent}%
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
      <Link
        to={mine ? lecturePath(courseSn, mine.last_lc_no) : playPath(courseSn)}
        className="inline-flex h-12 w-full items-center justify-center gap-1.5 rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700"
      >
        <PlayIcon width={18} height={18} />
        {mine ? '이어 학습하기' : '학습 시작하기'}
      </Link>
      <p className="text-xs text-slate-500">추가 결제 없이 모든 강의를 볼 수 있어요.</p>
    </div>
  );
}
