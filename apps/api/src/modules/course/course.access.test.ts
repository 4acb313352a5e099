import { describe, expect, it } from 'vitest';
import { canAccessLecture, decideLectureAccess, unlockingLines, type AccessLecture, type AccessMember, type Entitlement } from './course.access.ts';

const now = new Date('2026-11-22T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

const paid = (overrides: Partial<AccessLecture['course']> = {}, isPreview: 'Y' | 'N' = 'N'): AccessLecture => ({
  isPreview,
  course: { courseSn: 7, isFree: 'N', passIncluded: 'Y', ...overrides },
});
const member = (...entitlements: Entitlement[]): AccessMember => ({ memberId: 1, entitlements });
const pass = (from: Date, until: Date | null): Entitlement => ({ kind: 'pass', courseSn: null, validFrom: from, validUntil: until });
const course = (courseSn: number, from: Date, until: Date | null): Entitlement => ({ kind: 'course', courseSn, validFrom: from, validUntil: until });

describe('canAccessLecture', () => {
  it('anyone, signed in or not, may watch a free course', () => {
    expect(decideLectureAccess(null, paid({ isFree: 'Y' }), now)).toEqual({ allowed: true, reason: 'free' });
    expect(canAccessLecture(member(), paid({ isFree: 'Y' }), now)).toBe(true);
  });

  it('anyone may watch a preview lecture of a paid course', () => {
    expect(decideLectureAccess(null, paid({}, 'Y'), now)).toEqual({ allowed: true, reason: 'preview' });
  });

  it('an anonymous visitor is asked to log in for other lectures', () => {
    expect(decideLectureAccess(null, paid(), now)).toEqual({ allowed: false, reason: 'login_required' });
  });

  it('a member without an entitlement is refused', () => {
    expect(decideLectureAccess(member(), paid(), now)).toEqual({ allowed: false, reason: 'no_entitlement' });
  });

  it('a pass holder may watch every pass-included course', () => {
    const holder = member(pass(days(-10), days(20)));
    expect(decideLectureAccess(holder, paid(), now)).toEqual({ allowed: true, reason: 'pass' });
    expect(canAccessLecture(holder, paid({ courseSn: 99 }), now)).toBe(true);
  });

  it('a pass does not open a course sold on its own only', () => {
    expect(canAccessLecture(member(pass(days(-10), days(20))), paid({ passIncluded: 'N' }), now)).toBe(false);
  });

  it('an expired or not yet started pass opens nothing', () => {
    expect(canAccessLecture(member(pass(days(-40), days(-10))), paid(), now)).toBe(false);
    expect(canAccessLecture(member(pass(days(1), days(30))), paid(), now)).toBe(false);
    // The end is exclusive, the start inclusive.
    expect(canAccessLecture(member(pass(days(-30), now)), paid(), now)).toBe(false);
    expect(canAccessLecture(member(pass(now, days(30))), paid(), now)).toBe(true);
  });

  it('a pass without an end date stays valid', () => {
    expect(canAccessLecture(member(pass(days(-400), null)), paid(), now)).toBe(true);
  });

  it('a course entitlement opens that course only, pass-included or not', () => {
    const buyer = member(course(7, days(-1), days(90)));
    expect(decideLectureAccess(buyer, paid({ passIncluded: 'N' }), now)).toEqual({ allowed: true, reason: 'course' });
    expect(canAccessLecture(buyer, paid({ courseSn: 8 }), now)).toBe(false);
    expect(canAccessLecture(member(course(7, days(-100), days(-1))), paid(), now)).toBe(false);
  });

  it('a category-branch pass opens pass-included courses under that branch only', () => {
    const futures: Entitlement = { kind: 'pass', courseSn: null, caSn: 254, validFrom: days(-1), validUntil: days(30) };
    const holder = member(futures);
    expect(decideLectureAccess(holder, paid({ categoryPath: [255, 254, 193] }), now)).toEqual({ allowed: true, reason: 'pass' });
    expect(canAccessLecture(holder, paid({ categoryPath: [111, 101, 100] }), now)).toBe(false);
    expect(canAccessLecture(holder, paid({ categoryPath: [255, 254, 193], passIncluded: 'N' }), now)).toBe(false);
    // Without the path (unknown category) a branch pass opens nothing; an all-courses pass still does.
    expect(canAccessLecture(holder, paid(), now)).toBe(false);
    expect(canAccessLecture(member(pass(days(-1), days(30))), paid({ categoryPath: [111, 101, 100] }), now)).toBe(true);
  });

  it('uses the current time by default', () => {
    const holder = member(pass(new Date(Date.now() - 1000), new Date(Date.now() + 60_000)));
    expect(canAccessLecture(holder, paid())).toBe(true);
  });
});

describe('unlockingLines (decisions 080, 103)', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const lecture = (isPreview: 'Y' | 'N', isFree: 'Y' | 'N' = 'N'): AccessLecture => ({ isPreview, course: { courseSn: 2, isFree, passIncluded: 'Y', categoryPath: [10, 1] } });
  const running = { validFrom: new Date('2026-04-01T00:00:00Z'), validUntil: new Date('2026-06-01T00:00:00Z') };
  const ents: Entitlement[] = [
    { kind: 'course', courseSn: 2, orderSn: 11, ...running },
    { kind: 'pass', courseSn: null, caSn: 10, orderSn: 12, ...running },
    { kind: 'pass', courseSn: null, caSn: 99, orderSn: 13, ...running },
    { kind: 'pass', courseSn: null, orderSn: 14, validFrom: new Date('2026-06-01T00:00:00Z'), validUntil: null },
    { kind: 'pass', courseSn: null, orderSn: null, ...running },
    { kind: 'course', courseSn: 3, orderSn: 15, ...running },
    { kind: 'pass', courseSn: null, chargeSn: 21, ...running },
  ];
  const sns = (lines: { kind: string; sn: number }[]) => lines.map((l) => `${l.kind}${l.sn}`).sort();

  it('names every running purchase line (orders and subscription charges) that opens the lecture, and none for a preview or a free course', () => {
    expect(sns(unlockingLines(ents, lecture('N'), now))).toEqual(['charge21', 'order11', 'order12']);
    expect(unlockingLines(ents, lecture('Y'), now)).toEqual([]);
    expect(unlockingLines(ents, lecture('N', 'Y'), now)).toEqual([]);
  });
});
