import { PRACTICE_START_CASH } from '@school/contracts';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, lectures, lecturePracticeTasks, lectureStocks, members, practiceAccounts, practiceContestEntries, practiceContests, practiceHoldings, practiceOrders } from '../../db/schema/index.ts';
import type { Region } from './practice.rules.ts';

// ---------------------------------------------------------------- accounts

export type AccountRow = typeof practiceAccounts.$inferSelect;
export type OrderRow = typeof practiceOrders.$inferSelect;
export type HoldingRow = typeof practiceHoldings.$inferSelect;

export async function ensureAccount(db: Conn, memberId: number): Promise<void> {
  await db.insert(practiceAccounts).values({ memberId, krwCash: PRACTICE_START_CASH.kr, usdCash: PRACTICE_START_CASH.us }).onConflictDoNothing();
}

/** The account row, locked until the transaction ends: every change to a member's practice money starts here. */
export async function lockAccount(tx: Conn, memberId: number): Promise<AccountRow> {
  await ensureAccount(tx, memberId);
  const [row] = await tx.select().from(practiceAccounts).where(eq(practiceAccounts.memberId, memberId)).for('update');
  return row!;
}

export async function readAccount(db: Conn, memberId: number): Promise<AccountRow> {
  await ensureAccount(db, memberId);
  const [row] = await db.select().from(practiceAccounts).where(eq(practiceAccounts.memberId, memberId));
  return row!;
}

/** Adds deltas to one region's cash, reserved and realised columns. */
export async function changeCash(tx: Conn, memberId: number, region: Region, d: { cash?: number; reserved?: number; realised?: number }): Promise<void> {
  const cols = region === 'kr' ? { cash: practiceAccounts.krwCash, reserved: practiceAccounts.krwReserved, realised: practiceAccounts.krwRealised } : { cash: practiceAccounts.usdCash, reserved: practiceAccounts.usdReserved, realised: practiceAccounts.usdRealised };
  const set = region === 'kr'
    ? { krwCash: sql`${cols.cash} + ${d.cash ?? 0}`, krwReserved: sql`${cols.reserved} + ${d.reserved ?? 0}`, krwRealised: sql`${cols.realised} + ${d.realised ?? 0}` }
    : { usdCash: sql`${cols.cash} + ${d.cash ?? 0}`, usdReserved: sql`${cols.reserved} + ${d.reserved ?? 0}`, usdRealised: sql`${cols.realised} + ${d.realised ?? 0}` };
  await tx.update(practiceAccounts).set(set).where(eq(practiceAccounts.memberId, memberId));
}

export async function resetAccount(tx: Conn, memberId: number): Promise<void> {
  await tx.delete(practiceOrders).where(eq(practiceOrders.memberId, memberId));
  await tx.delete(practiceHoldings).where(eq(practiceHoldings.memberId, memberId));
  await tx
    .update(practiceAccounts)
    .set({ krwCash: PRACTICE_START_CASH.kr, krwReserved: 0, krwRealised: 0, usdCash: PRACTICE_START_CASH.us, usdReserved: 0, usdRealised: 0, startedAt: new Date() })
    .where(eq(practiceAccounts.memberId, memberId));
}

// ---------------------------------------------------------------- holdings

export function holdings(db: Conn, memberId: number) {
  return db.select().from(practiceHoldings).where(eq(practiceHoldings.memberId, memberId)).orderBy(asc(practiceHoldings.region), asc(practiceHoldings.code));
}

export async function holding(tx: Conn, memberId: number, region: Region, code: string): Promise<HoldingRow | undefined> {
  const [row] = await tx.select().from(practiceHoldings).where(and(eq(practiceHoldings.memberId, memberId), eq(practiceHoldings.region, region), eq(practiceHoldings.code, code)));
  return row;
}

export async function changeHolding(tx: Conn, memberId: number, region: Region, code: string, d: { qty?: number; reservedQty?: number; cost?: number }): Promise<void> {
  const where = and(eq(practiceHoldings.memberId, memberId), eq(practiceHoldings.region, region), eq(practiceHoldings.code, code));
  // An update first: the table's check is applied to an insert's proposed row even when it ends in an update.
  const updated = await tx
    .update(practiceHoldings)
    .set({ qty: sql`${practiceHoldings.qty} + ${d.qty ?? 0}`, reservedQty: sql`${practiceHoldings.reservedQty} + ${d.reservedQty ?? 0}`, cost: sql`${practiceHoldings.cost} + ${d.cost ?? 0}` })
    .where(where)
    .returning({ qty: practiceHoldings.qty });
  if (!updated.length) await tx.insert(practiceHoldings).values({ memberId, region, code, qty: d.qty ?? 0, reservedQty: d.reservedQty ?? 0, cost: d.cost ?? 0 });
  else if (updated[0]!.qty === 0) await tx.delete(practiceHoldings).where(where);
}

// ---------------------------------------------------------------- orders

export async function insertOrder(tx: Conn, row: typeof practiceOrders.$inferInsert): Promise<OrderRow> {
  const [out] = await tx.insert(practiceOrders).values(row).returning();
  return out!;
}

export async function countOpen(tx: Conn, memberId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(practiceOrders).where(and(eq(practiceOrders.memberId, memberId), eq(practiceOrders.status, 'open')));
  return row?.n ?? 0;
}

export async function findOrder(tx: Conn, memberId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(practiceOrders).where(and(eq(practiceOrders.id, id), eq(practiceOrders.memberId, memberId)));
  return row;
}

export async function updateOrder(tx: Conn, id: number, set: Partial<typeof practiceOrders.$inferInsert>): Promise<OrderRow> {
  const [row] = await tx.update(practiceOrders).set(set).where(eq(practiceOrders.id, id)).returning();
  return row!;
}

/** Open orders, of one member or of everyone (the job), oldest first. */
export function openOrders(db: Conn, memberId: number | null) {
  const open = eq(practiceOrders.status, 'open');
  return db.select().from(practiceOrders).where(memberId === null ? open : and(open, eq(practiceOrders.memberId, memberId))).orderBy(asc(practiceOrders.id));
}

export function orderPage(db: Conn, memberId: number, page: number, size: number) {
  return db.select().from(practiceOrders).where(eq(practiceOrders.memberId, memberId)).orderBy(desc(practiceOrders.id)).limit(size).offset((page - 1) * size);
}

export async function countOrders(db: Conn, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(practiceOrders).where(eq(practiceOrders.memberId, memberId));
  return row?.n ?? 0;
}

export async function hasFilledBuy(db: Conn, memberId: number, region: Region, code: string | null): Promise<boolean> {
  const where = [eq(practiceOrders.memberId, memberId), eq(practiceOrders.region, region), eq(practiceOrders.side, 'buy'), eq(practiceOrders.status, 'filled')];
  if (code) where.push(eq(practiceOrders.code, code));
  const [row] = await db.select({ id: practiceOrders.id }).from(practiceOrders).where(and(...where)).limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- lessons ↔ stocks

export async function lectureExists(db: Conn, lcNo: number): Promise<boolean> {
  const [row] = await db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.lcNo, lcNo));
  return row !== undefined;
}

export function lectureTickers(db: Conn, lcNo: number) {
  return db.select({ region: lectureStocks.region, code: lectureStocks.code, atSec: lectureStocks.atSec }).from(lectureStocks).where(eq(lectureStocks.lcNo, lcNo)).orderBy(asc(lectureStocks.sortOrder));
}

export async function lectureTask(db: Conn, lcNo: number) {
  const [row] = await db.select({ title: lecturePracticeTasks.title, region: lecturePracticeTasks.region, code: lecturePracticeTasks.code }).from(lecturePracticeTasks).where(eq(lecturePracticeTasks.lcNo, lcNo));
  return row;
}

export async function replaceLectureStocks(tx: Conn, lcNo: number, items: { region: Region; code: string; atSec: number | null }[], task: { title: string; region: Region; code: string | null } | null): Promise<void> {
  await tx.delete(lectureStocks).where(eq(lectureStocks.lcNo, lcNo));
  if (items.length) await tx.insert(lectureStocks).values(items.map((i, n) => ({ lcNo, ...i, sortOrder: n })));
  await tx.delete(lecturePracticeTasks).where(eq(lecturePracticeTasks.lcNo, lcNo));
  if (task) await tx.insert(lecturePracticeTasks).values({ lcNo, ...task });
}

export function lecturesOfStock(db: Conn, region: Region, code: string) {
  return db
    .select({ lcNo: lectures.lcNo, title: lectures.title, courseSn: courses.courseSn, courseTitle: courses.title, isDemo: courses.isDemo, atSec: lectureStocks.atSec })
    .from(lectureStocks)
    .innerJoin(lectures, eq(lectures.lcNo, lectureStocks.lcNo))
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(lectureStocks.region, region), eq(lectureStocks.code, code)))
    .orderBy(asc(courses.courseSn), asc(lectures.sortOrder))
    .limit(50);
}

// ---------------------------------------------------------------- contests

export type ContestRow = typeof practiceContests.$inferSelect;

export function contestList(db: Conn, since: string) {
  return db.select().from(practiceContests).where(gte(practiceContests.month, since)).orderBy(desc(practiceContests.month), asc(practiceContests.id));
}

export async function contest(db: Conn, id: number, lock = false): Promise<ContestRow | undefined> {
  const q = db.select().from(practiceContests).where(eq(practiceContests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertContest(db: Conn, row: { title: string; region: Region; month: string; pointsTop: number[]; pointsSetBy: number }): Promise<ContestRow | undefined> {
  const [out] = await db.insert(practiceContests).values(row).onConflictDoNothing().returning();
  return out;
}

/** Entries with the entrant's nickname (the only name a page shows) and role (operators win no prize). */
export function contestEntries(db: Conn, contestIds: number[]) {
  if (!contestIds.length) return Promise.resolve([]);
  return db
    .select({ contestId: practiceContestEntries.contestId, memberId: practiceContestEntries.memberId, nickname: members.nickname, role: members.role, startTotal: practiceContestEntries.startTotal, finalRate: practiceContestEntries.finalRate, finalRank: practiceContestEntries.finalRank })
    .from(practiceContestEntries)
    .innerJoin(members, eq(members.id, practiceContestEntries.memberId))
    .where(inArray(practiceContestEntries.contestId, contestIds));
}

export async function insertEntry(db: Conn, contestId: number, memberId: number, startTotal: number): Promise<void> {
  await db.insert(practiceContestEntries).values({ contestId, memberId, startTotal }).onConflictDoNothing();
}

export async function finishEntry(tx: Conn, contestId: number, memberId: number, finalRate: number, finalRank: number): Promise<void> {
  await tx.update(practiceContestEntries).set({ finalRate, finalRank }).where(and(eq(practiceContestEntries.contestId, contestId), eq(practiceContestEntries.memberId, memberId)));
}

export async function closeContestRow(tx: Conn, id: number): Promise<void> {
  await tx.update(practiceContests).set({ status: 'closed', closedAt: new Date() }).where(eq(practiceContests.id, id));
}

export async function entrant(db: Conn, memberId: number): Promise<{ nickname: string | null; role: string } | undefined> {
  const [row] = await db.select({ nickname: members.nickname, role: members.role }).from(members).where(eq(members.id, memberId));
  return row;
}

/** A reset leaves the open contests the member entered (a fresh start must not count as a return). */
export async function leaveOpenContests(tx: Conn, memberId: number): Promise<void> {
  await tx.execute(sql`delete from practice_contest_entries e using practice_contests c where e.contest_id = c.id and c.status = 'open' and e.member_id = ${memberId}`);
}

/** A region's filled orders in the order they settled (the performance chart replays them). */
export function filledOrders(db: Conn, memberId: number, region: Region) {
  return db
    .select({ code: practiceOrders.code, side: practiceOrders.side, qty: practiceOrders.qty, amount: practiceOrders.amount, fee: practiceOrders.fee, tax: practiceOrders.tax, filledOn: practiceOrders.filledOn })
    .from(practiceOrders)
    .where(and(eq(practiceOrders.memberId, memberId), eq(practiceOrders.region, region), eq(practiceOrders.status, 'filled')))
    .orderBy(asc(practiceOrders.filledOn), asc(practiceOrders.id));
}
