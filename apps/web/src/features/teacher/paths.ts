export const TEACHER_LIST_PATH = '/teacher';
export const teacherPath = (teacherSn: number) => `/teacher/${teacherSn}`;
export const teacherNewsPath = (teacherSn: number) => `/teacher/${teacherSn}/news`;
