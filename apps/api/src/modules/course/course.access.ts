/**
 * Who may watch a lecture: the one place this rule lives. The play and media
 * endpoints (and the course-access check) call it with the member's
 * entitlements loaded by their own query; keeping it pure makes every branch
 * testable without a database. Entitlements are written by purchases
 * (modules/commerce: one row per paid order, ended by a refund).
 */

export interface Entitlement {
  kind: 'pass' | 'course';
  /** Set for kind 'course'; null for a pass. */
  courseSn: number | null;
  /** A pass for one category branch (this category and those under it); null/absent = every pass-included course. */
  caSn?: number | null;
  validFrom: Date;
  /** Null: no end date. */
  validUntil: Date | null;
  /** The purchase that granted it (null: given by hand); deliveries are recorded against it (decision 080). */
  orderSn?: number | null;
  /** A subscription's pass: the paid charge of its current period, the line its deliveries count against (decision 103). */
  chargeSn?: number | null;
  /** Its line is being refunded: no access through it until the provider answered (decision 103). */
  frozen?: boolean;
}

/** A purchase line: what was paid for once and can be refunded once (an order, or one charge of a subscription). */
export interface PurchaseLine {
  kind: 'order' | 'charge';
  sn: number;
}

export interface AccessMember {
  memberId: number;
  entitlements: readonly Entitlement[];
}

export interface AccessLecture {
  isPreview: 'Y' | 'N';
  course: {
    courseSn: number;
    isFree: 'Y' | 'N';
    passIncluded: 'Y' | 'N';
    /** The course's category and all its ancestors (for category-branch passes). */
    categoryPath?: readonly number[];
  };
}

export type AccessReason = 'free' | 'preview' | 'pass' | 'course' | 'login_required' | 'no_entitlement';

export interface AccessDecision {
  allowed: boolean;
  /** Why: lets a caller answer 0907 (log in) apart from 3010 (buy a pass). */
  reason: AccessReason;
}

/** An entitlement counts from valid_from (inclusive) until valid_until (exclusive). */
export function isValidAt(e: Entitlement, now: Date): boolean {
  return e.validFrom.getTime() <= now.getTime() && (e.validUntil === null || now.getTime() < e.validUntil.getTime());
}

export function decideLectureAccess(member: AccessMember | null, lecture: AccessLecture, now: Date = new Date()): AccessDecision {
  if (lecture.course.isFree === 'Y') return { allowed: true, reason: 'free' };
  if (lecture.isPreview === 'Y') return { allowed: true, reason: 'preview' };
  if (!member) return { allowed: false, reason: 'login_required' };
  const valid = member.entitlements.filter((e) => isValidAt(e, now));
  if (valid.some((e) => e.kind === 'course' && e.courseSn === lecture.course.courseSn)) return { allowed: true, reason: 'course' };
  if (valid.some((e) => e.kind === 'pass' && passCovers(e, lecture))) return { allowed: true, reason: 'pass' };
  return { allowed: false, reason: 'no_entitlement' };
}

// Courses sold on their own only (pass_included 'N') are not opened by a pass.
function passCovers(e: Entitlement, lecture: AccessLecture): boolean {
  return lecture.course.passIncluded === 'Y' && (e.caSn == null || (lecture.course.categoryPath ?? []).includes(e.caSn));
}

/**
 * The purchase lines that unlock this lecture now (every one that does, so each of their refunds counts it):
 * none for a free course or a preview, which anyone may watch without buying (decisions 080, 103).
 */
export function unlockingLines(entitlements: readonly Entitlement[], lecture: AccessLecture, now: Date = new Date()): PurchaseLine[] {
  if (lecture.course.isFree === 'Y' || lecture.isPreview === 'Y') return [];
  const lines = new Map<string, PurchaseLine>();
  for (const e of entitlements) {
    if (!isValidAt(e, now) || !(e.kind === 'course' ? e.courseSn === lecture.course.courseSn : passCovers(e, lecture))) continue;
    if (e.orderSn != null) lines.set(`o${e.orderSn}`, { kind: 'order', sn: e.orderSn });
    if (e.chargeSn != null) lines.set(`c${e.chargeSn}`, { kind: 'charge', sn: e.chargeSn });
  }
  return [...lines.values()];
}

export function canAccessLecture(member: AccessMember | null, lecture: AccessLecture, now: Date = new Date()): boolean {
  return decideLectureAccess(member, lecture, now).allowed;
}
