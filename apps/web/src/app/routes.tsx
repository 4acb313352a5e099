import type { RouteObject } from 'react-router';
import { OAUTH_RETURN_PATH, PASSWORD_RESET_PATH } from '@school/contracts';
import { DEFAULT_HEADER, header, type RouteHandle } from './header-info';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from '../features/auth/components/require-auth';
import { LoginPage } from '../features/auth/routes/login-page';
import { SignupPage } from '../features/auth/routes/signup-page';
import { FindPasswordPage } from '../features/auth/routes/find-password-page';
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page';
import { OAuthReturnPage } from '../features/auth/routes/oauth-return-page';
import { MyPage } from '../features/my/routes/my-page';
import { MyInfoPage } from '../features/my/routes/my-info-page';
import { HomePage } from '../features/home/routes/home-page';
import { SearchPage } from '../features/search/routes/search-page';
import { CourseListPage } from '../features/course/routes/course-list-page';
import { CourseDetailPage } from '../features/course/routes/course-detail-page';
import { TeacherListPage } from '../features/teacher/routes/teacher-list-page';
import { TeacherPage } from '../features/teacher/routes/teacher-page';
import { CurriculumPage } from '../features/curriculum/routes/curriculum-page';
import { PlayPage } from '../features/learning/routes/play-page';
import { MyClassPage, MyHistoryPage } from '../features/learning/routes/my-learning-pages';
import { StockPage, stockPageTitle, type StockMarket, type StockSection } from '../features/stocks/routes/stock-page';
import { EventDetailPage, EventListPage, SeminarDetailPage, SeminarListPage } from '../features/event';
import { FaqPage, InquiryPage, NoticeDetailPage, NoticeListPage } from '../features/cs';
import { NotFoundPage } from '../features/errors/routes/not-found-page';
import { ProductPage } from '../features/commerce/routes/product-page';
import { CheckoutPage } from '../features/commerce/routes/checkout-page';
import { SuccessPage } from '../features/commerce/routes/success-page';
import { FailPage } from '../features/commerce/routes/fail-page';
import { PurchasePage } from '../features/commerce/routes/purchase-page';
import { CouponPage } from '../features/commerce/routes/coupon-page';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';

const stockRoutes: RouteObject[] = (['info', 'rank', 'search'] as const satisfies readonly StockSection[]).flatMap(
  (section) =>
    (['kr', 'us'] as const satisfies readonly StockMarket[]).map((market) => ({
      path: `${section}/${market}`,
      element: <StockPage section={section} market={market} />,
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
          { index: true, element: <HomePage />, handle: homeHandle },
          { path: 'login', element: <LoginPage />, handle: header('로그인', { type: 'login', footer: 'N' }) },
          // Where the social sign-in callback sends the browser back (OAUTH_RETURN_PATH).
          { path: OAUTH_RETURN_PATH.slice(1), element: <OAuthReturnPage />, handle: header('소셜 로그인', { type: 'login', footer: 'N' }) },
          { path: 'signup', element: <SignupPage />, handle: header('회원가입', { type: 'login', footer: 'N' }) },
          { path: 'find-password', element: <FindPasswordPage />, handle: header('비밀번호 찾기', { type: 'login', footer: 'N' }) },
          // The page the reset mail links to.
          { path: PASSWORD_RESET_PATH.slice(1), element: <ResetPasswordPage />, handle: header('비밀번호 재설정', { type: 'login', footer: 'N' }) },
          { path: 'search', element: <SearchPage />, handle: header('검색') },
          {
            path: 'course',
            children: [
              { index: true, element: <CourseListPage />, handle: header('강의', { center: 'school' }) },
              { path: 'free', element: <CourseListPage free />, handle: header('무료 강의') },
              // The course page (decision 018); `play/:id` below is matched first as the more specific path.
              { path: ':id', element: <CourseDetailPage />, handle: header('강의 소개') },
              {
                element: <RequireAuth />,
                children: [{ path: 'play/:id', element: <PlayPage />, handle: header('강의 재생', { type: 'play', footer: 'N' }) }],
              },
            ],
          },
          { path: 'stocks', children: stockRoutes },
          {
            path: 'teacher',
            children: [
              { index: true, element: <TeacherListPage />, handle: header('강사 소개') },
              { path: ':id', element: <TeacherPage />, handle: header('강사 소개') },
            ],
          },
          {
            path: 'event',
            children: [
              { index: true, element: <EventListPage />, handle: header('이벤트·혜택', { type: 'event' }) },
              { path: ':id', element: <EventDetailPage />, handle: header('이벤트', { type: 'event' }) },
              { path: 'seminar', element: <SeminarListPage />, handle: header('세미나', { type: 'event' }) },
              { path: 'seminar/:id', element: <SeminarDetailPage />, handle: header('세미나', { type: 'event' }) },
            ],
          },
          { path: 'curriculum', element: <CurriculumPage />, handle: header('커리큘럼') },
          {
            path: 'my',
            element: <RequireAuth />,
            children: [
              { index: true, element: <MyPage />, handle: header('내 정보') },
              { path: 'class', element: <MyClassPage />, handle: header('학습 이력') },
              { path: 'history', element: <MyHistoryPage />, handle: header('최근 본 강의') },
              { path: 'purchase', element: <PurchasePage />, handle: header('구매 내역') },
              { path: 'coupon', element: <CouponPage />, handle: header('쿠폰') },
              { path: 'info', element: <MyInfoPage />, handle: header('회원 정보') },
            ],
          },
          {
            path: 'payment',
            children: [
              { path: 'product', element: <ProductPage />, handle: header('이용권 구매') },
              {
                element: <RequireAuth />,
                children: [
                  { path: 'checkout', element: <CheckoutPage />, handle: header('주문·결제', { footer: 'N' }) },
                  { path: 'success', element: <SuccessPage />, handle: header('결제 완료', { footer: 'N' }) },
                  { path: 'fail', element: <FailPage />, handle: header('결제 실패', { footer: 'N' }) },
                ],
              },
            ],
          },
          {
            path: 'cs',
            children: [
              { index: true, element: <NoticeListPage />, handle: header('고객센터') },
              { path: 'notice', element: <NoticeListPage />, handle: header('공지사항') },
              { path: 'notice/:id', element: <NoticeDetailPage />, handle: header('공지사항') },
              { path: 'faq', element: <FaqPage />, handle: header('자주 묻는 질문') },
              { path: 'inquiry', element: <InquiryPage />, handle: header('1:1 문의') },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: header('페이지를 찾을 수 없음') },
        ],
      },
    ],
  },
];
