import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { useOperator } from '../../api/operator';
import { useTeacherCourses } from '../../catalogue/api/get-courses';
import { useMedia } from '../../catalogue/api/get-media';
import { Field } from '../../practice/field';
import { useAttachRecording } from '../api/live-classes';

const input = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * 다시보기를 강의로 (decision 134), on an ended class: the course (one of the class's teacher's) and a processed video
 * (uploaded in 영상 관리, or one already in the course); it goes into the course's proposal and is published after review.
 * Staff pick both from lists (the teacher's courses, unpublished included; the videos with their length); a teacher,
 * who cannot read the console's catalogue, types them.
 */
export function RecordingForm({ liveId, title, teacherSn }: { liveId: number; title: string; teacherSn: number }) {
  const attach = useAttachRecording(liveId);
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ course: '', media: '', title: `${title} 다시보기` });
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const role = useOperator().data?.role;
  const staff = role !== undefined && role !== 'teacher';
  const courses = useTeacherCourses(open && staff ? teacherSn : null);
  const media = useMedia(open && staff);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const courseSn = Number(f.course);
    if (f.course === '' || !Number.isInteger(courseSn) || courseSn < 1) return setNote({ tone: 'error', message: staff ? '강의를 골라 주세요.' : '강의 번호를 숫자로 입력해 주세요.' });
    if (f.media.trim() === '') return setNote({ tone: 'error', message: staff ? '영상을 골라 주세요.' : '영상 위치를 입력해 주세요.' });
    try {
      const res = await attach.mutateAsync({ course_sn: courseSn, media_key: f.media.trim(), title: f.title.trim() === '' ? null : f.title.trim() });
      setNote({ tone: 'info', message: `${res.message} (제안 번호 ${res.data.draft_sn})` });
    } catch (error) {
      setNote({ tone: 'error', message: errorMessage(error) });
    }
  };

  if (!open) {
    return (
      <button type="button" className="h-10 rounded-xl bg-slate-100 px-3 text-sm" onClick={() => setOpen(true)}>
        다시보기를 강의로
      </button>
    );
  }
  // Which fields depends on the role: none until it is known, so a form never changes under the operator's hands.
  if (role === undefined) return <p className="text-sm text-slate-500">불러오는 중…</p>;
  const courseField = staff ? (
    <Field label="강의">
      {(id) => (
        <select id={id} value={f.course} onChange={set('course')} className={input}>
          <option value="">{courses.isPending ? '강의를 불러오는 중…' : '강의를 고르세요'}</option>
          {courses.data?.list.map((c) => (
            <option key={c.course_sn} value={c.course_sn}>
              {c.title}
              {c.is_published === 'Y' ? '' : ' (비공개)'}
            </option>
          ))}
        </select>
      )}
    </Field>
  ) : (
    <Field label="강의 번호">{(id) => <input id={id} inputMode="numeric" value={f.course} onChange={set('course')} className={input} />}</Field>
  );
  const mediaField = staff ? (
    <Field label="영상">
      {(id) => (
        <select id={id} value={f.media} onChange={set('media')} className={input}>
          <option value="">{media.isPending ? '영상을 불러오는 중…' : '영상을 고르세요'}</option>
          {media.data?.list.map((m) => (
            <option key={m.media_key} value={m.media_key}>
              {m.title ?? m.media_key}
              {m.duration_sec ? ` · ${clock(m.duration_sec)}` : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  ) : (
    <Field label="영상 위치">{(id) => <input id={id} value={f.media} onChange={set('media')} maxLength={300} placeholder="uploads/…" className={input} />}</Field>
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="다시보기를 강의로" className="space-y-3 rounded-xl bg-slate-50 p-3">
      <p className="text-sm text-slate-600">녹화 영상을 영상 관리에서 올려 처리가 끝나면, 그 영상을 강의의 수정 제안에 새 강의로 추가합니다. 검토 후 공개됩니다.</p>
      {staff && courses.data?.list.length === 0 && <FormAlert message="이 강사의 강의가 아직 없습니다. 강의를 먼저 만들어 주세요." tone="info" />}
      <div className="grid gap-3 desktop:grid-cols-3">
        {courseField}
        {mediaField}
        <Field label="강의 제목">{(id) => <input id={id} value={f.title} onChange={set('title')} maxLength={200} className={input} />}</Field>
      </div>
      <FormAlert message={note?.message} tone={note?.tone} />
      <button type="submit" disabled={attach.isPending} className="h-10 rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white disabled:bg-slate-300">
        {attach.isPending ? '추가하는 중…' : '강의에 추가'}
      </button>
    </form>
  );
}
