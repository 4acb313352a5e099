// What the teacher feature offers to the rest of the app; other features import only from here.
export { TEACHER_LIST_PATH, teacherNewsPath, teacherPath } from './paths';
