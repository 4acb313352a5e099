import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ConsoleRole = 'teacher' | 'staff' | 'admin';

const RANK: Record<ConsoleRole, number> = { teacher: 1, staff: 2, admin: 3 };

/** True when an operator of `role` may open a section that needs `needed` (the server's order of roles). */
export function mayOpen(role: ConsoleRole, needed: ConsoleRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** One console section: its path under /admin, its menu label, the role it needs and its screen. */
export interface ConsoleSection {
  path: string;
  label: string;
  role: ConsoleRole;
  /** Shown in the side menu; false for sub-pages reached from a section (e.g. one member's page). */
  inMenu: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

const section = (path: string, label: string, role: ConsoleRole, load: () => Promise<{ default: ComponentType }>, inMenu = true): ConsoleSection => ({
  path,
  label,
  role,
  inMenu,
  Page: lazy(load),
});

/**
 * Every console screen, in menu order. Each section is its own chunk, loaded on first visit; the
 * server refuses a call the role may not make anyway (the menu only hides what would be refused).
 */
export const sections: ConsoleSection[] = [
  section('', '대시보드', 'staff', () => import('./dashboard/routes/dashboard-page')),
  // A teacher's console (decision 095): their own courses and the questions waiting for them.
  section('teaching', '내 강의 현황', 'teacher', () => import('./qna/routes/teaching-page')),
  section('qna', '강의 질문', 'teacher', () => import('./qna/routes/qna-page')),
  // Live classes (decision 120): a teacher schedules their own, staff any teacher's; the stream key is shown once.
  section('live', '라이브 수업', 'teacher', () => import('./live/routes/live-page')),
  // Course analytics across teachers (decision 123). A teacher's own analytics and statements are the studio's
  // (/studio/analytics, /studio/settlement: decision 128), on the studio session.
  section('analytics/*', '강의 분석', 'staff', () => import('./analytics/routes/analytics-section')),
  section('courses', '강의', 'staff', () => import('./catalogue/routes/courses-page')),
  section('courses/:id', '강의 편집', 'staff', () => import('./catalogue/routes/course-edit-page'), false),
  section('courses/:id/quiz', '퀴즈 편집', 'teacher', () => import('./quiz/routes/quiz-edit-page'), false),
  section('course-reviews', '강사 강의 검토', 'staff', () => import('./reviews/routes/course-reviews-page')),
  section('videos', '영상', 'staff', () => import('./videos/routes/videos-page')),
  section('categories', '카테고리', 'staff', () => import('./catalogue/routes/categories-page')),
  section('teachers', '강사', 'staff', () => import('./catalogue/routes/teachers-page')),
  section('products', '이용권·가격', 'staff', () => import('./commerce/routes/products-page')),
  section('subscriptions', '구독', 'staff', () => import('./subscription/routes/subscriptions-page')),
  section('coupons', '쿠폰', 'staff', () => import('./commerce/routes/coupons-page')),
  section('refunds', '환불', 'staff', () => import('./commerce/routes/refunds-page')),
  section('settlement', '강사 정산', 'admin', () => import('./settlement/routes/settlement-page')),
  section('notices', '공지사항', 'staff', () => import('./site/routes/notices-page')),
  section('inquiries', '1:1 문의', 'staff', () => import('./site/routes/inquiries-page')),
  section('notifications', '회원 알림 보내기', 'staff', () => import('./notifications/routes/sends-page')),
  section('events', '이벤트·세미나', 'staff', () => import('./site/routes/events-page')),
  section('events/event/:id', '이벤트 편집', 'staff', () => import('./content/routes/event-edit-page'), false),
  section('events/seminar/:id', '세미나 편집', 'staff', () => import('./content/routes/seminar-edit-page'), false),
  // 모의투자 (decision 099): lectures tagged with stocks and a practice task; monthly contest rounds.
  section('practice/lectures', '강의 종목 태그', 'teacher', () => import('./practice/routes/lecture-stocks-page')),
  section('practice/contests', '모의투자 대회', 'staff', () => import('./practice/routes/contests-page')),
  section('faq', '자주 묻는 질문', 'staff', () => import('./content/routes/faq-page')),
  section('banners', '홈 배너', 'staff', () => import('./content/routes/banners-page')),
  section('members', '회원 관리', 'staff', () => import('./members/routes/members-page')),
  section('members/:id', '회원 상세', 'staff', () => import('./members/routes/member-page'), false),
  section('moderation', '댓글 신고 처리', 'staff', () => import('./moderation/routes/moderation-page')),
  section('legal', '약관 관리', 'admin', () => import('./legal/routes/legal-page')),
  section('audit', '감사 로그', 'admin', () => import('./audit/routes/audit-page')),
];
