import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { Pagination } from '../../../../components/ui/pagination';
import { errorMessage } from '../../../../lib/api-client';
import { badge, formatDate, won } from '../../components/labels';
import { useCourses } from '../api/get-courses';

/** /admin/courses: every course, unpublished included; open one to edit it and its lectures. */
export default function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const courses = useCourses(q, page);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <section aria-labelledby="courses-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="courses-title" className="text-xl font-bold">
          강의
        </h1>
        <Link to="/admin/courses/new" className="inline-flex h-11 items-center rounded-xl bg-accent-600 px-4 font-semibold text-white hover:bg-accent-700">
          새 강의 만들기
        </Link>
      </div>
      <form role="search" aria-label="강의 검색" onSubmit={submit} className="flex gap-2">
        <label className="sr-only" htmlFor="course-q">
          강의 제목
        </label>
        <input id="course-q" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} placeholder="강의 제목" className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3" />
        <button type="submit" className={secondaryButton}>
          검색
        </button>
      </form>
      {courses.isPending && <LoadingMessage label="강의를 불러오는 중" />}
      {courses.isError && <ErrorMessage message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />}
      {courses.data && (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {courses.data.list.map((c) => (
              <li key={c.course_sn}>
                <Link to={`/admin/courses/${c.course_sn}`} className="grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[1fr_auto] sm:items-center">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{c.title}</span>
                    <span className="block text-sm text-slate-600">
                      {c.category} · {c.teacher} · 영상 {c.lecture_count}개 · {c.is_free === 'Y' ? '무료' : c.price ? won(c.price) : '이용권 전용'} · 수정 {formatDate(c.updated_at)}
                    </span>
                  </span>
                  <span className="flex gap-1">
                    <span className={badge(c.is_published === 'Y' ? 'ok' : 'muted')}>{c.is_published === 'Y' ? '공개' : '비공개'}</span>
                    {c.is_demo === 'Y' && <span className={badge('muted')}>예시</span>}
                    {c.watermark === 'N' && <span className={badge('muted')}>워터마크 끔</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={courses.data.total} size={30} hrefFor={(p) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) }).toString()}`} />
        </>
      )}
    </section>
  );
}
