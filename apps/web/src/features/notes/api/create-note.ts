import type { NoteCreateBody, NoteItem } from '@school/contracts';
import { notesApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useNoteMutation } from './get-lecture-notes';

/** Saves a note at a moment of the lecture's video. */
export const createNote = async (body: NoteCreateBody): Promise<NoteItem> => unwrap(await apiCall(notesApi.create, { body }));

export const useCreateNote = () => useNoteMutation(createNote);
