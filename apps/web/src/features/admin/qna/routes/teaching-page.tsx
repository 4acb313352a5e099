import { Link } from 'react-router';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useTeaching } from '../api/get-teaching';

/** /admin/teaching: a teacher's own courses at a glance — questions waiting, completion, ratings (decision 095). */
export default function TeachingPage() {
  const overview = useTeaching();
  return (
    <section aria-labelledby="teaching-title" className="space-y-4">
      <h1 id="teaching-title" className="text-xl font-bold">
        {overview.data?.teacher ? `${overview.data.teacher.name} 강사님의 강의` : '강의 현황'}
      </h1>
      {overview.isPending && <LoadingMessage label="강의 현황을 불러오는 중" />}
      {overview.isError && <ErrorMessage message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />}
      {overview.data && overview.data.courses.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">연결된 강의가 없습니다.</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {overview.data?.courses.map((c) => (
          <li key={c.course_sn} className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">{c.title}</h2>
            <dl className="grid grid-cols-3 gap-2 text-center text-sm">
              <div>
                <dt className="text-slate-500">답변 대기</dt>
                <dd className="text-lg font-bold">{c.waiting}</dd>
              </div>
              <div>
                <dt className="text-slate-500">완강/수강생</dt>
                <dd className="text-lg font-bold">
                  {c.completed}/{c.students}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">평점</dt>
                <dd className="text-lg font-bold">{c.rating_avg === null ? '-' : `${c.rating_avg} (${c.rating_count})`}</dd>
              </div>
            </dl>
            <div className="flex gap-4">
              <Link to={`/admin/courses/${c.course_sn}/quiz`} className="inline-flex h-11 items-center text-sm font-semibold text-accent-700 underline">
                퀴즈 편집
              </Link>
              <Link to={`/admin/practice/lectures?course=${c.course_sn}`} className="inline-flex h-11 items-center text-sm font-semibold text-accent-700 underline">
                종목 태그
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/admin/qna" className="inline-flex h-11 items-center rounded-xl bg-slate-900 px-4 font-semibold text-white">
        답변할 질문 보기
      </Link>
    </section>
  );
}
