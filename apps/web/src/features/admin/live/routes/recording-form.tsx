import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { Field } from '../../practice/field';
import { useAttachRecording } from '../api/live-classes';

const input = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm';

/**
 * 다시보기를 강의로 (decision 134), on an ended class: the course (one of the class's teacher's) and a processed video
 * (uploaded in 영상 관리, or one already in the course); it goes into the course's proposal and is published after review.
 */
export function RecordingForm({ liveId, title }: { liveId: number; title: string }) {
  const attach = useAttachRecording(liveId);
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ course: '', media: '', title: `${title} 다시보기` });
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const courseSn = Number(f.course);
    if (!Number.isInteger(courseSn) || courseSn < 1) return setNote({ tone: 'error', message: '강의 번호를 숫자로 입력해 주세요.' });
    if (f.media.trim() === '') return setNote({ tone: 'error', message: '영상 위치를 입력해 주세요.' });
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
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="다시보기를 강의로" className="space-y-3 rounded-xl bg-slate-50 p-3">
      <p className="text-sm text-slate-600">녹화 영상을 영상 관리에서 올려 처리가 끝나면, 그 영상 위치를 넣어 강의의 수정 제안에 새 강의로 추가합니다. 검토 후 공개됩니다.</p>
      <div className="grid gap-3 desktop:grid-cols-3">
        <Field label="강의 번호">{(id) => <input id={id} inputMode="numeric" value={f.course} onChange={set('course')} className={input} />}</Field>
        <Field label="영상 위치">{(id) => <input id={id} value={f.media} onChange={set('media')} maxLength={300} placeholder="uploads/…" className={input} />}</Field>
        <Field label="강의 제목">{(id) => <input id={id} value={f.title} onChange={set('title')} maxLength={200} className={input} />}</Field>
      </div>
      <FormAlert message={note?.message} tone={note?.tone} />
      <button type="submit" disabled={attach.isPending} className="h-10 rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white disabled:bg-slate-300">
        {attach.isPending ? '추가하는 중…' : '강의에 추가'}
      </button>
    </form>
  );
}
