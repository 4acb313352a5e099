import { z } from 'zod';
import './zod-locale.ts';
import { idParam } from './id-param.ts';
import { text } from './text.ts';
import { stockCode, stockRegion } from './stocks.ts';

export * from './practice-constants.ts';

// ---------------------------------------------------------------- 모의투자 (practice accounts), decision 099

export const practiceSide = z.enum(['buy', 'sell'], { message: '매수(buy) 또는 매도(sell)를 골라 주세요.' });
export const practiceKind = z.enum(['market', 'limit'], { message: '시장가(market) 또는 지정가(limit)를 골라 주세요.' });

export const practiceOrderBody = z
  .strictObject({
    region: stockRegion,
    code: stockCode,
    side: practiceSide,
    kind: practiceKind,
    qty: z.number({ message: '수량을 숫자로 입력해 주세요.' }).int('수량은 정수로 입력해 주세요.').min(1, '수량은 1주 이상이어야 합니다.').max(1_000_000, '수량은 1,000,000주 이하로 입력해 주세요.'),
    /** Currency units (won, or dollars with cents); required for a limit order. */
    limit_price: z.number({ message: '지정가를 숫자로 입력해 주세요.' }).positive('지정가는 0보다 커야 합니다.').max(100_000_000, '지정가가 너무 큽니다.').nullish(),
  })
  .refine((b) => b.kind === 'market' || (b.limit_price ?? null) !== null, { message: '지정가 주문에는 가격을 입력해 주세요.', path: ['limit_price'] });
export type PracticeOrderBody = z.input<typeof practiceOrderBody>;

export const practiceOrderParams = z.strictObject({ order_id: idParam('주문') });
export const practiceHistoryQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const money = z.number();

export const practiceOrder = z.strictObject({
  id: z.number().int(),
  region: z.enum(['kr', 'us']),
  code: z.string(),
  name_ko: z.string(),
  side: practiceSide,
  kind: practiceKind,
  qty: z.number().int(),
  limit_price: money.nullable(),
  status: z.enum(['open', 'filled', 'cancelled', 'rejected']),
  status_label: z.string(),
  placed_at: z.iso.datetime({ offset: true }),
  /** First trading day whose bar may fill the order. */
  trade_from: z.string(),
  filled_on: z.string().nullable(),
  fill_price: money.nullable(),
  amount: money.nullable(),
  fee: money.nullable(),
  tax: money.nullable(),
  realised: money.nullable(),
});
export type PracticeOrder = z.infer<typeof practiceOrder>;

export const practiceHolding = z.strictObject({
  region: z.enum(['kr', 'us']),
  code: z.string(),
  name_ko: z.string(),
  qty: z.number().int(),
  /** Shares held by open sell orders. */
  reserved_qty: z.number().int(),
  avg_cost: money,
  price: money.nullable(),
  value: money.nullable(),
  unrealised: money.nullable(),
  unrealised_rate: z.number().nullable(),
});
export type PracticeHolding = z.infer<typeof practiceHolding>;

export const practiceCash = z.strictObject({
  region: z.enum(['kr', 'us']),
  currency: z.enum(['KRW', 'USD']),
  start: money,
  cash: money,
  /** Cash held by open buy orders. */
  reserved: money,
  available: money,
  holdings_value: money,
  total: money,
  realised: money,
  unrealised: money,
  return_rate: z.number(),
});
export type PracticeCash = z.infer<typeof practiceCash>;

export const practiceAccount = z.strictObject({
  is_sample: z.enum(['Y', 'N']),
  notice: z.string().nullable(),
  started_at: z.iso.datetime({ offset: true }),
  cash: z.array(practiceCash),
  holdings: z.array(practiceHolding),
  open_orders: z.array(practiceOrder),
  fill_rules: z.array(z.string()),
});
export type PracticeAccount = z.infer<typeof practiceAccount>;

export const practiceHistory = z.strictObject({ page: z.number().int(), total: z.number().int(), items: z.array(practiceOrder) });
export type PracticeHistory = z.infer<typeof practiceHistory>;

export const practiceQuoteQuery = z.strictObject({ region: stockRegion, code: stockCode, side: practiceSide, qty: z.coerce.number().int().min(1).max(1_000_000), price: z.coerce.number().positive().max(100_000_000).optional() });
/** The fees an order of this size would pay, shown before ordering: at `price`, or at the last final close without it. */
export const practiceFeeQuote = z.strictObject({ last_close: money.nullable(), last_date: z.string().nullable(), price: money.nullable(), amount: money, fee: money, tax: money, tax_label: z.string(), total: money });
export type PracticeFeeQuote = z.infer<typeof practiceFeeQuote>;

// ---------------------------------------------------------------- value over time against the index

export const practicePerformanceQuery = z.strictObject({ region: stockRegion });
export const practicePerformancePoint = z.strictObject({
  date: z.string(),
  /** Cash + holdings at that day's closes, in the region's currency (won; dollars with cents). */
  value: money,
  /** The account's return since its start (or last reset), percent with two decimals. */
  return_pct: z.number(),
  /** The index's return over the same days, percent with two decimals; null before the index has a close. */
  index_return_pct: z.number().nullable(),
});
/**
 * A region's account value replayed from its fills and the daily closes, one point per trading day from the first
 * day on or after the start (or reset) to the latest final bar; no points before the region's first fill.
 */
export const practicePerformance = z.strictObject({
  region: z.enum(['kr', 'us']),
  currency: z.enum(['KRW', 'USD']),
  start: money,
  started_at: z.string(),
  /** 'KOSPI', 'S&P 500', or 'S&P 500 (SPY 기준)' where the source is an ETF tracking it. */
  index_name: z.string(),
  is_sample: z.enum(['Y', 'N']),
  /** 출처 (the source's attribution) or the sample label. */
  notice: z.string().nullable(),
  /** 기준일: the last point's day, null without points. */
  as_of: z.string().nullable(),
  points: z.array(practicePerformancePoint),
});
export type PracticePerformance = z.infer<typeof practicePerformance>;
export type PracticePerformancePoint = z.infer<typeof practicePerformancePoint>;

// ---------------------------------------------------------------- lessons ↔ stocks

export const practiceLectureParams = z.strictObject({ lc_no: idParam('강의') });

export const lectureTicker = z.strictObject({
  region: z.enum(['kr', 'us']),
  code: z.string(),
  name_ko: z.string(),
  /** Second of the video the stock is discussed at, or null for the whole lecture. */
  at_sec: z.number().int().nullable(),
});
export type LectureTicker = z.infer<typeof lectureTicker>;

export const practiceTask = z.strictObject({
  title: z.string(),
  region: z.enum(['kr', 'us']),
  /** A filled buy of this code fulfils the task; null: a buy of any stock of the region. */
  code: z.string().nullable(),
  /** For a signed-in member: whether the practice account has fulfilled it; null for a visitor. */
  done: z.boolean().nullable(),
});
export type PracticeTask = z.infer<typeof practiceTask>;

export const lectureStocks = z.strictObject({ lc_no: z.number().int(), items: z.array(lectureTicker), task: practiceTask.nullable() });
export type LectureStocks = z.infer<typeof lectureStocks>;

/** is_demo 'Y': a lecture of the sample catalogue (labelled 예시 강의 wherever it is listed). */
export const stockLecture = z.strictObject({ lc_no: z.number().int(), title: z.string(), course_sn: z.number().int(), course_title: z.string(), at_sec: z.number().int().nullable(), is_demo: z.enum(['Y', 'N']) });
export const stockLectures = z.strictObject({ items: z.array(stockLecture) });
export type StockLectures = z.infer<typeof stockLectures>;

export const lectureStocksBody = z.strictObject({
  items: z
    .array(z.strictObject({ region: stockRegion, code: stockCode, at_sec: z.number().int().min(0).max(86_400).nullish() }))
    .max(20, '한 강의에 종목은 20개까지 연결할 수 있습니다.'),
  task: z
    .strictObject({ title: text().min(2, '과제 설명을 2자 이상 입력해 주세요.').max(100, '과제 설명은 100자 이내로 입력해 주세요.'), region: stockRegion, code: stockCode.nullish() })
    .nullish(),
});
export type LectureStocksBody = z.input<typeof lectureStocksBody>;

// ---------------------------------------------------------------- 모의투자 대회 (monthly contest)

export const contestParams = z.strictObject({ contest_id: idParam('대회') });

export const contestEntry = z.strictObject({ rank: z.number().int(), nickname: z.string(), return_rate: z.number(), is_me: z.boolean() });
export const practiceContest = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  region: z.enum(['kr', 'us']),
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(['open', 'closed']),
  rules: z.array(z.string()),
  notice: z.string(),
  points_top: z.array(z.number().int()),
  joined: z.boolean().nullable(),
  entries: z.array(contestEntry),
});
export type PracticeContest = z.infer<typeof practiceContest>;
export const practiceContests = z.strictObject({ items: z.array(practiceContest) });
export type PracticeContests = z.infer<typeof practiceContests>;

export const contestBody = z.strictObject({
  title: text().min(2, '대회 이름을 2자 이상 입력해 주세요.').max(60, '대회 이름은 60자 이내로 입력해 주세요.'),
  region: stockRegion,
  month: text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '대회 달을 YYYY-MM 형식으로 입력해 주세요.'),
  /** Points for 1st, 2nd, … place when the round closes (may be empty). */
  points_top: z.array(z.number().int().min(1).max(100_000)).max(10, '포인트는 10위까지 정할 수 있습니다.'),
});
export type ContestBody = z.input<typeof contestBody>;
