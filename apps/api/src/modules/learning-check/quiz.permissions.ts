import type { Conn } from '../../db/client.ts';
import { hasRole, type Role } from '../../http/auth.ts';
import { teachesCourse } from './learning-check.queries.ts';

export interface QuizEditor {
  memberId: number;
  role: Role;
}

/**
 * The one rule for who may edit a course's quizzes (decision 096): staff and admins, and the course's own teacher —
 * a member whose `teacher` role is tied to the teacher profile the course names. Any other teacher is refused.
 */
export async function mayEditQuizzes(db: Conn, editor: QuizEditor, courseSn: number): Promise<boolean> {
  if (hasRole(editor.role, 'staff')) return true;
  return editor.role === 'teacher' && (await teachesCourse(db, editor.memberId, courseSn));
}
