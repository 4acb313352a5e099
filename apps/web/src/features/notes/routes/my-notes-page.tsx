import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { NoteItem } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/popup';
import { useCourseNotes, useNoteCourses } from '../api/get-course-notes';
import { exportNotes } from '../api/export-notes';
import { NoteRow } from '../components/note-row';

/** /my/notes: the member's notes per course, to read, edit, delete, open at the lecture, and export as text. */
export function MyNotesPage() {
  const courses = useNoteCourses();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('course_sn')) || courses.data?.list[0]?.course_sn || 0;

  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">내 메모</h1>
      <p className="mt-1 text-sm text-slate-500">강의를 보며 남긴 메모입니다. 나만 볼 수 있습니다.</p>
      {courses.isPending && <LoadingMessage label="메모를 불러오는 중입니다" />}
      {courses.isError && <ErrorMessage message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />}
      {courses.data && courses.data.list.length === 0 && <p className="mt-6 text-slate-600">아직 남긴 메모가 없습니다. 강의를 보다가 메모를 남겨 보세요.</p>}
      {courses.data && courses.data.list.length > 0 && (
        <>
          <label className="mt-6 block text-sm font-semibold text-slate-700">
            강의
            <select
              value={chosen}
              onChange={(e) => setParams({ course_sn: e.target.value }, { replace: true })}
              className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3 text-base font-normal"
            >
              {courses.data.list.map((c) => (
                <option key={c.course_sn} value={c.course_sn}>
                  {c.title} (메모 {c.note_count}개)
                </option>
              ))}
            </select>
          </label>
          <CourseNotes courseSn={chosen} />
        </>
      )}
    </PageShell>
  );
}

function CourseNotes({ courseSn }: { courseSn: number }) {
  const notes = useCourseNotes(courseSn);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await exportNotes(courseSn);
    } catch (error) {
      await showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const byLecture = new Map<number, NoteItem[]>();
  for (const note of notes.data?.list ?? []) byLecture.set(note.lc_no, [...(byLecture.get(note.lc_no) ?? []), note]);

  return (
    <section aria-label="강의의 메모" className="mt-4">
      <div className="flex justify-end">
        <button type="button" onClick={() => void download()} disabled={busy} className="h-10 rounded-xl bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:ring-slate-400 disabled:opacity-60">
          텍스트 파일로 내보내기
        </button>
      </div>
      {notes.isPending && <LoadingMessage label="메모를 불러오는 중입니다" />}
      {notes.isError && <ErrorMessage message={errorMessage(notes.error)} onRetry={() => void notes.refetch()} />}
      {[...byLecture.values()].map((list) => {
        const first = list[0]!;
        return (
          <div key={first.lc_no} className="mt-4 rounded-2xl border border-slate-200 p-4">
            <h2 className="font-bold text-slate-900">
              <Link to={`/course/play/${first.course_sn}?lc_no=${first.lc_no}`} className="hover:text-accent-700 hover:underline">
                {first.lecture_sort}. {first.lecture_title}
              </Link>
            </h2>
            <ul className="divide-y divide-slate-100">
              {list.map((note) => (
                <NoteRow key={note.note_sn} note={note} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
