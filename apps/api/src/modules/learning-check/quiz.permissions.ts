import type { Role } from '../../http/auth.ts';

export interface QuizEditor {
  memberId: number;
  role: Role;
}

/**
 * The one rule for who may edit a course's quizzes: staff and admins. When the `teacher` role lands (issue 29,
 * item 1), the course's own teacher is admitted here, by the course's teacher against the editor's profile, and
 * nowhere else; the console routes then open to that role (decision 096).
 */
export function mayEditQuizzes(editor: QuizEditor, _courseSn: number): boolean {
  return editor.role === 'staff' || editor.role === 'admin';
}
