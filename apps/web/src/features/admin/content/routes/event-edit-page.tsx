import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminEventDetail, EventBody } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminEvent } from '../api/get-event';
import { useSaveEvent } from '../api/save-event';
import { TextArea } from '../components/text-area';

type EventForm = Omit<EventBody, 'benefit_kind' | 'benefit_value' | 'benefit_label'> & { benefit_kind: '' | 'points' | 'coupon'; benefit_value: string; benefit_label: string };

const toForm = (e: AdminEventDetail | undefined): EventForm => ({
  event_type: e?.event_type ?? '',
  title: e?.title ?? '',
  summary: e?.summary ?? '',
  body: e?.body ?? '',
  starts_on: e?.starts_on ?? '',
  ends_on: e?.ends_on ?? '',
  benefit_kind: e?.benefit_kind ?? '',
  benefit_value: e?.benefit_value ?? '',
  benefit_label: e?.benefit_label ?? '',
});

const toBody = (v: EventForm): EventBody => ({
  ...v,
  benefit_kind: v.benefit_kind || null,
  benefit_value: v.benefit_kind ? v.benefit_value : null,
  benefit_label: v.benefit_kind ? v.benefit_label : null,
});

/** /admin/events/event/new and /admin/events/event/:id — an event's text, period and the benefit for taking part. */
export default function EventEditPage() {
  const param = useParams().id;
  const id = param && param !== 'new' ? Number(param) : null;
  const event = useAdminEvent(id);
  if (id !== null && event.isPending) return <LoadingMessage label="이벤트를 불러오는 중" />;
  if (id !== null && event.isError) return <ErrorMessage message={errorMessage(event.error)} onRetry={() => void event.refetch()} />;
  return <EventEditor key={id ?? 'new'} id={id} event={event.data} />;
}

function EventEditor({ id, event }: { id: number | null; event: AdminEventDetail | undefined }) {
  const save = useSaveEvent();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, control, formState } = useForm<EventForm>({ defaultValues: toForm(event) });
  const kind = useWatch({ control, name: 'benefit_kind' });
  const submit = handleSubmit(async (v) => {
    setResult(null);
    try {
      const done = await save.mutateAsync({ id, body: toBody(v) });
      setResult({ tone: 'info', message: done.message });
      if (id === null) void navigate(`/admin/events/event/${done.data.event_sn}`, { replace: true });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  const title = id === null ? '새 이벤트' : (event?.title ?? '이벤트');
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="event-title" className="max-w-3xl space-y-3">
      <Link to="/admin/events" className="text-sm font-semibold underline">
        이벤트·세미나 목록
      </Link>
      <h1 id="event-title" className="text-xl font-bold">
        {title}
      </h1>
      {event && <p className="text-sm text-slate-600">참여 {event.participants}명{event.participants > 0 && ' · 참여한 회원이 있어 주소는 바꿀 수 없습니다.'}</p>}
      <div className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <TextField label="이벤트 주소 (영문 소문자·숫자·하이픈)" maxLength={40} {...register('event_type')} readOnly={(event?.participants ?? 0) > 0} />
        <TextField label="제목" maxLength={200} {...register('title')} />
        <TextField label="요약" maxLength={500} {...register('summary')} />
        <TextArea label="내용" rows={8} maxLength={20_000} {...register('body')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="시작일" type="date" {...register('starts_on')} />
          <TextField label="종료일" type="date" {...register('ends_on')} />
        </div>
        <label className="block text-sm font-semibold">
          참여 혜택
          <select className="mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3" {...register('benefit_kind')}>
            <option value="">없음</option>
            <option value="points">포인트</option>
            <option value="coupon">쿠폰</option>
          </select>
        </label>
        {kind !== '' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={kind === 'points' ? '포인트 (원)' : '쿠폰 번호'} maxLength={40} {...register('benefit_value')} />
            <TextField label="혜택 안내 문구" maxLength={100} {...register('benefit_label')} />
          </div>
        )}
      </div>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {id === null ? '만들기' : '저장'}
      </button>
    </form>
  );
}
