import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteList } from '@school/contracts';
import { notesApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The member's notes on one lecture, by moment. */
export const getLectureNotes = (lcNo: number): Promise<NoteList> => callParsed(notesApi.lecture, '메모', { query: { lc_no: lcNo } });

export const notesKey = ['notes'] as const;

export const lectureNotesQueryOptions = (lcNo: number) => queryOptions({ queryKey: [...notesKey, 'lecture', lcNo], queryFn: () => getLectureNotes(lcNo) });

export const useLectureNotes = (lcNo: number) => useQuery(lectureNotesQueryOptions(lcNo));

/** A note change (create, edit, delete): every notes list is fetched again. */
export function useNoteMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey }) });
}
