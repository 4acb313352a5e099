/** The studio's menu: every entry is a studio page on the studio session (decisions 122, 128). */
export const STUDIO_NAV: { to: string; label: string }[] = [
  { to: '/studio', label: '내 강의' },
  { to: '/studio/videos', label: '내 영상' },
  { to: '/studio/analytics', label: '분석' },
  { to: '/studio/voice', label: '수강평·문의·새소식' },
  { to: '/studio/coupons', label: '쿠폰' },
  { to: '/studio/settlement', label: '정산' },
];
