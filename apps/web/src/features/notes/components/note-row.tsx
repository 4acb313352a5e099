import { useId, useState, type FormEvent } from 'react';
import type { NoteItem } from '@school/contracts';
import { noteLimits } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { formatClock } from '../../../lib/format';
import { showConfirm, showError } from '../../../lib/popup';
import { useDeleteNote } from '../api/delete-note';
import { useEditNote } from '../api/edit-note';

/** One note: its moment (a button that jumps there when `onJump` is given, else plain), its text, edit and delete. */
export function NoteRow({ note, onJump }: { note: NoteItem; onJump?: (second: number) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.text);
  const edit = useEditNote();
  const remove = useDeleteNote();
  const fieldId = useId();
  const moment = formatClock(note.at_second);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await edit.mutateAsync({ note_sn: note.note_sn, text: draft });
      setEditing(false);
    } catch (error) {
      await showError(errorMessage(error));
    }
  };
  const drop = async () => {
    if (!(await showConfirm('이 메모를 지울까요? 지운 메모는 되돌릴 수 없습니다.', { yesText: '지우기' }))) return;
    remove.mutate(note.note_sn, { onError: (error) => void showError(errorMessage(error)) });
  };

  return (
    <li className="flex gap-3 py-3">
      {onJump ? (
        <button
          type="button"
          onClick={() => onJump(note.at_second)}
          aria-label={`${moment}로 이동`}
          className="h-8 shrink-0 rounded-lg bg-accent-50 px-2 text-sm font-bold text-accent-700 tabular-nums hover:bg-accent-100"
        >
          {moment}
        </button>
      ) : (
        <span className="h-8 shrink-0 px-2 py-1 text-sm font-bold text-accent-700 tabular-nums">{moment}</span>
      )}
      <div className="min-w-0 flex-1">
        {editing ? (
          <form onSubmit={(e) => void save(e)} className="space-y-2">
            <label htmlFor={fieldId} className="sr-only">
              {moment} 메모 고치기
            </label>
            <textarea
              id={fieldId}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={noteLimits.textMax}
              rows={3}
              className="w-full rounded-xl border border-slate-300 p-2 text-sm"
            />
            <div className="flex gap-2">
              <button type="submit" disabled={edit.isPending} className="h-8 rounded-lg bg-accent-600 px-3 text-sm font-semibold text-white disabled:opacity-60">
                저장
              </button>
              <button type="button" onClick={() => setEditing(false)} className="h-8 rounded-lg px-3 text-sm font-semibold text-slate-600 ring-1 ring-slate-200">
                취소
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{note.text}</p>
            <div className="mt-1 flex gap-3 text-xs text-slate-500">
              <button type="button" onClick={() => { setDraft(note.text); setEditing(true); }} className="hover:text-slate-800 hover:underline" aria-label={`${moment} 메모 고치기`}>
                고치기
              </button>
              <button type="button" onClick={() => void drop()} className="hover:text-red-700 hover:underline" aria-label={`${moment} 메모 지우기`}>
                지우기
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
