import type { Conn } from './client.ts';
import { ledgerEntries } from './schema/index.ts';

export type LedgerKind =
  | 'order_payment'
  | 'charge_payment'
  | 'order_refund'
  | 'charge_refund'
  | 'payment_reversal'
  | 'coupon_use'
  | 'points_earned'
  | 'points_granted'
  | 'points_spent'
  | 'points_returned'
  | 'points_expired'
  | 'contest_prize'
  | 'settlement_payout';

export type LedgerSource = { type: 'order' | 'charge' | 'coupon' | 'contest' | 'event' | 'points' | 'settlement'; id: number | string };

/** Who moved it: the member themself, an operator of the console, or the system (a job, a rule, a renewal). */
export type LedgerActor = { type: 'member' } | { type: 'system' } | { type: 'operator'; id: number };

export interface LedgerEntry {
  memberId: number;
  kind: LedgerKind;
  source: LedgerSource;
  /** Cash into the school: + a payment, − a refund. */
  won?: number;
  /** The member's point balance change. */
  points?: number;
  /** Won a coupon took off the price. */
  discount?: number;
  actor: LedgerActor;
  reason: string;
}

/**
 * Appends one row to the ledger (decision 103). Call it inside the transaction that moves the money or the points, so
 * both commit together or not at all. A charge's payment and a line's refund are once only (a unique key refuses a
 * second).
 */
export async function appendLedger(db: Conn, e: LedgerEntry): Promise<void> {
  if (!e.won && !e.points && !e.discount) return;
  await db.insert(ledgerEntries).values({
    memberId: e.memberId,
    kind: e.kind,
    sourceType: e.source.type,
    sourceId: String(e.source.id),
    won: e.won ?? 0,
    points: e.points ?? 0,
    discount: e.discount ?? 0,
    actorType: e.actor.type,
    actorId: e.actor.type === 'operator' ? e.actor.id : null,
    reason: e.reason.slice(0, 200),
  });
}
