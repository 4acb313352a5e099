/**
 * Who may watch a live class. The same audiences an operator can pick when scheduling; the facts about the member
 * come from the areas that own them (membership, passes/subscriptions, course purchases, seminar sign-ups), handed
 * in by the caller so this rule stays one pure function that the schedule page, the key server and the chat share.
 */
export type LiveAudience =
  | { kind: 'free' }
  | { kind: 'members' }
  | { kind: 'pass' }
  | { kind: 'course'; courseId: number }
  | { kind: 'seminar'; seminarId: number };

export interface ViewerFacts {
  /** null for a visitor who is not signed in. */
  memberId: number | null;
  hasPassOrSubscription: boolean;
  ownedCourseIds: readonly number[];
  seminarIds: readonly number[];
  /** Staff and the class's own teacher always get in (to moderate). */
  isStaffOrTeacher: boolean;
  /** Banned from this class by a teacher or operator. */
  banned: boolean;
}

export type AccessAnswer = { ok: true; canWrite: boolean } | { ok: false; reason: 'login' | 'entitlement' | 'banned' };

export function liveAccess(audience: LiveAudience, v: ViewerFacts): AccessAnswer {
  if (v.isStaffOrTeacher && v.memberId !== null) return { ok: true, canWrite: true };
  if (v.banned) return { ok: false, reason: 'banned' };
  // A visitor may watch a free class but only members write in the chat.
  if (v.memberId === null) return audience.kind === 'free' ? { ok: true, canWrite: false } : { ok: false, reason: 'login' };
  const entitled =
    audience.kind === 'free' ||
    audience.kind === 'members' ||
    (audience.kind === 'pass' && v.hasPassOrSubscription) ||
    (audience.kind === 'course' && v.ownedCourseIds.includes(audience.courseId)) ||
    (audience.kind === 'seminar' && v.seminarIds.includes(audience.seminarId));
  return entitled ? { ok: true, canWrite: true } : { ok: false, reason: 'entitlement' };
}
