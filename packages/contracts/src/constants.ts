import type { OrderStatus } from './commerce.ts';
import type { SeminarState } from './events.ts';
import type { ProcType, StockRegion } from './stocks.ts';
// Plain values without zod, apart from the schemas: the web app's first load imports these, and
// with `sideEffects` in package.json the bundler then leaves the schema modules (and most of zod)
// to the pages that validate (issue 13: initial JS).

/** Path of the web page the password-reset mail links to (`?token=…`). */
export const PASSWORD_RESET_PATH = '/password/reset';

/**
 * The SPA page the OAuth callback sends the browser back to. Results travel in the URL
 * fragment (`#client_id=…&provider_cd=…&returnUrl=…`, or `#code=…&message=…` on failure),
 * so they never reach server logs or a Referer header.
 */
export const OAUTH_RETURN_PATH = '/login/oauth';

/** The hot side-menu entry, fixed by the specification. */
export const HOT_CATEGORY = { p_ca_sn: 193, ca_sn: 254, title: '해외선물' } as const;

/** The stock finance table's default `proc_type` (one of stocks.ts `PROC_TYPES`). */
export const DEFAULT_PROC_TYPE = '01' as const;

/** The legal texts, by the name in their address (/policy/{type}), with their Korean titles. */
export const legalTypes = {
  terms: '이용약관',
  privacy: '개인정보처리방침',
  collection: '개인정보 수집 및 이용 동의',
  'third-party': '개인정보 제3자 제공 동의',
  'provision-outsourcing': '개인정보 제공 및 위탁 동의',
  'electronic-financial': '전자금융거래 이용약관',
  'payment-privacy': '결제대행사 개인정보 처리 안내',
  'purchase-conditions': '구매조건 확인 및 결제 진행 동의',
} as const;

/** Every course and teacher seeded at first start is sample content; the UI shows this label beside it. */
export const DEMO_LABEL = '예시 강의';
/** The same sample label beside a sample teacher's name (a teacher is no 강의). */
export const DEMO_TEACHER_LABEL = '예시 강사';

export const NO_REVIEWS_TEXT = '리뷰 없음';

export const NO_SEARCH_RESULTS_MESSAGE = '검색 결과가 없습니다.';

export const eventTabs = { ongoing: '진행중', upcoming: '예정', ended: '종료' } as const;

export const seminarStateLabels: Record<SeminarState, string> = { none: '미신청', applied: '신청 완료', waiting: '대기 중' };

export const csLimits = { queryMax: 100, inquiryTitleMax: 100, inquiryContentsMax: 2000 } as const;

export const faqCategories = { account: '회원·계정', course: '강의·수강', payment: '결제·환불', stock: '주식 정보', etc: '기타' } as const;

export const noticeCategories = { service: '서비스', event: '이벤트', system: '점검', policy: '정책' } as const;

export const inquiryCategories = { account: '회원·계정', course: '강의·수강', payment: '결제·환불', event: '이벤트·세미나', etc: '기타' } as const;

/**
 * Financial statement kinds. '01' is the specification's default; the others are ours:
 * annual/quarterly × consolidated (연결, group) / separate (별도, parent company only).
 */
export const PROC_TYPES = ['01', '02', '03', '04'] as const;

/** Korean labels of the order statuses, as /my/purchase shows them. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: '결제 대기',
  paid: '결제완료',
  awaiting_receipt: '구매확정 대기',
  settled: '구매확정',
  refund_requested: '환불 요청',
  refunded: '환불 완료',
  failed: '결제 실패',
  cancelled: '결제 취소',
  expired: '결제 시간 만료',
};

export const commerceLimits = {
  idMax: 2_147_483_647,
  /** Toss: orderId 6–64 characters of [A-Za-z0-9-_]. */
  orderIdMax: 64,
  paymentKeyMax: 200,
  cpNoMax: 30,
  /** Largest amount (won) a single order or point use may carry. */
  amountMax: 100_000_000,
  providerCodeMax: 100,
  providerMessageMax: 500,
  refundReasonMax: 500,
  /** An order not paid within this many minutes expires. */
  orderValidMinutes: 30,
  /** Business days after payment within which the buyer confirms receipt (the specification). */
  receiptBusinessDays: 3,
  /** Full refund within this many days of payment when nothing was played (전자상거래법 §17). */
  fullRefundDays: 7,
  pageMax: 1000,
  sizeDefault: 20,
  sizeMax: 50,
} as const;

/** The player's speeds (배속), slowest first; a member's remembered speed is one of these (GET/PUT /api/my/player). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export const playLimits = {
  idMax: 2_147_483_647,
  /** Longest accepted position; anything beyond a lecture's length is clamped to it. */
  playSecondMax: 86_400,
  playerMax: 64,
  /** A lecture counts as completed once this share of it was watched. */
  completeRatio: 0.9,
  /** Credit per wall-clock second between saves: double-speed playback still counts in full. */
  creditSpeedMax: 2,
  /** Seconds of slack per save for network and timer jitter. */
  creditSlackSeconds: 3,
  /** Minutes of viewing in a course (alternative to one completed lecture) that allow a review. */
  reviewMinSeconds: 600,
  commentMax: 1000,
  reviewContentsMax: 1000,
  pageMax: 1000,
  sizeDefault: 20,
  sizeMax: 50,
  /** Reports that hide a comment until someone reviews it. */
  accuseHideThreshold: 3,
  /** Signed media links live this long. */
  mediaLinkSeconds: 600,
} as const;

export const courseSorts = ['latest', 'popular', 'price_asc', 'price_desc'] as const;

/** Where a member without access is sent to buy a pass (the specification). */
export const PAYMENT_PATH = '/payment/product';

export const accuseCodes = {
  '01': '욕설·비방',
  '02': '광고·스팸',
  '03': '음란·선정적인 내용',
  '04': '개인정보 노출',
  '05': '투자 권유·허위 정보',
  '99': '기타',
} as const;
/**
 * The reasons in the order a form lists them, 기타 last. Not Object.keys(accuseCodes): '99' is an integer-like key,
 * which JavaScript enumerates before the string keys '01'…'05'.
 */
export const accuseReasons = ['01', '02', '03', '04', '05', '99'] as const satisfies readonly (keyof typeof accuseCodes)[];

export const couponStatuses = ['usable', 'used', 'expired'] as const;

export const paymentPeriods = ['1m', '3m', '6m', '1y', 'all'] as const;

export const courseLevels = ['입문', '초급', '중급', '고급'] as const;

export const catalogueLimits = {
  pageMax: 1000,
  sizeDefault: 20,
  sizeMax: 100,
  searchSizeDefault: 20,
  searchSizeMax: 50,
} as const;

export const REGION_LABELS = { kr: '국내', us: '해외' } as const satisfies Record<StockRegion, string>;

export const CURRENCY_BY_REGION = { kr: 'KRW', us: 'USD' } as const satisfies Record<StockRegion, string>;

export const PROC_TYPE_INFO = {
  '01': { label: '연결 연간', period: 'annual', basis: 'consolidated' },
  '02': { label: '별도 연간', period: 'annual', basis: 'separate' },
  '03': { label: '연결 분기', period: 'quarter', basis: 'consolidated' },
  '04': { label: '별도 분기', period: 'quarter', basis: 'separate' },
} as const satisfies Record<ProcType, { label: string; period: 'annual' | 'quarter'; basis: 'consolidated' | 'separate' }>;

/** Typed by a member without a password (social sign-in only) to confirm withdrawal (decision 087). */
export const WITHDRAWAL_PHRASE = '탈퇴합니다';

/** Lecture Q&A (decision 095). */
export const qnaLimits = { titleMax: 100, bodyMax: 4000, answerMax: 4000, queryMax: 50 } as const;

/** Shown on the ask form: the school gives no individual investment advice (decision 095). */
export const QNA_ADVICE_NOTICE =
  '투자학교는 개별 종목의 매수·매도 추천이나 투자 판단 등 개인별 투자 조언을 하지 않습니다. 강의 내용과 개념에 대한 질문을 남겨 주세요.';
/** 수료증: the share of a course's lectures a member must have completed (play's completion rule, per lecture; decision 096). */
export const CERTIFICATE_MIN_PERCENT = 80;
/** Attempts a member may submit per quiz and Korean day (decision 105). */
export const QUIZ_DAILY_ATTEMPTS = 3;
/** The answers and explanations are shown once the quiz is passed, or after this many attempts. */
export const QUIZ_REVEAL_AFTER = 3;
/** Certificate PDF downloads a member may ask for in `windowMs`. */
export const CERTIFICATE_PDF_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
