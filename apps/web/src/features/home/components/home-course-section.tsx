import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ErrorMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useCourseList, type CourseListParams } from '../../course';
import { CourseGrid, CourseGridSkeleton } from '../../../components/ui/course-card';

/** A row of real courses from GET /api/course/list with a link to the full list. */
export function HomeCourseSection({
  id,
  title,
  more,
  params,
  firstScreen = false,
}: {
  id: string;
  title: string;
  more: string;
  params: CourseListParams;
  firstScreen?: boolean;
}) {
  const list = useCourseList(params);
  return (
    <section aria-labelledby={id}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <Link to={more} className="inline-flex items-center gap-0.5 text-sm font-semibold text-slate-500 hover:text-accent-700">
          전체 보기
          <span className="sr-only">: {title}</span>
          <ChevronRightIcon width={16} height={16} />
        </Link>
      </div>
      <div className="mt-4 max-[479px]:[&_li:nth-child(n+3)]:hidden">
        {list.isPending && <CourseGridSkeleton count={4} label={`${title}를 불러오는 중입니다`} />}
        {list.isError && <ErrorMessage message={`${title}를 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
        {list.data && list.data.list.length === 0 && <p className="text-sm text-slate-500">아직 등록된 강의가 없습니다.</p>}
        {list.data && list.data.list.length > 0 && (
          // One column on phones: two cards keep the home page short (the wrapper hides the rest); 전체 보기 has them.
          <CourseGrid courses={list.data.list} firstScreen={firstScreen} />
        )}
      </div>
    </section>
  );
}
