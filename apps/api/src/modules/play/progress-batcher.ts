import type { Pool } from 'pg';
import { saveProgressBatch, type ProgressSave, type SavedProgress } from './play.queries.ts';

/**
 * Group commit for progress saves. Every save is durable before it is acknowledged; so that
 * each one does not wait for its own WAL flush, saves that arrive while a batch is being
 * written queue up and go together in the next statement and commit. One batch at a time:
 * multi-row updates running side by side could lock rows in opposite orders and deadlock.
 * At low load a save goes alone at once (no added delay); under load batches grow.
 */
export class ProgressBatcher {
  private queue: { save: ProgressSave; resolve: (r: SavedProgress) => void; reject: (e: unknown) => void }[] = [];
  private busy = false;

  constructor(
    private readonly pool: Pool,
    private readonly rules: { completeRatio: number; creditSpeed: number; creditSlack: number },
    private readonly maxBatch = 200,
    /** Before each batch: what the saves are bounded by is written first (the served segments, decision 110); undefined when nothing is owed. */
    private readonly beforeBatch: () => Promise<void> | undefined = () => undefined,
  ) {}

  save(save: ProgressSave): Promise<SavedProgress> {
    return new Promise((resolve, reject) => {
      this.queue.push({ save, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    if (this.busy || this.queue.length === 0) return;
    // One save per member and lecture in a batch (an UPDATE … FROM touches a row once); later ones wait.
    const batch: typeof this.queue = [];
    const keys = new Set<string>();
    const rest: typeof this.queue = [];
    for (const item of this.queue) {
      const key = `${item.save.memberId}:${item.save.lcNo}`;
      if (batch.length < this.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(item);
      } else rest.push(item);
    }
    this.queue = rest;
    this.busy = true;
    const write = () =>
      saveProgressBatch(
        this.pool,
        batch.map((b) => b.save),
        this.rules,
      );
    const owed = this.beforeBatch();
    (owed ? owed.then(write) : write())
      .then(
        (results) => batch.forEach((b, i) => b.resolve(results[i])),
        (err: unknown) => batch.forEach((b) => b.reject(err)),
      )
      .finally(() => {
        this.busy = false;
        this.pump();
      });
  }
}
