import type { NoteItem } from '@school/contracts';
import { notesApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useNoteMutation } from './get-lecture-notes';

export const editNote = async ({ note_sn, text }: { note_sn: number; text: string }): Promise<NoteItem> =>
  unwrap(await apiCall(notesApi.edit, { params: { note_sn }, body: { text } }));

export const useEditNote = () => useNoteMutation(editNote);
