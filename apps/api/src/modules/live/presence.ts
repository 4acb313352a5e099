import type { Db } from '../../db/client.ts';
import * as q from './live.queries.ts';

/**
 * The open chat connections of this process as attendance rows (decision 129): a row is opened when a socket is
 * admitted and closed when it goes; while any is open, one statement every 30 s moves their `seen_at`, so the rows
 * of a process that died stop at its last heartbeat instead of running on. Not a scheduled job (it is this
 * process's own state), so the timer runs only while this process holds a connection and never keeps it alive.
 */
export class Presence {
  private readonly open = new Set<number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly everyMs = 30_000,
  ) {}

  async join(a: { classId: number; memberId: number | null; moderator: boolean }): Promise<number> {
    const id = await q.openAttendance(this.db, a);
    this.open.add(id);
    this.timer ??= setInterval(() => void this.beat().catch(() => undefined), this.everyMs).unref();
    return id;
  }

  async leave(id: number): Promise<void> {
    this.open.delete(id);
    if (this.open.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    await q.closeAttendance(this.db, id);
  }

  beat(): Promise<void> {
    return q.touchAttendance(this.db, [...this.open]);
  }
}
