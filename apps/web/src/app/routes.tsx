import type { RouteObject } from 'react-router';
import { OAUTH_RETURN_PATH, PASSWORD_RESET_PATH } from '@school/contracts';
import { DEFAULT_HEADER, header, type HeaderInfo, type RouteHandle } from './header-info';
import { RootLayout } from './layouts/root-layout';
import { PreparingPage } from '../components/ui/preparing-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { stockPageTitle, type StockMarket, type StockSection } from '../features/stocks/routes/stock-page-title';
import { page } from './lazy-page';
import { NotFoundPage } from '../features/errors/routes/not-found-page';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';

/** A route whose feature is not built yet: an honest "준비 중" page with its header settings. */
function preparing(path: string, title: string, overrides: Partial<HeaderInfo> = {}): RouteObject {
  return { path, element: <PreparingPage title={title} />, handle: header(title, overrides) };
}

const stockRoutes: RouteObject[] = (['info', 'rank', 'search'] as const satisfies readonly StockSection[]).flatMap(
  (section) =>
    (['kr', 'us'] as const satisfies readonly StockMarket[]).map((market) => ({
      path: `${section}/${market}`,
      lazy: page(() => import('../features/stocks/routes/stock-page'), (m) => <m.StockPage section={section} market={market} />),
      handle: header(stockPageTitle(section, market)),
    })),
);

const homeHandle: RouteHandle = { header: { ...DEFAULT_HEADER, text: '' } };

/** Every screen of spec §2. Header settings (spec §3) travel as each route's `handle`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a page keep the header, menus and footer around them.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../features/home/routes/home-page'), (m) => <m.HomePage />), handle: homeHandle },
          { path: 'login', lazy: page(() => import('../features/auth/routes/login-page'), (m) => <m.LoginPage />), handle: header('로그인', { type: 'login', footer: 'N' }) },
          // Where the social sign-in callback sends the browser back (OAUTH_RETURN_PATH).
          { path: OAUTH_RETURN_PATH.slice(1), lazy: page(() => import('../features/auth/routes/oauth-return-page'), (m) => <m.OAuthReturnPage />), handle: header('소셜 로그인', { type: 'login', footer: 'N' }) },
          { path: 'signup', lazy: page(() => import('../features/auth/routes/signup-page'), (m) => <m.SignupPage />), handle: header('회원가입', { type: 'login', footer: 'N' }) },
          { path: 'find-password', lazy: page(() => import('../features/auth/routes/find-password-page'), (m) => <m.FindPasswordPage />), handle: header('비밀번호 찾기', { type: 'login', footer: 'N' }) },
          // The page the reset mail links to.
          { path: PASSWORD_RESET_PATH.slice(1), lazy: page(() => import('../features/auth/routes/reset-password-page'), (m) => <m.ResetPasswordPage />), handle: header('비밀번호 재설정', { type: 'login', footer: 'N' }) },
          { path: 'search', lazy: page(() => import('../features/search/routes/search-page'), (m) => <m.SearchPage />), handle: header('검색') },
          {
            path: 'course',
            children: [
              { index: true, lazy: page(() => import('../features/course/routes/course-list-page'), (m) => <m.CourseListPage />), handle: header('강의', { center: 'school' }) },
              { path: 'free', lazy: page(() => import('../features/course/routes/course-list-page'), (m) => <m.CourseListPage free />), handle: header('무료 강의') },
              // The course page (decision 018); `play/:id` below is matched first as the more specific path.
              { path: ':id', lazy: page(() => import('../features/course/routes/course-detail-page'), (m) => <m.CourseDetailPage />), handle: header('강의 소개') },
              {
                element: <RequireAuth />,
                children: [{ path: 'play/:id', lazy: page(() => import('../features/learning/routes/play-page'), (m) => <m.PlayPage />), handle: header('강의 재생', { type: 'play', footer: 'N' }) }],
              },
            ],
          },
          { path: 'stocks', children: stockRoutes },
          {
            path: 'teacher',
            children: [
              { index: true, lazy: page(() => import('../features/teacher/routes/teacher-list-page'), (m) => <m.TeacherListPage />), handle: header('강사 소개') },
              { path: ':id', lazy: page(() => import('../features/teacher/routes/teacher-page'), (m) => <m.TeacherPage />), handle: header('강사 소개') },
            ],
          },
          {
            path: 'event',
            children: [
              { index: true, element: <PreparingPage title="이벤트·혜택" />, handle: header('이벤트·혜택', { type: 'event' }) },
              preparing('seminar', '세미나', { type: 'event' }),
            ],
          },
          { path: 'curriculum', lazy: page(() => import('../features/curriculum/routes/curriculum-page'), (m) => <m.CurriculumPage />), handle: header('커리큘럼') },
          {
            path: 'my',
            element: <RequireAuth />,
            children: [
              { index: true, lazy: page(() => import('../features/my/routes/my-page'), (m) => <m.MyPage />), handle: header('내 정보') },
              { path: 'class', lazy: page(() => import('../features/learning/routes/my-learning-pages'), (m) => <m.MyClassPage />), handle: header('학습 이력') },
              { path: 'history', lazy: page(() => import('../features/learning/routes/my-learning-pages'), (m) => <m.MyHistoryPage />), handle: header('최근 본 강의') },
              preparing('purchase', '구매 내역'),
              preparing('coupon', '쿠폰'),
              { path: 'info', lazy: page(() => import('../features/my/routes/my-info-page'), (m) => <m.MyInfoPage />), handle: header('회원 정보') },
            ],
          },
          preparing('payment/product', '이용권 구매'),
          preparing('cs/notice', '고객센터'),
          { path: '*', element: <NotFoundPage />, handle: header('페이지를 찾을 수 없음') },
        ],
      },
    ],
  },
];
