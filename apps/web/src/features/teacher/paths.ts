export const TEACHER_LIST_PATH = '/teacher';
export const teacherPath = (teacherSn: number) => `/teacher/${teacherSn}`;
