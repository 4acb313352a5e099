import { endpoint } from '../endpoint.ts';

// Notes at a moment of a lecture (apps/api/src/modules/notes): each member sees only their own.

export const create = endpoint({
  method: 'POST',
  path: '/api/notes',
  body: 'noteCreateBody',
  response: 'noteItem',
  summary: '영상 위치에 메모 남기기',
  tags: ['notes'],
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'NOTE_LECTURE_NOT_STARTED', 'NOTE_TOO_MANY'],
});

export const lecture = endpoint({
  method: 'GET',
  path: '/api/notes/lecture',
  query: 'lectureNotesQuery',
  response: 'noteList',
  summary: '강의 영상의 내 메모 (영상 위치순)',
  tags: ['notes'],
  bearer: true,
});

export const courses = endpoint({
  method: 'GET',
  path: '/api/notes/courses',
  response: 'noteCourses',
  summary: '메모가 있는 내 강의',
  tags: ['notes'],
  bearer: true,
});

export const course = endpoint({
  method: 'GET',
  path: '/api/notes/course/:course_sn',
  params: 'noteCourseParams',
  response: 'noteList',
  summary: '강의의 내 메모 (강의 영상·위치순)',
  tags: ['notes'],
  bearer: true,
});

/** A text file, not the envelope (a refusal is one). */
export const exportText = endpoint({
  method: 'GET',
  path: '/api/notes/course/:course_sn/notes.txt',
  params: 'noteCourseParams',
  summary: '강의의 내 메모 내보내기 (텍스트 파일)',
  tags: ['notes'],
  bearer: true,
  errors: ['NOTE_NONE'],
});

export const edit = endpoint({
  method: 'PUT',
  path: '/api/notes/:note_sn',
  params: 'noteParams',
  body: 'noteEditBody',
  response: 'noteItem',
  summary: '메모 고치기',
  tags: ['notes'],
  bearer: true,
  errors: ['NOTE_NOT_FOUND'],
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/api/notes/:note_sn',
  params: 'noteParams',
  response: 'noteDeleted',
  summary: '메모 지우기',
  tags: ['notes'],
  bearer: true,
  errors: ['NOTE_NOT_FOUND'],
});
