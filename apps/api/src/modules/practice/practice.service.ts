import {
  PRACTICE_FILL_RULES,
  PRACTICE_START_CASH,
  type LectureStocks,
  type LectureStocksBody,
  type PracticeAccount,
  type PracticeCash,
  type PracticeFeeQuote,
  type PracticeHistory,
  type PracticeHolding,
  type PracticeOrder,
  type PracticeOrderBody,
  type PracticePerformance,
  type StockLectures,
} from '@school/contracts';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hasRole } from '../../http/auth.ts';
import type { Operator, TeacherService } from '../teacher/teacher.service.ts';
import { replay } from './practice.performance.ts';
import * as q from './practice.queries.ts';
import { addDays, charges, findFill, fromMinor, lastFinalDay, SCALE, taxLabel, toMinor, tradeFrom, type Bar, type Region } from './practice.rules.ts';

/** What practice needs of the stocks area: names and markets, and daily bars (the one price reader). */
export interface StocksPort {
  company(region: Region, code: string): Promise<{ code: string; nameKo: string; market: string }>;
  dailyBarsOf(code: string, from: string, to: string): Promise<Bar[]>;
  readonly sampleLabel: { is_sample: 'Y' | 'N'; notice: string | null };
  /** The region's benchmark closes (KOSPI; S&P 500 or SPY) from the region's source, with its provenance. */
  indexBars(region: Region, from: string, to: string): Promise<{ name: string; is_sample: 'Y' | 'N'; notice: string | null; bars: Bar[] }>;
}

/** Who may tag a lecture with stocks: the teacher area's rule (staff, or the teacher of the lecture's course). */
export type TeachingPort = Pick<TeacherService, 'mayEditLecture'>;
const staffOnly: TeachingPort = { mayEditLecture: async (operator) => hasRole(operator.role, 'staff') };

/** Market buys hold cash for the last close times this (Korea's daily limit is +30%); the fill settles the difference. */
const MARKET_BUY_HOLD: Record<Region, number> = { kr: 1.3, us: 1.2 };
const MAX_OPEN = 50;
const HISTORY_PAGE = 20;
const STATUS_LABEL = { open: '체결 대기', filled: '체결', cancelled: '취소', rejected: '거부(잔고 부족)' } as const;

/** 모의투자 accounts (decision 099): orders hold cash or shares when placed and settle on a final daily bar. */
export class PracticeService {
  constructor(
    private readonly db: Db,
    private readonly stocks: StocksPort,
    private readonly now: () => Date = () => new Date(),
    private readonly teaching: TeachingPort = staffOnly,
  ) {}

  async account(memberId: number): Promise<PracticeAccount> {
    await this.fillDue(memberId);
    return this.view(memberId);
  }

  async reset(memberId: number): Promise<PracticeAccount> {
    await this.db.transaction(async (tx) => {
      await q.lockAccount(tx, memberId);
      await q.resetAccount(tx, memberId);
      await q.leaveOpenContests(tx, memberId);
    });
    return this.view(memberId);
  }

  async order(memberId: number, body: PracticeOrderBody): Promise<PracticeOrder> {
    const region = body.region as Region;
    const company = await this.stocks.company(region, body.code);
    const limitPrice = body.kind === 'limit' ? this.limitMinor(region, body.limit_price!) : null;
    const last = await this.lastClose(company.code, region);
    if (last === null) throw new AppError('PRACTICE_NO_PRICE');
    const placedAt = this.now();
    const row = await this.db.transaction(async (tx) => {
      const account = await q.lockAccount(tx, memberId);
      if ((await q.countOpen(tx, memberId)) >= MAX_OPEN) throw new AppError('PRACTICE_TOO_MANY_OPEN');
      let reserved = 0;
      if (body.side === 'buy') {
        const price = limitPrice ?? Math.ceil(last * MARKET_BUY_HOLD[region]);
        const c = charges(region, company.market, 'buy', body.qty, price);
        reserved = c.amount + c.fee;
        if (reserved > this.available(account, region)) throw new AppError('PRACTICE_CASH_SHORT');
        await q.changeCash(tx, memberId, region, { reserved });
      } else {
        const held = await q.holding(tx, memberId, region, company.code);
        if (!held || held.qty - held.reservedQty < body.qty) throw new AppError('PRACTICE_SHARES_SHORT');
        await q.changeHolding(tx, memberId, region, company.code, { reservedQty: body.qty });
      }
      return q.insertOrder(tx, { memberId, region, code: company.code, side: body.side, kind: body.kind, qty: body.qty, limitPrice, reserved, placedAt, tradeFrom: tradeFrom(region, placedAt) });
    });
    return this.orderOut(row, company.nameKo);
  }

  async cancel(memberId: number, orderId: number): Promise<PracticeOrder> {
    const row = await this.db.transaction(async (tx) => {
      await q.lockAccount(tx, memberId);
      const order = await q.findOrder(tx, memberId, orderId);
      if (!order) throw new AppError('PRACTICE_ORDER_NOT_FOUND');
      if (order.status !== 'open') throw new AppError('PRACTICE_ORDER_NOT_OPEN');
      await this.release(tx, order);
      return q.updateOrder(tx, order.id, { status: 'cancelled', reserved: 0 });
    });
    return this.orderOut(row, await this.name(row.region as Region, row.code));
  }

  async history(memberId: number, page: number): Promise<PracticeHistory> {
    await this.fillDue(memberId);
    const [rows, total] = await Promise.all([q.orderPage(this.db, memberId, page, HISTORY_PAGE), q.countOrders(this.db, memberId)]);
    return { page, total, items: await Promise.all(rows.map(async (r) => this.orderOut(r, await this.name(r.region as Region, r.code)))) };
  }

  async feeQuote(input: { region: Region; code: string; side: 'buy' | 'sell'; qty: number; price?: number | undefined }): Promise<PracticeFeeQuote> {
    const company = await this.stocks.company(input.region, input.code);
    const last = await this.lastBar(company.code, input.region);
    const m = (v: number) => fromMinor(input.region, v);
    const price = input.price === undefined ? (last ? toMinor(input.region, last.close) : null) : toMinor(input.region, input.price);
    const c = charges(input.region, company.market, input.side, input.qty, price ?? 0);
    const total = input.side === 'buy' ? c.amount + c.fee : c.amount - c.fee - c.tax;
    return {
      last_close: last ? last.close : null,
      last_date: last ? last.date : null,
      price: price === null ? null : m(price),
      amount: m(c.amount),
      fee: m(c.fee),
      tax: m(c.tax),
      tax_label: taxLabel(input.region, company.market),
      total: m(total),
    };
  }

  /**
   * Fills every open order (of one member, or of all: the scheduled job) whose bar is final. Each order settles in
   * its own transaction behind its member's account lock and only while still open, so the job and a member's own
   * read may race without filling an order twice.
   */
  async fillDue(memberId: number | null = null): Promise<number> {
    const open = await q.openOrders(this.db, memberId);
    if (!open.length) return 0;
    const bars = new Map<string, Bar[]>();
    for (const order of open) {
      const key = `${order.region}:${order.code}`;
      if (!bars.has(key)) {
        const from = open.filter((o) => o.region === order.region && o.code === order.code).reduce((a, o) => (o.tradeFrom < a ? o.tradeFrom : a), order.tradeFrom);
        bars.set(key, await this.stocks.dailyBarsOf(order.code, from, lastFinalDay(order.region as Region, this.now())));
      }
    }
    let filled = 0;
    for (const order of open) {
      const region = order.region as Region;
      const fill = findFill(region, { side: order.side as 'buy' | 'sell', kind: order.kind as 'market' | 'limit', limitPrice: order.limitPrice }, bars.get(`${region}:${order.code}`)!.filter((b) => b.date >= order.tradeFrom));
      if (!fill) continue;
      const market = (await this.stocks.company(region, order.code)).market;
      const done = await this.db.transaction(async (tx) => {
        const account = await q.lockAccount(tx, order.memberId);
        const current = await q.findOrder(tx, order.memberId, order.id);
        if (current?.status !== 'open') return false;
        const c = charges(region, market, current.side as 'buy' | 'sell', current.qty, fill.price);
        if (current.side === 'buy') {
          const cost = c.amount + c.fee;
          await q.changeCash(tx, current.memberId, region, { reserved: -current.reserved });
          if (cost > this.available(account, region) + current.reserved) {
            await q.updateOrder(tx, current.id, { status: 'rejected', reserved: 0, filledOn: fill.date, fillPrice: fill.price });
            return true;
          }
          await q.changeCash(tx, current.memberId, region, { cash: -cost });
          await q.changeHolding(tx, current.memberId, region, current.code, { qty: current.qty, cost });
          await q.updateOrder(tx, current.id, { status: 'filled', reserved: 0, filledOn: fill.date, fillPrice: fill.price, amount: c.amount, fee: c.fee, tax: 0 });
        } else {
          const held = (await q.holding(tx, current.memberId, region, current.code))!;
          const basis = Math.round((held.cost * current.qty) / held.qty);
          const proceeds = c.amount - c.fee - c.tax;
          await q.changeHolding(tx, current.memberId, region, current.code, { qty: -current.qty, reservedQty: -current.qty, cost: -basis });
          await q.changeCash(tx, current.memberId, region, { cash: proceeds, realised: proceeds - basis });
          await q.updateOrder(tx, current.id, { status: 'filled', filledOn: fill.date, fillPrice: fill.price, amount: c.amount, fee: c.fee, tax: c.tax, realised: proceeds - basis });
        }
        return true;
      });
      if (done) filled++;
    }
    return filled;
  }

  /**
   * The region's account value per trading day since the account started (or was last reset), replayed from the
   * member's fills and the daily closes, beside the index's return over the same days. No points before a first fill.
   */
  async performance(memberId: number, region: Region): Promise<PracticePerformance> {
    await this.fillDue(memberId);
    const [account, fills] = await Promise.all([q.readAccount(this.db, memberId), q.filledOrders(this.db, memberId, region)]);
    // A fill never precedes the start; the guard only matters when the database's clock runs ahead of the app's.
    const firstFill = fills.find((f) => f.filledOn !== null)?.filledOn ?? null;
    const started = tradeFrom(region, account.startedAt);
    const from = firstFill !== null && firstFill < started ? firstFill : started;
    const to = lastFinalDay(region, this.now());
    const index = await this.stocks.indexBars(region, from, to);
    const start = PRACTICE_START_CASH[region];
    const bars = new Map<string, Bar[]>();
    if (fills.length) for (const code of new Set(fills.map((f) => f.code))) bars.set(code, await this.stocks.dailyBarsOf(code, from, to));
    const points = fills.length ? replay({ region, start, from, to, fills, bars, index: index.bars }) : [];
    return {
      region,
      currency: region === 'kr' ? 'KRW' : 'USD',
      start: fromMinor(region, start),
      started_at: account.startedAt.toISOString(),
      index_name: index.name,
      is_sample: index.is_sample,
      notice: index.notice,
      as_of: points.at(-1)?.date ?? null,
      points,
    };
  }

  /** One region's account total (cash + holdings at the last final close), minor units: the contest's measure. */
  async regionTotal(memberId: number, region: Region): Promise<number> {
    const view = await this.view(memberId);
    const cash = view.cash.find((c) => c.region === region)!;
    return toMinor(region, cash.total);
  }

  // ---------------------------------------------------------------- lessons ↔ stocks

  /** The console's view of a lecture's tags: for staff, or the teacher of the lecture's course. */
  async lectureStocksFor(operator: Operator, lcNo: number): Promise<LectureStocks> {
    await this.assertMayTag(operator, lcNo);
    return this.lectureStocks(lcNo, null);
  }

  private async assertMayTag(operator: Operator, lcNo: number): Promise<void> {
    if (!(await q.lectureExists(this.db, lcNo))) throw new AppError('PRACTICE_LECTURE_NOT_FOUND');
    if (!(await this.teaching.mayEditLecture(operator, lcNo))) throw new AppError('PRACTICE_TAG_DENIED');
  }

  async lectureStocks(lcNo: number, memberId: number | null): Promise<LectureStocks> {
    if (!(await q.lectureExists(this.db, lcNo))) throw new AppError('PRACTICE_LECTURE_NOT_FOUND');
    const [tickers, task] = await Promise.all([q.lectureTickers(this.db, lcNo), q.lectureTask(this.db, lcNo)]);
    const items = await Promise.all(tickers.map(async (t) => ({ region: t.region as Region, code: t.code, name_ko: await this.name(t.region as Region, t.code), at_sec: t.atSec })));
    if (!task) return { lc_no: lcNo, items, task: null };
    const region = task.region as Region;
    if (memberId !== null) await this.fillDue(memberId);
    const done = memberId === null ? null : await q.hasFilledBuy(this.db, memberId, region, task.code);
    return { lc_no: lcNo, items, task: { title: task.title, region, code: task.code, done } };
  }

  async saveLectureStocks(operator: Operator & Actor, lcNo: number, body: LectureStocksBody): Promise<LectureStocks> {
    await this.assertMayTag(operator, lcNo);
    const items = await Promise.all(
      body.items.map(async (i) => ({ region: i.region as Region, code: (await this.stocks.company(i.region as Region, i.code)).code, atSec: i.at_sec ?? null })),
    );
    const unique = [...new Map(items.map((i) => [`${i.region}:${i.code}`, i])).values()];
    const task = body.task ? { title: body.task.title, region: body.task.region as Region, code: body.task.code ? (await this.stocks.company(body.task.region as Region, body.task.code)).code : null } : null;
    // The tags and their audit row commit together (every console write is audited, decision 106).
    await this.db.transaction(async (tx) => {
      const [beforeTags, beforeTask] = await Promise.all([q.lectureTickers(tx, lcNo), q.lectureTask(tx, lcNo)]);
      await q.replaceLectureStocks(tx, lcNo, unique, task);
      await recordChange(tx, operator, {
        action: 'lecture_stocks.save',
        targetType: 'lecture',
        targetId: lcNo,
        before: { stocks: beforeTags.map((t) => `${t.region}:${t.code}`), task: beforeTask?.title ?? null },
        after: { stocks: unique.map((t) => `${t.region}:${t.code}`), task: task?.title ?? null },
      });
    });
    return this.lectureStocks(lcNo, null);
  }

  async stockLectures(region: Region, code: string): Promise<StockLectures> {
    const rows = await q.lecturesOfStock(this.db, region, code.toUpperCase());
    return { items: rows.map((r) => ({ lc_no: r.lcNo, title: r.title, course_sn: r.courseSn, course_title: r.courseTitle, at_sec: r.atSec, is_demo: r.isDemo === 'Y' ? 'Y' : 'N' })) };
  }

  // ---------------------------------------------------------------- reading

  private async view(memberId: number): Promise<PracticeAccount> {
    const [account, held, open] = await Promise.all([q.readAccount(this.db, memberId), q.holdings(this.db, memberId), q.openOrders(this.db, memberId)]);
    const holdings: PracticeHolding[] = [];
    const value: Record<Region, number> = { kr: 0, us: 0 };
    const unrealised: Record<Region, number> = { kr: 0, us: 0 };
    for (const h of held) {
      const region = h.region as Region;
      const close = await this.lastClose(h.code, region);
      const worth = close === null ? null : close * h.qty;
      if (worth !== null) {
        value[region] += worth;
        unrealised[region] += worth - h.cost;
      }
      const m = (v: number) => fromMinor(region, v);
      holdings.push({
        region,
        code: h.code,
        name_ko: await this.name(region, h.code),
        qty: h.qty,
        reserved_qty: h.reservedQty,
        avg_cost: m(Math.round(h.cost / h.qty)),
        price: close === null ? null : m(close),
        value: worth === null ? null : m(worth),
        unrealised: worth === null ? null : m(worth - h.cost),
        unrealised_rate: worth === null ? null : Math.round(((worth - h.cost) / h.cost) * 10_000) / 100,
      });
    }
    const cash = (['kr', 'us'] as const).map((region): PracticeCash => {
      const [c, r, realised] = region === 'kr' ? [account.krwCash, account.krwReserved, account.krwRealised] : [account.usdCash, account.usdReserved, account.usdRealised];
      const start = PRACTICE_START_CASH[region];
      const total = c + value[region];
      const m = (v: number) => fromMinor(region, v);
      return {
        region,
        currency: region === 'kr' ? 'KRW' : 'USD',
        start: m(start),
        cash: m(c),
        reserved: m(r),
        available: m(c - r),
        holdings_value: m(value[region]),
        total: m(total),
        realised: m(realised),
        unrealised: m(unrealised[region]),
        return_rate: Math.round(((total - start) / start) * 10_000) / 100,
      };
    });
    const openOut = await Promise.all(open.map(async (o) => this.orderOut(o, await this.name(o.region as Region, o.code))));
    return { ...this.stocks.sampleLabel, started_at: account.startedAt.toISOString(), cash, holdings, open_orders: openOut, fill_rules: [...PRACTICE_FILL_RULES] };
  }

  private available(account: q.AccountRow, region: Region): number {
    return region === 'kr' ? account.krwCash - account.krwReserved : account.usdCash - account.usdReserved;
  }

  private async release(tx: Parameters<Parameters<Db['transaction']>[0]>[0], order: q.OrderRow): Promise<void> {
    if (order.side === 'buy') await q.changeCash(tx, order.memberId, order.region as Region, { reserved: -order.reserved });
    else await q.changeHolding(tx, order.memberId, order.region as Region, order.code, { reservedQty: -order.qty });
  }

  /** The last final close in minor units, or null when the code has no bar in the last two weeks. */
  private async lastClose(code: string, region: Region): Promise<number | null> {
    const last = await this.lastBar(code, region);
    return last ? toMinor(region, last.close) : null;
  }

  private async lastBar(code: string, region: Region): Promise<Bar | null> {
    const to = lastFinalDay(region, this.now());
    const bars = await this.stocks.dailyBarsOf(code, addDays(to, -14), to);
    return bars.at(-1) ?? null;
  }

  private limitMinor(region: Region, price: number): number {
    const minor = price * SCALE[region];
    if (Math.abs(minor - Math.round(minor)) > 1e-6) throw new AppError('PRACTICE_LIMIT_TICK');
    return Math.round(minor);
  }

  private async name(region: Region, code: string): Promise<string> {
    try {
      return (await this.stocks.company(region, code)).nameKo;
    } catch {
      return code;
    }
  }

  private orderOut(o: q.OrderRow, name: string): PracticeOrder {
    const region = o.region as Region;
    const m = (v: number | null) => (v === null ? null : fromMinor(region, v));
    return {
      id: o.id,
      region,
      code: o.code,
      name_ko: name,
      side: o.side as 'buy' | 'sell',
      kind: o.kind as 'market' | 'limit',
      qty: o.qty,
      limit_price: m(o.limitPrice),
      status: o.status as PracticeOrder['status'],
      status_label: STATUS_LABEL[o.status as keyof typeof STATUS_LABEL],
      placed_at: o.placedAt.toISOString(),
      trade_from: o.tradeFrom,
      filled_on: o.filledOn,
      fill_price: m(o.fillPrice),
      amount: m(o.amount),
      fee: m(o.fee),
      tax: m(o.tax),
      realised: m(o.realised),
    };
  }
}
