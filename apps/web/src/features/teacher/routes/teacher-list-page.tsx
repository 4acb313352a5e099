import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { DemoBadge } from '../../../components/ui/badges';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTeachers } from '../api/get-teachers';
import { teacherPath } from '../paths';
import { DEMO_TEACHER_LABEL } from '@school/contracts/plain';

/** /teacher: the teaching staff. */
export function TeacherListPage() {
  const teachers = useTeachers();
  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">강사 소개</h1>
      <p className="mt-2 text-slate-600">분야별 강의를 맡은 강사진을 만나 보세요.</p>
      <div className="mt-6">
        {teachers.isPending && <LoadingMessage label="강사 목록을 불러오는 중입니다" />}
        {teachers.isError && (
          <ErrorMessage message={`강사 목록을 불러오지 못했습니다. ${errorMessage(teachers.error)}`} onRetry={() => void teachers.refetch()} />
        )}
        {teachers.data && teachers.data.list.length === 0 && <EmptyState title="아직 등록된 강사가 없습니다." />}
        {teachers.data && teachers.data.list.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 min-[801px]:grid-cols-3">
            {teachers.data.list.map((teacher) => (
              <li key={teacher.teacher_sn}>
                <article className="relative flex h-full items-start gap-4 rounded-2xl border border-slate-200 p-5 transition focus-within:ring-2 focus-within:ring-accent-500 hover:-translate-y-0.5 hover:border-accent-200 hover:shadow-md mobile:p-4">
                  <img src={teacher.profile_image} alt="" loading="lazy" width={64} height={64} className="size-16 shrink-0 rounded-full bg-slate-100" />
                  <div className="min-w-0">
                    <h2 className="flex flex-wrap items-center gap-1.5 text-lg font-bold text-slate-900">
                      <Link to={teacherPath(teacher.teacher_sn)} className="outline-none after:absolute after:inset-0 after:content-['']">
                        {teacher.name}
                      </Link>
                      {teacher.is_demo === 'Y' && <DemoBadge label={DEMO_TEACHER_LABEL} />}
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">{teacher.headline}</p>
                    <p className="mt-2 text-[13px] font-semibold text-accent-700">강의 {teacher.course_count}개</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
