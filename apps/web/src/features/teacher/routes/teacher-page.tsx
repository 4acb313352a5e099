import { Link, useParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { isNotFound, NotFound } from '../../../components/ui/not-found';
import { errorMessage } from '../../../lib/api-client';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { DemoBadge } from '../../../components/ui/badges';
import { CourseGrid } from '../../../components/ui/course-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTeacher } from '../api/get-teacher';
import { TEACHER_LIST_PATH, teacherNewsPath } from '../paths';
import { TEACHER_NEWS_PREVIEW, useTeacherNews, useTeacherStats } from '../api/get-teacher-extras';
import { TeacherFigures } from '../components/teacher-figures';
import { TeacherNewsList } from '../components/teacher-news-list';
import { useDocumentTitle } from '../../../app/document-title';
import { DEMO_TEACHER_LABEL } from '@school/contracts/plain';

/** /teacher/{id}: profile, public figures, career, the teacher's courses and newest 새소식 (decision 133). */
export function TeacherPage() {
  const { id } = useParams();
  const teacherSn = Number(id);
  const valid = Number.isInteger(teacherSn) && teacherSn > 0 && teacherSn <= 2_147_483_647;
  return <PageShell>{valid ? <TeacherDetail teacherSn={teacherSn} /> : <ErrorMessage message="강사 주소가 올바르지 않습니다." />}</PageShell>;
}

function TeacherDetail({ teacherSn }: { teacherSn: number }) {
  const query = useTeacher(teacherSn);
  // Asked with the profile, so the server renders all three in one pass.
  const stats = useTeacherStats(teacherSn);
  const news = useTeacherNews(teacherSn, TEACHER_NEWS_PREVIEW);
  useDocumentTitle(query.data?.teacher.name);
  if (query.isPending) return <LoadingMessage label="강사 정보를 불러오는 중입니다" />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />;
    return (
      <>
        <ErrorMessage message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        <Link to={TEACHER_LIST_PATH} className="mt-4 inline-block font-semibold text-accent-700 underline">
          강사 목록으로 가기
        </Link>
      </>
    );
  }
  const { teacher, courses } = query.data;
  return (
    <>
      <Breadcrumb items={[{ label: '홈', to: '/' }, { label: '강사 소개', to: TEACHER_LIST_PATH }, { label: teacher.name }]} />
      <section aria-labelledby="teacher-name" className="mt-5 flex items-start gap-6 rounded-3xl bg-slate-50 p-7 mobile:flex-col mobile:gap-4 mobile:p-5">
        <img src={teacher.profile_image} alt="" width={112} height={112} className="size-28 shrink-0 rounded-full bg-white mobile:size-20" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="teacher-name" className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">
              {teacher.name}
            </h1>
            {teacher.is_demo === 'Y' && <DemoBadge label={DEMO_TEACHER_LABEL} />}
          </div>
          <p className="mt-1 font-semibold text-accent-700">{teacher.headline}</p>
          {stats.data && <TeacherFigures stats={stats.data} />}
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{teacher.bio}</p>
          {teacher.career.length > 0 && (
            <>
              <h2 className="mt-5 text-sm font-bold text-slate-500">경력</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {teacher.career.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="teacher-courses" className="mt-10">
        <h2 id="teacher-courses" className="text-xl font-bold text-slate-900">
          {teacher.name} 강사의 강의 <span className="text-sm font-semibold text-slate-500">{courses.length}개</span>
        </h2>
        <div className="mt-4">{courses.length > 0 ? <CourseGrid courses={courses} /> : <EmptyState title="아직 공개된 강의가 없습니다." />}</div>
      </section>
      <section aria-labelledby="teacher-news" className="mt-10">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="teacher-news" className="text-xl font-bold text-slate-900">
            새소식
          </h2>
          {news.data && news.data.length > 0 && (
            <Link to={teacherNewsPath(teacher.teacher_sn)} className="text-sm font-semibold text-accent-700 hover:underline">
              새소식 전체 보기
            </Link>
          )}
        </div>
        <div className="mt-4">
          {news.isError && <ErrorMessage message={errorMessage(news.error)} onRetry={() => void news.refetch()} />}
          {news.data && (news.data.length > 0 ? <TeacherNewsList news={news.data} /> : <EmptyState title="아직 올린 새소식이 없습니다." />)}
        </div>
      </section>
    </>
  );
}
