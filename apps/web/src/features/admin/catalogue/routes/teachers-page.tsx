import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { teacherBody, type AdminTeacher } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/form-schema';
import { useCreateTeacher } from '../api/create-teacher';
import { useTeachers } from '../api/get-teachers';
import { useUpdateTeacher } from '../api/update-teacher';

// The contract's own field rules; career is typed one entry per line.
const teacherForm = teacherBody.pick({ name: true, headline: true, bio: true }).extend({ career: z.string().max(6000) });
type TeacherForm = z.infer<typeof teacherForm>;
const empty: TeacherForm = { name: '', headline: '', bio: '', career: '' };

/** /admin/teachers: the teachers shown on course pages and /teacher; add one or edit one. */
export default function TeachersPage() {
  const teachers = useTeachers();
  const [editing, setEditing] = useState<AdminTeacher | null>(null);
  if (teachers.isPending) return <LoadingMessage label="강사를 불러오는 중" />;
  if (teachers.isError) return <ErrorMessage message={errorMessage(teachers.error)} onRetry={() => void teachers.refetch()} />;
  return (
    <section aria-labelledby="teachers-title" className="grid gap-4 lg:grid-cols-[1fr_26rem]">
      <div className="space-y-3">
        <h1 id="teachers-title" className="text-xl font-bold">
          강사
        </h1>
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {teachers.data.list.map((t) => (
            <li key={t.teacher_sn} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-semibold">{t.name}</span>
                <span className="block truncate text-sm text-slate-600">
                  {t.headline} · 강의 {t.course_count}
                </span>
              </span>
              <button type="button" className="h-10 shrink-0 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300" onClick={() => setEditing(t)}>
                수정<span className="sr-only"> {t.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <TeacherEditor key={editing?.teacher_sn ?? 'new'} teacher={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function TeacherEditor({ teacher, onDone }: { teacher: AdminTeacher | null; onDone: () => void }) {
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<TeacherForm>({
    defaultValues: teacher ? { name: teacher.name, headline: teacher.headline, bio: teacher.bio, career: teacher.career.join('\n') } : empty,
    resolver: schemaResolver(teacherForm),
  });
  const save = handleSubmit(async (v) => {
    const body = { name: v.name, headline: v.headline, bio: v.bio, career: v.career.split('\n').map((l) => l.trim()).filter(Boolean), sort_order: teacher?.sort_order ?? 0 };
    setResult(null);
    try {
      const done = teacher ? await update.mutateAsync({ id: teacher.teacher_sn, ...body }) : await create.mutateAsync(body);
      setResult({ tone: 'info', message: done.message });
      if (!teacher) reset(empty);
      else onDone();
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-label={teacher ? `${teacher.name} 수정` : '강사 추가'} className="h-fit space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{teacher ? `${teacher.name} 수정` : '강사 추가'}</h2>
      <TextField label="이름" maxLength={50} {...register('name')} error={formState.errors.name?.message} />
      <TextField label="한 줄 소개" maxLength={200} {...register('headline')} error={formState.errors.headline?.message} />
      <label className="block text-sm font-semibold">
        소개
        <textarea rows={4} maxLength={4000} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" {...register('bio')} />
      </label>
      <label className="block text-sm font-semibold">
        경력 (한 줄에 하나)
        <textarea rows={4} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" {...register('career')} />
      </label>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          저장
        </button>
        {teacher && (
          <button type="button" className="h-12 rounded-xl px-4 font-semibold ring-1 ring-slate-300" onClick={onDone}>
            취소
          </button>
        )}
      </div>
    </form>
  );
}
