import type pg from 'pg';

/**
 * Every write the API acknowledged with 0000 during the run, kept by the load script, and the check
 * that each one is in the database afterwards (issue 17: nothing acknowledged may be lost).
 */
export class Ledger {
  /**
   * member:lecture → the last acknowledged save: its position and when it was sent. A member's saves are
   * sequential, so the stored row must be from that save or a later one: `saved_at` (the database's clock
   * at the save) not before the send time, and the position not behind it (positions are capped at the
   * video's length, so the time tells saves apart where the position cannot).
   */
  readonly progress = new Map<string, { memberId: number; lcNo: number; second: number; sentAt: number }>();
  /** Comment numbers acknowledged. */
  readonly comments = new Set<number>();
  /** Orders whose confirm was acknowledged, with the member coupon they used (or null). */
  readonly purchases = new Map<string, number | null>();
  /** member ids whose participation in the event was acknowledged. */
  readonly participations = new Set<number>();

  saveProgress(memberId: number, lcNo: number, second: number, sentAt: number) {
    this.progress.set(`${memberId}:${lcNo}`, { memberId, lcNo, second, sentAt });
  }

  counts() {
    const coupons = [...this.purchases.values()].filter((c) => c !== null).length;
    return { progress: this.progress.size, comments: this.comments.size, purchases: this.purchases.size, couponUses: coupons, participations: this.participations.size };
  }

  /** What is missing from the database: one line per lost write (empty when nothing was lost). */
  async lost(db: pg.Client, eventType: string): Promise<string[]> {
    const lost: string[] = [];
    const progress = await db.query<{ member_id: string; lc_no: number; position: number; duration_sec: number; saved_ms: string }>(
      'select member_id, lc_no, position, duration_sec, floor(extract(epoch from saved_at) * 1000) as saved_ms from lecture_progress',
    );
    const stored = new Map(progress.rows.map((r) => [`${r.member_id}:${r.lc_no}`, r]));
    for (const [key, p] of this.progress) {
      const row = stored.get(key);
      // One millisecond of rounding between the two clocks' readings.
      const kept = row && row.position >= Math.min(p.second, row.duration_sec) && Number(row.saved_ms) >= p.sentAt - 1;
      if (!kept) lost.push(`progress ${key}: save of ${p.second}s sent at ${new Date(p.sentAt).toISOString()}, stored ${row ? `${row.position}s saved at ${new Date(Number(row.saved_ms)).toISOString()}` : 'nothing'}`);
    }
    const comments = await db.query<{ co_sn: string }>('select co_sn from lecture_comments where co_sn = any($1)', [[...this.comments]]);
    const found = new Set(comments.rows.map((r) => Number(r.co_sn)));
    for (const co of this.comments) if (!found.has(co)) lost.push(`comment ${co}`);
    const orders = await db.query<{ order_id: string; status: string; member_coupon_id: string | null }>(
      'select order_id, status, member_coupon_id from orders where order_id = any($1)',
      [[...this.purchases.keys()]],
    );
    const byId = new Map(orders.rows.map((r) => [r.order_id, r]));
    const used = await db.query<{ id: string }>('select id from member_coupons where used_at is not null and order_sn is not null');
    const usedIds = new Set(used.rows.map((r) => Number(r.id)));
    for (const [orderId, coupon] of this.purchases) {
      const row = byId.get(orderId);
      if (!row || !['paid', 'awaiting_receipt', 'settled'].includes(row.status)) lost.push(`purchase ${orderId}: ${row?.status ?? 'no order'}`);
      if (coupon !== null && !usedIds.has(coupon)) lost.push(`coupon use ${coupon} for ${orderId}`);
    }
    const joined = await db.query<{ member_id: string }>(
      'select p.member_id from event_participations p join events e using (event_sn) where e.event_type = $1',
      [eventType],
    );
    const joinedIds = new Set(joined.rows.map((r) => Number(r.member_id)));
    for (const m of this.participations) if (!joinedIds.has(m)) lost.push(`event participation of member ${m}`);
    return lost;
  }
}
