/**
 * Every public page a visitor can land on, in one list (issue 34): its address, its head (title and description,
 * decision 073), whether the server renders it (decision 074; the same HTML for every visitor, prepared once,
 * decision 085) and whether the sitemap lists it (decision 025). A new public page is one entry here plus its route
 * in the web app (`apps/web/src/app/routes.tsx`); the page renderer, the page heads and the sitemap read this list.
 * Member, payment, console and sign-in pages are rendered in the browser only.
 */
export interface PublicPage {
  path: string;
  /** The page's own title; null: the site's name alone. */
  title: string | null;
  /** null: the site's description. */
  description: string | null;
  rendered: boolean;
  sitemap: boolean;
}

const page = (path: string, title: string | null, description: string | null, rendered = true, sitemap = rendered): PublicPage => ({ path, title, description, rendered, sitemap });

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page('/', null, null),
  page('/course', '전체 강의', '주식, 해외선물, 재무제표, 기술적 분석까지 분야별 투자 강의를 찾아보세요.'),
  page('/course/free', '무료 강의', '가입만 하면 바로 볼 수 있는 무료 투자 강의입니다.'),
  page('/teacher', '강사 소개', '투자학교 강사진의 경력과 강의를 소개합니다.'),
  page('/curriculum', '커리큘럼', '입문부터 고급까지, 단계별로 따라가는 투자 학습 과정입니다.'),
  page('/event', '이벤트·혜택', '진행 중인 이벤트와 회원 혜택을 확인하세요.'),
  page('/event/seminar', '세미나', '강사와 직접 만나는 오프라인·온라인 투자 세미나 일정입니다.'),
  page('/cs/notice', '공지사항', '투자학교의 새 소식과 안내입니다.'),
  page('/cs/faq', '자주 묻는 질문', '수강, 결제, 환불, 계정에 대해 자주 묻는 질문과 답변입니다.', false, true),
  page('/payment/product', '이용권', '모든 강의를 기간 동안 볼 수 있는 이용권과 단과 강의 상품입니다.'),
  page('/stocks/info/kr', '국내 주식 정보', '국내 종목의 시세, 차트, 재무 정보를 확인하세요.'),
  page('/stocks/info/us', '미국 주식 정보', '미국 종목의 시세, 차트, 재무 정보를 확인하세요.'),
  page('/stocks/rank/kr', '국내 종목 순위', '거래량, 상승률, 시가총액 기준 국내 종목 순위입니다.'),
  page('/stocks/rank/us', '미국 종목 순위', '거래량, 상승률, 시가총액 기준 미국 종목 순위입니다.'),
  page('/stocks/search/kr', null, null, true, false),
  page('/stocks/search/us', null, null, true, false),
  page('/search', '검색', '강의, 강사, 종목을 검색하세요.', false),
  page('/login', '로그인', null, false),
  page('/signup', '회원가입', null, false),
  page('/guardian', '법정대리인 확인', '만 14세 미만 자녀의 회원정보 열람, 정정, 탈퇴를 요청하실 수 있습니다.', false),
];

/**
 * The pages of one record each (`/course/22`): rendered by the server, their heads from the record
 * (apps/api/src/modules/seo/page-heads.ts), courses and teachers listed in the sitemap from the database.
 */
export const RECORD_PAGE_KINDS = ['course', 'teacher', 'event', 'event/seminar', 'cs/notice'] as const;
export type RecordPageKind = (typeof RECORD_PAGE_KINDS)[number];

const RECORD_PAGE = new RegExp(`^/(${RECORD_PAGE_KINDS.join('|')})/(\\d{1,9})$`);

/** The kind and id of a record page's address (`/event/seminar/3` → ['event/seminar', 3]), or null. */
export function recordPage(pathname: string): [RecordPageKind, number] | null {
  const match = RECORD_PAGE.exec(pathname);
  return match ? [match[1] as RecordPageKind, Number(match[2])] : null;
}

const RENDERED = new Set(PUBLIC_PAGES.filter((p) => p.rendered).map((p) => p.path));

/** Whether the server renders this address for every visitor alike. */
export const isServerRendered = (pathname: string): boolean => RENDERED.has(pathname) || recordPage(pathname) !== null;
