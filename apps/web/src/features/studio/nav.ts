/**
 * The studio's menu. 분석 and 정산 still live in the console (their APIs take the console session, decisions 118 and
 * 123): the links open them there until they move under `studioChildren` (routes.tsx). Replies, 수강전 문의 and 새소식
 * have their API (decision 122) but no studio page yet, so no menu entry.
 */
export const STUDIO_NAV: { to: string; label: string }[] = [
  { to: '/studio', label: '내 강의' },
  { to: '/admin/analytics', label: '분석 (콘솔)' },
  { to: '/admin/my-settlement', label: '정산 (콘솔)' },
];
