import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminSeminarDetail, SeminarBody } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminSeminar } from '../api/get-seminar';
import { useSaveSeminar } from '../api/save-seminar';
import { Registrations } from '../components/registrations';
import { TextArea } from '../components/text-area';

type SeminarForm = Omit<SeminarBody, 'capacity'> & { capacity: string };

const toForm = (s: AdminSeminarDetail | undefined): SeminarForm => ({
  title: s?.title ?? '',
  summary: s?.summary ?? '',
  body: s?.body ?? '',
  speaker: s?.speaker ?? '',
  place: s?.place ?? '',
  held_at: s?.held_at ?? '',
  apply_from: s?.apply_from ?? '',
  apply_until: s?.apply_until ?? '',
  capacity: s ? String(s.capacity) : '',
});

/** /admin/events/seminar/new and /admin/events/seminar/:id — a seminar, its applicants and their attendance. */
export default function SeminarEditPage() {
  const param = useParams().id;
  const id = param && param !== 'new' ? Number(param) : null;
  const seminar = useAdminSeminar(id);
  if (id !== null && seminar.isPending) return <LoadingMessage label="세미나를 불러오는 중" />;
  if (id !== null && seminar.isError) return <ErrorMessage message={errorMessage(seminar.error)} onRetry={() => void seminar.refetch()} />;
  return (
    <div className="space-y-6">
      <SeminarEditor key={id ?? 'new'} id={id} seminar={seminar.data} />
      {seminar.data && <Registrations seminar={seminar.data} />}
    </div>
  );
}

function SeminarEditor({ id, seminar }: { id: number | null; seminar: AdminSeminarDetail | undefined }) {
  const save = useSaveSeminar();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<SeminarForm>({ defaultValues: toForm(seminar) });
  const submit = handleSubmit(async (v) => {
    setResult(null);
    try {
      const done = await save.mutateAsync({ id, body: { ...v, capacity: Number(v.capacity) } });
      setResult({ tone: 'info', message: done.message });
      if (id === null) void navigate(`/admin/events/seminar/${done.data.seminar_sn}`, { replace: true });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="seminar-title" className="max-w-3xl space-y-3">
      <Link to="/admin/events" className="text-sm font-semibold underline">
        이벤트·세미나 목록
      </Link>
      <h1 id="seminar-title" className="text-xl font-bold">
        {id === null ? '새 세미나' : (seminar?.title ?? '세미나')}
      </h1>
      <div className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <TextField label="제목" maxLength={200} {...register('title')} />
        <TextField label="요약" maxLength={500} {...register('summary')} />
        <TextArea label="내용" rows={6} maxLength={20_000} {...register('body')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="연사" maxLength={100} {...register('speaker')} />
          <TextField label="장소" maxLength={200} {...register('place')} />
          <TextField label="일시 (한국 시간)" type="datetime-local" {...register('held_at')} />
          <TextField label="정원" inputMode="numeric" hint="늘리면 대기자가 순서대로 확정되고 문자로 안내됩니다." {...register('capacity')} />
          <TextField label="신청 시작일" type="date" {...register('apply_from')} />
          <TextField label="신청 마감일" type="date" {...register('apply_until')} />
        </div>
      </div>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {id === null ? '만들기' : '저장'}
      </button>
    </form>
  );
}
