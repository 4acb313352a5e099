import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementLines, settlementStatements, teachers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** A confirmed statement is locked in the database itself: no write path can edit it, only add corrections. */
let t: TestContext;
let statementId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [teacher] = await db.select({ sn: teachers.teacherSn }).from(teachers).limit(1);
  const [s] = await db
    .insert(settlementStatements)
    .values({ teacherSn: teacher!.sn, month: '2026-11', payeeType: 'individual', taxableWon: 314_312, incomeTaxWon: 9_420, localTaxWon: 940, payableWon: 303_952 })
    .returning({ id: settlementStatements.statementId });
  statementId = s!.id;
  await db.insert(settlementLines).values({ statementId, kind: 'sale', courseSn: null, won: 314_312, note: '판매' });
});
afterAll(() => t.close());

const rejects = (p: PromiseLike<unknown>) => expect(Promise.resolve(p)).rejects.toThrow();

describe('statement lock', () => {
  it('lets a draft be recomputed', async () => {
    const db = t.database.db;
    await db.update(settlementLines).set({ won: 314_000 }).where(eq(settlementLines.statementId, statementId));
    await db.update(settlementLines).set({ won: 314_312 }).where(eq(settlementLines.statementId, statementId));
  });

  it('refuses edits after confirmation and accepts only corrections, then paid', async () => {
    const db = t.database.db;
    await db.update(settlementStatements).set({ status: 'confirmed', confirmedAt: new Date() }).where(eq(settlementStatements.statementId, statementId));
    await rejects(db.update(settlementStatements).set({ payableWon: 1 }).where(eq(settlementStatements.statementId, statementId)));
    await rejects(db.update(settlementStatements).set({ status: 'draft' }).where(eq(settlementStatements.statementId, statementId)));
    await rejects(db.delete(settlementStatements).where(eq(settlementStatements.statementId, statementId)));
    await rejects(db.update(settlementLines).set({ won: 1 }).where(eq(settlementLines.statementId, statementId)));
    await rejects(db.delete(settlementLines).where(eq(settlementLines.statementId, statementId)));
    await rejects(db.insert(settlementLines).values({ statementId, kind: 'sale', won: 1, note: '추가 판매' }));
    await db.insert(settlementLines).values({ statementId, kind: 'correction', won: -1_000, note: '정정' });
    await db.update(settlementStatements).set({ status: 'paid', paidAt: new Date(), paidBy: 1 }).where(eq(settlementStatements.statementId, statementId));
    await rejects(db.update(settlementStatements).set({ paidAt: null }).where(eq(settlementStatements.statementId, statementId)));
    const sum = await db.execute<{ won: string }>(sql`select sum(won)::text as won from settlement_lines where statement_id = ${statementId}`);
    expect(sum.rows[0]!.won).toBe('313312');
    const [row] = await db.select({ payable: settlementStatements.payableWon, status: settlementStatements.status }).from(settlementStatements).where(eq(settlementStatements.statementId, statementId));
    expect(row).toEqual({ payable: 303_952, status: 'paid' });
  });

  it('keeps one statement per teacher and month', async () => {
    const db = t.database.db;
    const [s] = await db.select({ teacherSn: settlementStatements.teacherSn }).from(settlementStatements).where(eq(settlementStatements.statementId, statementId));
    await rejects(db.insert(settlementStatements).values({ teacherSn: s!.teacherSn, month: '2026-11', payeeType: 'business', taxableWon: 0, incomeTaxWon: 0, localTaxWon: 0, payableWon: 0 }));
  });
});
