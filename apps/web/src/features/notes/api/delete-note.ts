import { notesApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useNoteMutation } from './get-lecture-notes';

export const deleteNote = async (noteSn: number): Promise<void> => {
  unwrap(await apiCall(notesApi.remove, { params: { note_sn: noteSn } }));
};

export const useDeleteNote = () => useNoteMutation(deleteNote);
