import type { Pool } from 'pg';
import { saveProgressBatch, type ProgressSave, type SavedProgress } from './play.queries.ts';

type Item = { save: ProgressSave; resolve: (r: SavedProgress) => void; reject: (e: unknown) => void };

const keyOf = (save: ProgressSave) => `${save.memberId}:${save.lcNo}`;

/**
 * Group commit for progress saves. Every save is durable before it is acknowledged; so that
 * each one does not wait for its own WAL flush, saves that arrive while batches are being
 * written queue up and go together in the next statement and commit. At low load a save goes
 * alone at once (no added delay); under load batches grow.
 *
 * A few batches are written side by side (`maxInFlight`, on the progress pool's own connections), so
 * one batch's statement runs while another waits for its WAL flush, and PostgreSQL flushes their commits
 * together. Batches in flight never share a member and lecture: each row is locked by one of them at most,
 * so multi-row updates running side by side cannot lock rows in opposite orders and deadlock.
 */
export class ProgressBatcher {
  private queue: Item[] = [];
  /** Member and lecture of every save being written. */
  private readonly writing = new Set<string>();
  private inFlight = 0;

  constructor(
    private readonly pool: Pool,
    private readonly rules: { completeRatio: number; creditSpeed: number; creditSlack: number },
    private readonly maxBatch = 200,
    private readonly maxInFlight = 3,
  ) {}

  save(save: ProgressSave): Promise<SavedProgress> {
    return new Promise((resolve, reject) => {
      this.queue.push({ save, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.write(batch);
    }
  }

  /** One save per member and lecture, none of them being written already (an UPDATE … FROM touches a row once); later ones wait. */
  private takeBatch(): Item[] {
    const batch: Item[] = [];
    const rest: Item[] = [];
    const keys = new Set<string>();
    for (const item of this.queue) {
      const key = keyOf(item.save);
      if (batch.length < this.maxBatch && !keys.has(key) && !this.writing.has(key)) {
        keys.add(key);
        batch.push(item);
      } else rest.push(item);
    }
    this.queue = rest;
    return batch;
  }

  private write(batch: Item[]) {
    const keys = batch.map((b) => keyOf(b.save));
    for (const key of keys) this.writing.add(key);
    this.inFlight++;
    saveProgressBatch(
      this.pool,
      batch.map((b) => b.save),
      this.rules,
    )
      .then(
        (results) => batch.forEach((b, i) => b.resolve(results[i])),
        (err: unknown) => batch.forEach((b) => b.reject(err)),
      )
      .finally(() => {
        for (const key of keys) this.writing.delete(key);
        this.inFlight--;
        this.pump();
      });
  }
}
