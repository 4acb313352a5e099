/**
 * The (order, lecture) pairs this process has already recorded as delivered, so a second playlist or
 * a segment of the same lecture costs a set look-up, not a write. Bounded: past `max` keys the oldest
 * are forgotten, which only means one more idempotent insert. Another process keeps its own set;
 * the table's primary key makes their inserts agree.
 */
export class DeliveredSet {
  private readonly keys = new Set<string>();

  constructor(private readonly max = 100_000) {}

  /** The orders of this lecture not yet known to be recorded. */
  missing(lcNo: number, orderSns: readonly number[]): number[] {
    return orderSns.filter((o) => !this.keys.has(`${o}:${lcNo}`));
  }

  remember(lcNo: number, orderSns: readonly number[]): void {
    for (const o of orderSns) {
      const key = `${o}:${lcNo}`;
      this.keys.delete(key);
      this.keys.add(key);
      if (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value!);
    }
  }
}
