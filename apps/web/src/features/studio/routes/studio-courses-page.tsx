import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { studioCoursesQuery, studioDraftsQuery } from '../api/studio-queries';
import { STATUS_LABEL } from '../components/status-label';

/** 내 강의: the teacher's courses with their open proposal, and every proposal with where its review stands. */
export function StudioCoursesPage() {
  const courses = useQuery(studioCoursesQuery());
  const drafts = useQuery(studioDraftsQuery());
  if (courses.isPending || drafts.isPending) return <LoadingMessage label="내 강의를 불러오는 중" />;
  if (courses.isError) return <ErrorMessage message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />;
  if (drafts.isError) return <ErrorMessage message={errorMessage(drafts.error)} onRetry={() => void drafts.refetch()} />;
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-courses">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="my-courses" className="text-xl font-bold">
            내 강의
          </h1>
          <Link to="/studio/drafts/new" className={primaryButton}>
            새 강의 초안
          </Link>
        </div>
        {courses.data.list.length === 0 ? (
          <p className="mt-4 text-slate-600">아직 공개된 강의가 없습니다. 새 강의 초안을 만들어 검토를 요청해 보세요.</p>
        ) : (
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {courses.data.list.map((c) => (
              <li key={c.course_sn} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <p className="font-semibold">{c.title}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {c.is_published === 'Y' ? '공개 중' : '비공개'} · 수강생 {c.student_count.toLocaleString('ko-KR')}명 · 영상 {c.lecture_count}개
                </p>
                <p className="mt-3 text-sm">
                  {c.open_draft_sn ? (
                    <Link to={`/studio/drafts/${c.open_draft_sn}`} className="font-semibold underline">
                      수정 초안 보기 ({STATUS_LABEL[c.open_status ?? 'draft']})
                    </Link>
                  ) : (
                    <Link to={`/studio/courses/${c.course_sn}/edit`} className="font-semibold underline">
                      수정 초안 만들기
                    </Link>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-drafts">
        <h2 id="my-drafts" className="text-lg font-bold">
          초안과 검토
        </h2>
        {drafts.data.list.length === 0 ? (
          <p className="mt-3 text-slate-600">초안이 없습니다.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {drafts.data.list.map((d) => (
              <li key={d.draft_sn} className="p-4">
                <Link to={`/studio/drafts/${d.draft_sn}`} className="font-semibold underline">
                  {d.title}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  {STATUS_LABEL[d.status]} · {d.version_no}번째 버전 · {d.course_sn ? '공개된 강의의 수정' : '새 강의'}
                </p>
                {d.review_comment && <p className="mt-1 text-sm text-slate-800">운영자 의견: {d.review_comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
