import { useState, type FormEvent } from 'react';
import { KOREA_TIME_ZONE } from '@school/contracts';
import { FormAlert } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useTeachers } from '../../catalogue/api/get-teachers';
import { useOperator } from '../../api/operator';
import { Field } from '../../practice/field';
import { useEndLive, useLiveClasses, useRotateKey, useScheduleLive, useStartLive } from '../api/live-classes';
import { Attendance, LiveBans, LiveNow } from './live-ops';
import { RecordingForm } from './recording-form';

const input = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm';
const STATE = { scheduled: '예정', live: '라이브', ended: '종료' } as const;
type Audience = 'free' | 'members' | 'pass' | 'course' | 'seminar';
const AUDIENCES: [Audience, string][] = [
  ['free', '누구나'],
  ['members', '회원'],
  ['pass', '이용권·구독 회원'],
  ['course', '강의 구매 회원'],
  ['seminar', '세미나 신청자'],
];
const when = (iso: string) => new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The stream key and server address, shown once after scheduling or rotating (decision 120). */
interface Shown {
  title: string;
  key: string;
  url: string;
}

/**
 * /admin/live: schedule live classes (staff for any teacher, a teacher for their own), see the stream key once,
 * rotate it, start and end a broadcast.
 */
export default function LiveConsolePage() {
  const classes = useLiveClasses();
  const [shown, setShown] = useState<Shown | null>(null);
  const role = useOperator().data?.role;
  const staff = role !== undefined && role !== 'teacher';
  return (
    <section aria-labelledby="live-title" className="space-y-5">
      <h1 id="live-title" className="text-xl font-bold">
        라이브 수업
      </h1>
      <LiveNow />
      {shown && <KeyOnce shown={shown} onDone={() => setShown(null)} />}
      <ScheduleForm onKey={setShown} />
      {classes.isPending && <LoadingMessage label="라이브 수업을 불러오는 중" />}
      {classes.isError && <ErrorMessage message={errorMessage(classes.error)} onRetry={() => void classes.refetch()} />}
      {classes.data && (
        <ul className="space-y-3">
          {classes.data.list.length === 0 && <li className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">예약한 라이브 수업이 없습니다.</li>}
          {classes.data.list.map((c) => (
            <ClassRow key={c.live_id} c={c} onKey={setShown} />
          ))}
        </ul>
      )}
      {staff && <LiveBans />}
    </section>
  );
}

function KeyOnce({ shown, onDone }: { shown: Shown; onDone: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="font-semibold">‘{shown.title}’ 스트림 키 — 이 화면을 떠나면 다시 볼 수 없습니다. OBS에 붙여 넣어 주세요.</p>
      <p className="text-sm">
        서버: <code className="break-all">{shown.url}</code>
      </p>
      <p className="text-sm">
        스트림 키: <code className="break-all">{shown.key}</code>
      </p>
      <button type="button" onClick={onDone} className="h-10 rounded-xl bg-slate-800 px-4 text-sm font-semibold text-white">
        옮겨 적었습니다
      </button>
    </div>
  );
}

function ScheduleForm({ onKey }: { onKey: (s: Shown) => void }) {
  const staff = useOperator().data?.role !== 'teacher';
  const teachers = useTeachers();
  const schedule = useScheduleLive();
  const [f, setF] = useState({ title: '', teacher: '', startsAt: '', audience: 'members' as Audience, ref: '', slow: '0' });
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const ref = f.ref.trim() === '' ? null : Number(f.ref);
    try {
      const res = await schedule.mutateAsync({
        title: f.title.trim(),
        teacher_sn: staff && f.teacher ? Number(f.teacher) : null,
        starts_at: f.startsAt,
        audience: f.audience,
        course_sn: f.audience === 'course' ? ref : null,
        seminar_sn: f.audience === 'seminar' ? ref : null,
        slow_mode_sec: Number(f.slow) || 0,
      });
      onKey({ title: res.data.live.title, key: res.data.stream_key, url: res.data.ingest_url });
      setNote({ tone: 'info', message: res.message });
      setF({ ...f, title: '' });
    } catch (error) {
      setNote({ tone: 'error', message: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="라이브 수업 예약" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold">새 라이브 수업</h2>
      <div className="grid gap-3 desktop:grid-cols-2">
        <Field label="제목">{(id) => <input id={id} value={f.title} onChange={set('title')} maxLength={200} className={input} />}</Field>
        <Field label="방송 일시 (한국 시간)">{(id) => <input id={id} type="datetime-local" value={f.startsAt} onChange={set('startsAt')} className={input} />}</Field>
        {staff && (
          <Field label="강사">
            {(id) => (
              <select id={id} value={f.teacher} onChange={set('teacher')} className={input}>
                <option value="">강사를 고르세요</option>
                {teachers.data?.list.map((t) => (
                  <option key={t.teacher_sn} value={t.teacher_sn}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label="시청 대상">
          {(id) => (
            <select id={id} value={f.audience} onChange={set('audience')} className={input}>
              {AUDIENCES.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {(f.audience === 'course' || f.audience === 'seminar') && (
          <Field label={f.audience === 'course' ? '강의 번호' : '세미나 번호'}>{(id) => <input id={id} inputMode="numeric" value={f.ref} onChange={set('ref')} className={input} />}</Field>
        )}
        <Field label="슬로 모드 (초, 0~300)">{(id) => <input id={id} inputMode="numeric" value={f.slow} onChange={set('slow')} className={input} />}</Field>
      </div>
      <FormAlert message={note?.message} tone={note?.tone} />
      <button type="submit" disabled={schedule.isPending} className="h-11 rounded-xl bg-accent-600 px-5 font-semibold text-white disabled:bg-slate-300">
        {schedule.isPending ? '예약하는 중…' : '예약하고 스트림 키 받기'}
      </button>
    </form>
  );
}

type Row = NonNullable<ReturnType<typeof useLiveClasses>['data']>['list'][number];

function ClassRow({ c, onKey }: { c: Row; onKey: (s: Shown) => void }) {
  const rotate = useRotateKey();
  const start = useStartLive();
  const end = useEndLive();
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="font-semibold break-words">
        [{STATE[c.state]}] {c.title}
      </p>
      <p className="text-sm text-slate-600">
        {c.teacher} · {when(c.starts_at)} · 키 {c.key_hint}
      </p>
      {c.state !== 'ended' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="h-10 rounded-xl bg-slate-100 px-3 text-sm"
            onClick={() =>
              void run(async () => {
                if (!window.confirm('새 키를 발급하면 지금 키로는 더 이상 송출할 수 없습니다. 계속할까요?')) return;
                const res = await rotate.mutateAsync(c.live_id);
                onKey({ title: c.title, key: res.data.stream_key, url: res.data.ingest_url });
              })
            }
          >
            스트림 키 재발급
          </button>
          {c.state === 'scheduled' && (
            <button type="button" className="h-10 rounded-xl bg-rose-600 px-3 text-sm font-semibold text-white" onClick={() => void run(() => start.mutateAsync(c.live_id))}>
              방송 시작
            </button>
          )}
          <button type="button" className="h-10 rounded-xl bg-slate-800 px-3 text-sm font-semibold text-white" onClick={() => void run(async () => window.confirm('방송을 종료할까요?') && (await end.mutateAsync(c.live_id)))}>
            방송 종료
          </button>
          <a href={`/live/${c.live_id}`} className="h-10 rounded-xl px-3 py-2 text-sm underline">
            수업 페이지
          </a>
        </div>
      )}
      {c.state === 'ended' && <RecordingForm liveId={c.live_id} title={c.title} teacherSn={c.teacher_sn} />}
      <Attendance liveId={c.live_id} />
      {error && <FormAlert message={error} tone="error" />}
    </li>
  );
}
