import type { Conn } from '../../db/client.ts';

/** What an event gives: points (whole won) or a coupon, named by its code in commerce. */
export type EventBenefit = { kind: 'points'; amount: number } | { kind: 'coupon'; couponCode: string };

/**
 * Grants a benefit inside the participation's transaction, so taking part and receiving the
 * benefit happen together or not at all. Commerce implements it (coupons and points, below; docs/decisions/030).
 */
export interface BenefitGranter {
  /** 'applied' once commerce booked it; 'pending' when only recorded. */
  grant(tx: Conn, input: { memberId: number; eventSn: number; benefit: EventBenefit; description: string }): Promise<'applied' | 'pending'>;
}

export function benefitOf(kind: string | null, value: string | null): EventBenefit | null {
  if (kind === 'points' && value && /^\d{1,9}$/.test(value) && Number(value) > 0) return { kind: 'points', amount: Number(value) };
  if (kind === 'coupon' && value) return { kind: 'coupon', couponCode: value };
  return null;
}

/** The parts of commerce's services that events use (handed in by events.module.ts). */
export interface CommerceGrants {
  points: {
    grant(tx: Conn, input: { memberId: number; amount: number; reason: 'event'; description: string; source: { type: 'event'; id: number }; actor: { type: 'member' } }): Promise<void>;
  };
  coupons: { issueByCode(tx: Conn, memberId: number, code: string): Promise<number> };
}

/**
 * The commerce-backed granter: points are booked and coupons issued in the participation's
 * transaction, so a failed grant (an exhausted coupon, say) leaves no participation behind.
 */
export function commerceBenefits({ points, coupons }: CommerceGrants): BenefitGranter {
  return {
    grant: async (tx, { memberId, eventSn, benefit, description }) => {
      // The member's taking part moves the points; the event is what they came from.
      if (benefit.kind === 'points') await points.grant(tx, { memberId, amount: benefit.amount, reason: 'event', description, source: { type: 'event', id: eventSn }, actor: { type: 'member' } });
      else await coupons.issueByCode(tx, memberId, benefit.couponCode);
      return 'applied';
    },
  };
}
