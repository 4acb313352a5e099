import type { PurchaseLine } from '../course/course.access.ts';

/**
 * The (purchase line, lecture) pairs this process has already recorded as delivered, so a second playlist or key of
 * the same lecture costs a set look-up, not a write. Bounded: past `max` keys the oldest are forgotten, which only
 * means one more idempotent insert. Another process keeps its own set; the table's unique keys make their inserts
 * agree.
 */
export class DeliveredSet {
  private readonly keys = new Set<string>();

  constructor(private readonly max = 100_000) {}

  private static key(line: PurchaseLine, lcNo: number): string {
    return `${line.kind}${line.sn}:${lcNo}`;
  }

  /** The lines of this lecture not yet known to be recorded. */
  missing(lcNo: number, lines: readonly PurchaseLine[]): PurchaseLine[] {
    return lines.filter((l) => !this.keys.has(DeliveredSet.key(l, lcNo)));
  }

  remember(lcNo: number, lines: readonly PurchaseLine[]): void {
    for (const l of lines) {
      const key = DeliveredSet.key(l, lcNo);
      this.keys.delete(key);
      this.keys.add(key);
      if (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value!);
    }
  }
}
