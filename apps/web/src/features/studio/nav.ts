/**
 * The studio's menu. 분석 and 정산 are built beside this feature (features/studio/analytics, features/studio/settlement)
 * and added as children of `studioChildren` (routes.tsx).
 */
export const STUDIO_NAV: { to: string; label: string }[] = [
  { to: '/studio', label: '내 강의' },
  { to: '/studio/voice', label: '수강생의 목소리' },
  { to: '/studio/analytics', label: '분석' },
  { to: '/studio/settlement', label: '정산' },
];
