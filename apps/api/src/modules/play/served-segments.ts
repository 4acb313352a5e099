import type { FastifyBaseLogger } from 'fastify';
import type { Conn } from '../../db/client.ts';
import { addServedSeconds } from './play.queries.ts';
import type { MediaStore } from './media-store.ts';

/** How often the counts go to the database (and before every batch of progress saves). */
const FLUSH_MS = 1000;
/** A member and lecture not served for this long is forgotten here; a segment served after that counts again. */
const IDLE_MS = 6 * 3_600_000;
const SEGMENT = /^[a-z0-9]{1,16}\/([a-z0-9_-]{1,40}\.m4s)$/;

interface Watching {
  mediaKey: string;
  /** Segment file names already counted (any rendition: the same name is the same stretch of the video). */
  names: Set<string>;
  lastMs: number;
}

/**
 * What the segment server handed to each member per lecture (decision 110), for the progress credit's bound. `note`
 * runs on the hot path, in memory and synchronous: a segment counts once per member and lecture, whatever rendition
 * or stream asked. Every second the new segments' lengths are added to `lecture_served` in one statement. Counted per
 * process: a segment another process (or this one after a restart) served too counts again there.
 */
export class ServedSegments {
  private readonly watching = new Map<string, Watching>();
  private pending = new Map<string, { memberId: number; lcNo: number; mediaKey: string; names: string[] }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** Flushes written or being written and not finished. */
  private writing = 0;

  constructor(
    private readonly db: Conn,
    private readonly store: MediaStore,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A segment (`720p/seg004.m4s`) of `mediaKey` left for the member; the init segment and playlists are not time. */
  note(memberId: number, lcNo: number, mediaKey: string, file: string): void {
    const name = SEGMENT.exec(file)?.[1];
    if (!name) return;
    const key = `${memberId}:${lcNo}`;
    let w = this.watching.get(key);
    if (!w || w.mediaKey !== mediaKey) {
      w = { mediaKey, names: new Set(), lastMs: 0 };
      this.watching.set(key, w);
    }
    w.lastMs = this.now();
    if (w.names.has(name)) return;
    w.names.add(name);
    const p = this.pending.get(key);
    if (p && p.mediaKey === mediaKey) p.names.push(name);
    else this.pending.set(key, { memberId, lcNo, mediaKey, names: [name] });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** For the progress saves: a flush when anything is counted or being written, else undefined (nothing to wait for). */
  owed(): Promise<void> | undefined {
    return this.pending.size > 0 || this.writing > 0 ? this.flush() : undefined;
  }

  /** Writes what was counted since the last flush; resolves once it (and any flush under way) is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const cutoff = this.now() - IDLE_MS;
    for (const [key, w] of this.watching) if (w.lastMs < cutoff) this.watching.delete(key);
    if (batch.length === 0) return this.flushing;
    this.writing++;
    this.flushing = this.flushing.then(async () => {
      try {
        const rows: { memberId: number; lcNo: number; seconds: number }[] = [];
        for (const b of batch) {
          const lengths = await this.store.segmentLengths(b.mediaKey);
          const seconds = b.names.reduce((sum, n) => sum + (lengths?.get(n) ?? 0), 0);
          if (seconds > 0) rows.push({ memberId: b.memberId, lcNo: b.lcNo, seconds: Math.ceil(seconds) });
        }
        await addServedSeconds(this.db, rows);
      } catch (err) {
        // Lost counts only lower the bound (credit is withheld, never given): logged for the operators.
        this.log.error({ err }, 'served segment seconds not saved');
      } finally {
        this.writing--;
      }
    });
    return this.flushing;
  }

  close(): Promise<void> {
    return this.flush();
  }
}
