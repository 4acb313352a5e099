import type { BalanceResponse } from '@school/contracts';
import type { Conn, Db } from '../../../db/client.ts';
import type { LedgerActor, LedgerSource } from '../../../db/ledger.ts';
import { AppError } from '../../../http/app-error.ts';
import { changeBalance, consumeGrants, expiringSoon, insertLedger, lapsedGrants, ledgerPage, pointBalance, takeLapsedGrant, takePointUses, type PointReason } from './points.queries.ts';

/** Granted points expire this many days after the grant unless a grant says otherwise (decision 022). */
export const POINT_VALID_DAYS = 365;

/**
 * Points (docs/decisions/022): whole won, never negative, every change a ledger row in
 * the same transaction. Other modules grant points through `grant` (events, benefits).
 */
export class PointsService {
  constructor(private readonly db: Db) {}

  balance(memberId: number, db: Conn = this.db): Promise<number> {
    return pointBalance(db, memberId);
  }

  /** Adds new points (events, benefits); `validDays` null = no expiry. Returns use `giveBack`. */
  async grant(
    tx: Conn,
    input: {
      memberId: number;
      amount: number;
      reason: PointReason;
      description: string;
      orderSn?: number | null;
      validDays?: number | null;
      /** What the grant came from in the ledger (a contest, an event); who moved it (the member taking part, an operator). */
      source: LedgerSource;
      actor: LedgerActor;
    },
  ): Promise<void> {
    if (input.amount <= 0) return;
    const after = await changeBalance(tx, input.memberId, input.amount);
    const days = input.validDays === undefined ? POINT_VALID_DAYS : input.validDays;
    await insertLedger(tx, {
      memberId: input.memberId,
      delta: input.amount,
      balanceAfter: after!,
      reason: input.reason,
      description: input.description,
      orderSn: input.orderSn ?? null,
      expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000),
      source: input.source,
      actor: input.actor,
    });
  }

  /**
   * Gives an order's points back (cancelled order, refund) inside the caller's transaction, as the
   * grants they were spent from: each part keeps its grant's own expiry, and a part whose grant has
   * expired meanwhile is written off at once (decision 080). A partial return gives back the
   * latest-expiring parts first. Points spent before grants were tracked per order expire 365 days
   * after the order, the latest any grant they came from could have lasted.
   */
  async giveBack(
    tx: Conn,
    input: { memberId: number; orderSn: number; orderedAt: Date; amount: number; reason: 'refund' | 'order_cancel'; description: string; actor: LedgerActor },
    now = new Date(),
  ): Promise<void> {
    if (input.amount <= 0) return;
    const uses = await takePointUses(tx, input.orderSn);
    const parts: { amount: number; expiresAt: Date | null }[] = [];
    let left = input.amount;
    for (const u of uses) {
      if (left <= 0) break;
      const take = Math.min(u.amount, left);
      parts.push({ amount: take, expiresAt: u.expiresAt ? new Date(u.expiresAt) : null });
      left -= take;
    }
    if (left > 0) parts.push({ amount: left, expiresAt: new Date(input.orderedAt.getTime() + POINT_VALID_DAYS * 86_400_000) });
    for (const part of parts) {
      const after = await changeBalance(tx, input.memberId, part.amount);
      const live = part.expiresAt === null || part.expiresAt > now;
      await insertLedger(tx, {
        memberId: input.memberId,
        delta: part.amount,
        balanceAfter: after!,
        reason: input.reason,
        description: input.description,
        orderSn: input.orderSn,
        expiresAt: part.expiresAt,
        remaining: live && part.expiresAt ? part.amount : 0,
        source: { type: 'order', id: input.orderSn },
        actor: input.actor,
      });
      if (live) continue;
      const written = await changeBalance(tx, input.memberId, -part.amount);
      await insertLedger(tx, { memberId: input.memberId, delta: -part.amount, balanceAfter: written!, reason: 'expire', description: '유효기간이 지난 포인트라 돌려받는 즉시 소멸', orderSn: input.orderSn, source: { type: 'order', id: input.orderSn }, actor: { type: 'system' } });
    }
  }

  /** Spends inside the caller's transaction; 4041 when the balance is too small (nothing changes). */
  async spend(tx: Conn, input: { memberId: number; amount: number; description: string; orderSn: number }): Promise<void> {
    if (input.amount <= 0) return;
    const after = await changeBalance(tx, input.memberId, -input.amount);
    if (after === null) throw new AppError('POINTS_INSUFFICIENT');
    await consumeGrants(tx, input.memberId, input.amount, input.orderSn);
    await insertLedger(tx, { memberId: input.memberId, delta: -input.amount, balanceAfter: after, reason: 'order', description: input.description, orderSn: input.orderSn, source: { type: 'order', id: input.orderSn }, actor: { type: 'member' } });
  }

  async view(memberId: number, page: number, size: number): Promise<BalanceResponse> {
    const [balance, ledger, soon] = await Promise.all([pointBalance(this.db, memberId), ledgerPage(this.db, memberId, page, size), expiringSoon(this.db, memberId, 30)]);
    return {
      balance,
      expiring_soon: soon.amount,
      next_expiry: soon.first?.toISOString() ?? null,
      ledger: ledger.rows.map((r) => ({
        delta: r.delta,
        balance_after: r.balanceAfter,
        reason: r.reason as PointReason,
        description: r.description,
        order_id: r.orderId,
        expires_at: r.expiresAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      })),
      total: ledger.total,
      page,
      size,
    };
  }

  /** Writes off the unspent part of lapsed grants (safe from several processes at once). */
  async expire(limit = 500): Promise<number> {
    let n = 0;
    for (const g of await lapsedGrants(this.db, limit)) {
      await this.db.transaction(async (tx) => {
        const left = await takeLapsedGrant(tx, g.id);
        if (left <= 0) return;
        // The balance can be lower than the grant's rest only if something bypassed the ledger; never go below 0.
        const balance = await pointBalance(tx, g.memberId);
        const amount = Math.min(left, balance);
        if (amount <= 0) return;
        const after = await changeBalance(tx, g.memberId, -amount);
        await insertLedger(tx, { memberId: g.memberId, delta: -amount, balanceAfter: after!, reason: 'expire', description: '유효기간 만료로 소멸', source: { type: 'points', id: g.id }, actor: { type: 'system' } });
        n += 1;
      });
    }
    return n;
  }
}
