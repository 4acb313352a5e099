import type { RouteObject } from 'react-router';
import { OAUTH_RETURN_PATH, PASSWORD_RESET_PATH } from '@school/contracts/plain';
import { DEFAULT_HEADER, header, type RouteHandle } from './header-info';
import { RootLayout } from './layouts/root-layout';
import { PageFallback } from './layouts/page-fallback';
import { RequireAuth } from '../features/auth/components/require-auth';
import { stockPageTitle, type StockMarket, type StockSection } from '../features/stocks/routes/stock-page-title';
import { page } from './lazy-page';
import { studioChildren } from '../features/studio/routes';
import { NotFoundPage } from '../features/errors/routes/not-found-page';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';
import { playLoader, playShouldRevalidate } from '../features/learning/start/route';

const stockRoutes: RouteObject[] = (['info', 'rank', 'search'] as const satisfies readonly StockSection[]).flatMap(
  (section) =>
    (['kr', 'us'] as const satisfies readonly StockMarket[]).map((market) => ({
      path: `${section}/${market}`,
      lazy: page(() => import('../features/stocks/routes/stock-page'), (m) => <m.StockPage section={section} market={market} />),
      handle: header(stockPageTitle(section, market)),
    })),
);

const homeHandle: RouteHandle = { header: { ...DEFAULT_HEADER, text: '' } };

/** Every screen of the specification. Header settings (the specification) travel as each route's `handle`. */
export const routes: RouteObject[] = [
  // The operator console: its own frame and its own chunks (features/admin).
  { path: 'admin/*', lazy: page(() => import('../features/admin'), (m) => <m.AdminApp />), errorElement: <RouteErrorPage /> },
  // The teacher's studio: its own frame, session and chunks (features/studio, decision 122).
  { path: 'studio', lazy: page(() => import('../features/studio/studio-app'), (m) => <m.StudioApp />), errorElement: <RouteErrorPage />, children: studioChildren },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a page keep the header, menus and footer around them; so does the first page's loading.
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageFallback />,
        children: [
          { index: true, lazy: page(() => import('../features/home/routes/home-page'), (m) => <m.HomePage />), handle: homeHandle },
          { path: 'login', lazy: page(() => import('../features/auth/routes/login-page'), (m) => <m.LoginPage />), handle: header('로그인', { type: 'login', footer: 'N' }) },
          // Where the social sign-in callback sends the browser back (OAUTH_RETURN_PATH).
          { path: OAUTH_RETURN_PATH.slice(1), lazy: page(() => import('../features/auth/routes/oauth-return-page'), (m) => <m.OAuthReturnPage />), handle: header('소셜 로그인', { type: 'login', footer: 'N' }) },
          { path: 'signup', lazy: page(() => import('../features/auth/routes/signup-page'), (m) => <m.SignupPage />), handle: header('회원가입', { type: 'login', footer: 'N' }) },
          { path: 'find-password', lazy: page(() => import('../features/auth/routes/find-password-page'), (m) => <m.FindPasswordPage />), handle: header('비밀번호 찾기', { type: 'login', footer: 'N' }) },
          // A guardian's view, correction and withdrawal of an under-14 member's data (decision 072).
          { path: 'guardian', lazy: page(() => import('../features/guardian/routes/guardian-page'), (m) => <m.GuardianPage />), handle: header('법정대리인 확인', { type: 'login' }) },
          // The page the reset mail links to.
          { path: PASSWORD_RESET_PATH.slice(1), lazy: page(() => import('../features/auth/routes/reset-password-page'), (m) => <m.ResetPasswordPage />), handle: header('비밀번호 재설정', { type: 'login', footer: 'N' }) },
          { path: 'search', lazy: page(() => import('../features/search/routes/search-page'), (m) => <m.SearchPage />), handle: header('검색') },
          {
            path: 'course',
            children: [
              { index: true, lazy: page(() => import('../features/course/routes/course-list-page'), (m) => <m.CourseListPage />), handle: header('강의', { center: 'school' }) },
              { path: 'free', lazy: page(() => import('../features/course/routes/course-list-page'), (m) => <m.CourseListPage free />), handle: header('무료 강의') },
              { path: 'offline/:id', lazy: page(() => import('../features/learning/routes/offline-play-page'), (m) => <m.OfflinePlayPage />), handle: header('오프라인 저장 강의') },
              // The course page (decision 018); `play/:id` below is matched first as the more specific path.
              { path: ':id', lazy: page(() => import('../features/course/routes/course-detail-page'), (m) => <m.CourseDetailPage />), handle: header('강의 소개') },
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: 'play/:id',
                    // Starts the lecture while the page's code loads (features/learning/start/route.ts).
                    loader: playLoader,
                    shouldRevalidate: playShouldRevalidate,
                    lazy: page(() => import('../features/learning/routes/play-page'), (m) => <m.PlayPage />),
                    handle: header('강의 재생', { type: 'play', footer: 'N' }),
                  },
                ],
              },
            ],
          },
          { path: 'stocks', children: stockRoutes },
          {
            element: <RequireAuth />,
            children: [{ path: 'practice', lazy: page(() => import('../features/practice/routes/practice-page'), (m) => <m.PracticePage />), handle: header('모의투자') }],
          },
          {
            path: 'teacher',
            children: [
              { index: true, lazy: page(() => import('../features/teacher/routes/teacher-list-page'), (m) => <m.TeacherListPage />), handle: header('강사 소개') },
              { path: ':id', lazy: page(() => import('../features/teacher/routes/teacher-page'), (m) => <m.TeacherPage />), handle: header('강사 소개') },
              { path: ':id/news', lazy: page(() => import('../features/teacher/routes/teacher-news-page'), (m) => <m.TeacherNewsPage />), handle: header('강사 새소식') },
            ],
          },
          {
            path: 'event',
            children: [
              { index: true, lazy: page(() => import('../features/event/routes/event-list-page'), (m) => <m.EventListPage />), handle: header('이벤트·혜택', { type: 'event' }) },
              { path: ':id', lazy: page(() => import('../features/event/routes/event-detail-page'), (m) => <m.EventDetailPage />), handle: header('이벤트', { type: 'event' }) },
              { path: 'seminar', lazy: page(() => import('../features/event/routes/seminar-list-page'), (m) => <m.SeminarListPage />), handle: header('세미나', { type: 'event' }) },
              { path: 'seminar/:id', lazy: page(() => import('../features/event/routes/seminar-detail-page'), (m) => <m.SeminarDetailPage />), handle: header('세미나', { type: 'event' }) },
            ],
          },
          {
            // Live classes (decision 120): the schedule and one class's page with its chat.
            path: 'live',
            children: [
              { index: true, lazy: page(() => import('../features/live/routes/live-list-page'), (m) => <m.LiveListPage />), handle: header('라이브 수업') },
              { path: ':id', lazy: page(() => import('../features/live/routes/live-page'), (m) => <m.LivePage />), handle: header('라이브 수업') },
            ],
          },
          { path: 'certificate/:number', lazy: page(() => import('../features/certificate/routes/verify-page'), (m) => <m.CertificateVerifyPage />), handle: header('수료증 확인') },
          { path: 'goals/unsubscribe', lazy: page(() => import('../features/goals/routes/unsubscribe-page'), (m) => <m.UnsubscribePage />), handle: header('메일 수신거부') },
          { path: 'curriculum', lazy: page(() => import('../features/curriculum/routes/curriculum-page'), (m) => <m.CurriculumPage />), handle: header('커리큘럼') },
          {
            path: 'my',
            element: <RequireAuth />,
            children: [
              { index: true, lazy: page(() => import('../features/my/routes/my-page'), (m) => <m.MyPage />), handle: header('내 정보') },
              { path: 'class', lazy: page(() => import('../features/learning/routes/my-learning-pages'), (m) => <m.MyClassPage />), handle: header('내 강의실') },
              { path: 'notes', lazy: page(() => import('../features/notes/routes/my-notes-page'), (m) => <m.MyNotesPage />), handle: header('내 메모') },
              { path: 'history', lazy: page(() => import('../features/learning/routes/my-learning-pages'), (m) => <m.MyHistoryPage />), handle: header('최근 본 강의') },
              { path: 'purchase', lazy: page(() => import('../features/commerce/routes/purchase-page'), (m) => <m.PurchasePage />), handle: header('구매 내역') },
              { path: 'coupon', lazy: page(() => import('../features/commerce/routes/coupon-page'), (m) => <m.CouponPage />), handle: header('쿠폰') },
              { path: 'info', lazy: page(() => import('../features/my/routes/my-info-page'), (m) => <m.MyInfoPage />), handle: header('회원 정보') },
              { path: 'offline', lazy: page(() => import('../features/my/routes/my-offline-page'), (m) => <m.MyOfflinePage />), handle: header('오프라인 저장 강의') },
              { path: 'notifications', lazy: page(() => import('../features/notifications/routes/notifications-page'), (m) => <m.NotificationsPage />), handle: header('알림') },
              {
                path: 'notifications/settings',
                lazy: page(() => import('../features/notifications/routes/notification-settings-page'), (m) => <m.NotificationSettingsPage />),
                handle: header('알림 설정'),
              },
            ],
          },
          {
            path: 'subscription',
            children: [
              { index: true, lazy: page(() => import('../features/subscription/routes/subscribe-page'), (m) => <m.SubscribePage />), handle: header('구독') },
              {
                element: <RequireAuth />,
                children: [
                  { path: 'success', lazy: page(() => import('../features/subscription/routes/subscription-return-page'), (m) => <m.SubscriptionSuccessPage />), handle: header('구독 시작', { footer: 'N' }) },
                  { path: 'fail', lazy: page(() => import('../features/subscription/routes/subscription-return-page'), (m) => <m.SubscriptionFailPage />), handle: header('구독 실패', { footer: 'N' }) },
                ],
              },
            ],
          },
          {
            path: 'payment',
            children: [
              { path: 'product', lazy: page(() => import('../features/commerce/routes/product-page'), (m) => <m.ProductPage />), handle: header('이용권 구매') },
              {
                element: <RequireAuth />,
                children: [
                  { path: 'checkout', lazy: page(() => import('../features/commerce/routes/checkout-page'), (m) => <m.CheckoutPage />), handle: header('주문·결제', { footer: 'N' }) },
                  { path: 'success', lazy: page(() => import('../features/commerce/routes/success-page'), (m) => <m.SuccessPage />), handle: header('결제 완료', { footer: 'N' }) },
                  { path: 'fail', lazy: page(() => import('../features/commerce/routes/fail-page'), (m) => <m.FailPage />), handle: header('결제 실패', { footer: 'N' }) },
                ],
              },
            ],
          },
          {
            path: 'cs',
            children: [
              { index: true, lazy: page(() => import('../features/cs/routes/notice-list-page'), (m) => <m.NoticeListPage />), handle: header('고객센터') },
              { path: 'notice', lazy: page(() => import('../features/cs/routes/notice-list-page'), (m) => <m.NoticeListPage />), handle: header('공지사항') },
              { path: 'notice/:id', lazy: page(() => import('../features/cs/routes/notice-detail-page'), (m) => <m.NoticeDetailPage />), handle: header('공지사항') },
              { path: 'faq', lazy: page(() => import('../features/cs/routes/faq-page'), (m) => <m.FaqPage />), handle: header('자주 묻는 질문') },
              { path: 'inquiry', lazy: page(() => import('../features/cs/routes/inquiry-page'), (m) => <m.InquiryPage />), handle: header('1:1 문의') },
              // The contact form that works signed out (a suspended member, a visitor; decision 087).
              { path: 'contact', lazy: page(() => import('../features/cs/routes/contact-page'), (m) => <m.ContactPage />), handle: header('고객센터 문의') },
            ],
          },
          {
            path: 'policy',
            children: [
              { index: true, lazy: page(() => import('../features/legal/routes/policy-page'), (m) => <m.PolicyPage />), handle: header('약관 및 정책') },
              { path: ':type', lazy: page(() => import('../features/legal/routes/policy-page'), (m) => <m.PolicyPage />), handle: header('약관 및 정책') },
              { path: ':type/:version', lazy: page(() => import('../features/legal/routes/policy-page'), (m) => <m.PolicyPage />), handle: header('약관 및 정책') },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: header('페이지를 찾을 수 없음') },
        ],
      },
    ],
  },
];
