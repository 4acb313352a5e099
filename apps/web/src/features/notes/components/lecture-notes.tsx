import { useId, useState, type FormEvent } from 'react';
import { noteLimits } from '@school/contracts/plain';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatClock } from '../../../lib/format';
import { useCreateNote } from '../api/create-note';
import { useLectureNotes } from '../api/get-lecture-notes';
import { NoteRow } from './note-row';

/**
 * The player's 메모 panel: a note is pinned to the moment the member started writing it (the video's time when
 * the field was first touched), and each note's moment jumps the video back there. Only the member sees them.
 */
export function LectureNotes({ lcNo, getVideo }: { lcNo: number; getVideo: () => HTMLVideoElement | null }) {
  const notes = useLectureNotes(lcNo);
  const create = useCreateNote();
  const [text, setText] = useState('');
  const [moment, setMoment] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const now = () => Math.floor(getVideo()?.currentTime ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({ lc_no: lcNo, at_second: moment ?? now(), text });
      setText('');
      setMoment(null);
      showToast('메모를 저장했습니다.');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const jump = (second: number) => {
    const video = getVideo();
    if (!video) return;
    video.currentTime = second;
    video.focus();
  };

  return (
    <section aria-labelledby="notes-title" className="mt-6">
      <h2 id="notes-title" className="flex items-baseline justify-between gap-2 text-lg font-bold text-slate-900">
        메모
        {notes.data && <span className="text-sm font-semibold text-slate-500">{notes.data.list.length}개</span>}
      </h2>
      <p className="mt-1 text-xs text-slate-500">나만 볼 수 있습니다. 시간을 누르면 그 장면으로 이동합니다.</p>
      <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-2">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-700">
          {moment === null ? '지금 장면에 메모' : `${formatClock(moment)} 장면에 메모`}
        </label>
        <textarea
          id={fieldId}
          value={text}
          onFocus={() => setMoment((m) => m ?? now())}
          onChange={(e) => {
            setMoment((m) => m ?? now());
            setText(e.target.value);
          }}
          maxLength={noteLimits.textMax}
          rows={3}
          placeholder="영상을 보며 기억할 내용을 적어 보세요."
          className="w-full rounded-xl border border-slate-300 p-3 text-sm"
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {moment !== null && (
            <button type="button" onClick={() => setMoment(now())} className="h-9 rounded-xl px-3 text-sm font-semibold text-slate-600 ring-1 ring-slate-200">
              지금 시간으로
            </button>
          )}
          <button type="submit" disabled={create.isPending || text.trim() === ''} className="h-9 rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white disabled:opacity-50">
            메모 저장
          </button>
        </div>
      </form>
      <div className="mt-2">
        {notes.isPending && <LoadingMessage label="메모를 불러오는 중입니다" />}
        {notes.isError && <ErrorMessage message={errorMessage(notes.error)} onRetry={() => void notes.refetch()} />}
        {notes.data && notes.data.list.length === 0 && <p className="py-2 text-sm text-slate-500">아직 이 강의에 남긴 메모가 없습니다.</p>}
        {notes.data && notes.data.list.length > 0 && (
          <ul aria-label="이 강의의 메모" className="max-h-80 divide-y divide-slate-100 overflow-y-auto mobile:max-h-none">
            {notes.data.list.map((note) => (
              <NoteRow key={note.note_sn} note={note} onJump={jump} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
