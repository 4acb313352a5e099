import type { Conn } from '../../db/client.ts';

/** What an event gives: points (whole won) or a coupon, named by its code in commerce. */
export type EventBenefit = { kind: 'points'; amount: number } | { kind: 'coupon'; couponCode: string };

/**
 * Grants a benefit inside the participation's transaction, so taking part and receiving the
 * benefit happen together or not at all. Commerce implements it (coupons and points); until
 * its branch is merged, composition.ts hands in `pendingBenefits`, which only records the grant
 * (docs/decisions/030).
 */
export interface BenefitGranter {
  /** 'applied' once commerce booked it; 'pending' when only recorded. */
  grant(tx: Conn, input: { memberId: number; benefit: EventBenefit; description: string }): Promise<'applied' | 'pending'>;
}

export const pendingBenefits: BenefitGranter = { grant: () => Promise.resolve('pending') };

export function benefitOf(kind: string | null, value: string | null): EventBenefit | null {
  if (kind === 'points' && value && /^\d{1,9}$/.test(value) && Number(value) > 0) return { kind: 'points', amount: Number(value) };
  if (kind === 'coupon' && value) return { kind: 'coupon', couponCode: value };
  return null;
}

/** The part of commerce's PointsService (branch `commerce`) that events use; typed here so no import is needed. */
export interface PointsGranter {
  grant(tx: Conn, input: { memberId: number; amount: number; reason: 'event'; description: string }): Promise<void>;
}

/**
 * The commerce-backed granter for composition.ts once commerce is merged:
 * `new EventService(db, commerceBenefits(commerce.points))`. Points are booked in the participation's
 * transaction; coupons stay 'pending' until commerce offers "issue this coupon inside tx" (decision 030).
 */
export function commerceBenefits(points: PointsGranter): BenefitGranter {
  return {
    grant: async (tx, { memberId, benefit, description }) => {
      if (benefit.kind !== 'points') return 'pending';
      await points.grant(tx, { memberId, amount: benefit.amount, reason: 'event', description });
      return 'applied';
    },
  };
}
