import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteCourses, NoteList } from '@school/contracts';
import { notesApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { notesKey } from './get-lecture-notes';

/** The member's courses with notes, most recently written first. */
export const getNoteCourses = (): Promise<NoteCourses> => callParsed(notesApi.courses, '메모한 강의');

export const useNoteCourses = () => useQuery(queryOptions({ queryKey: [...notesKey, 'courses'], queryFn: getNoteCourses }));

/** The member's notes on one course, by lecture and moment. */
export const getCourseNotes = (courseSn: number): Promise<NoteList> => callParsed(notesApi.course, '메모', { params: { course_sn: courseSn } });

export const useCourseNotes = (courseSn: number) =>
  useQuery(queryOptions({ queryKey: [...notesKey, 'course', courseSn], queryFn: () => getCourseNotes(courseSn), enabled: courseSn > 0 }));
