import { Link, useParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { isNotFound, NotFound } from '../../../components/ui/not-found';
import { errorMessage } from '../../../lib/api-client';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDocumentTitle } from '../../../app/document-title';
import { useTeacher } from '../api/get-teacher';
import { TEACHER_NEWS_ALL, useTeacherNews } from '../api/get-teacher-extras';
import { TeacherNewsList } from '../components/teacher-news-list';
import { TEACHER_LIST_PATH, teacherPath } from '../paths';

/** /teacher/{id}/news: every 새소식 of the teacher's published courses (the newest 50), newest first. */
export function TeacherNewsPage() {
  const { id } = useParams();
  const teacherSn = Number(id);
  const valid = Number.isInteger(teacherSn) && teacherSn > 0 && teacherSn <= 2_147_483_647;
  return <PageShell>{valid ? <TeacherNews teacherSn={teacherSn} /> : <ErrorMessage message="강사 주소가 올바르지 않습니다." />}</PageShell>;
}

function TeacherNews({ teacherSn }: { teacherSn: number }) {
  const teacher = useTeacher(teacherSn);
  const news = useTeacherNews(teacherSn, TEACHER_NEWS_ALL);
  const name = teacher.data?.teacher.name;
  useDocumentTitle(name === undefined ? undefined : `${name} 강사 새소식`);
  if (teacher.isPending || news.isPending) return <LoadingMessage label="새소식을 불러오는 중입니다" />;
  if (teacher.isError || news.isError) {
    const error = teacher.error ?? news.error;
    if (isNotFound(error)) return <NotFound />;
    return <ErrorMessage message={errorMessage(error)} onRetry={() => void Promise.all([teacher.refetch(), news.refetch()])} />;
  }
  return (
    <>
      <Breadcrumb items={[{ label: '홈', to: '/' }, { label: '강사 소개', to: TEACHER_LIST_PATH }, { label: teacher.data.teacher.name, to: teacherPath(teacherSn) }, { label: '새소식' }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">{teacher.data.teacher.name} 강사 새소식</h1>
      <div className="mt-6">{news.data.length > 0 ? <TeacherNewsList news={news.data} full /> : <EmptyState title="아직 올린 새소식이 없습니다." />}</div>
      <Link to={teacherPath(teacherSn)} className="mt-6 inline-block font-semibold text-accent-700 underline">
        강사 소개로 돌아가기
      </Link>
    </>
  );
}
