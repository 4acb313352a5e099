import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { ProgressBatcher } from './progress-batcher.ts';

const RULES = { completeRatio: 0.9, creditSpeed: 2, creditSlack: 30 };

/** A stand-in for the progress pool: each statement waits until `finish` is called, and answers every row saved. */
function fakePool() {
  const statements: { members: number[]; lectures: number[]; finish: () => void }[] = [];
  const pool = {
    query: ({ values }: { values: unknown[] }) =>
      new Promise((resolve) => {
        const members = values[0] as number[];
        const lectures = values[1] as number[];
        const seconds = values[3] as number[];
        const rows = members.map((m, i) => ({ member_id: String(m), lc_no: lectures[i], position: seconds[i], max_second: seconds[i], completed_at: null }));
        statements.push({ members, lectures, finish: () => resolve({ rows }) });
      }),
  };
  return { pool: pool as unknown as Pool, statements };
}

const save = (memberId: number, second: number) => ({ memberId, sessionId: 's', lcNo: 7, player: 'p', second });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('progress saves in batches', () => {
  it('a lone save is written at once; saves arriving meanwhile go together in the next statement', async () => {
    const { pool, statements } = fakePool();
    const batcher = new ProgressBatcher(pool, RULES);
    const first = batcher.save(save(1, 10));
    expect(statements).toHaveLength(1);
    const waiting = [batcher.save(save(2, 20)), batcher.save(save(3, 30))];
    // One batch at a time (decision 079: side-by-side batches were slower).
    expect(statements).toHaveLength(1);
    statements[0]!.finish();
    expect((await first)?.position).toBe(10);
    await tick();
    expect(statements.map((s) => s.members)).toEqual([[1], [2, 3]]);
    statements[1]!.finish();
    expect((await Promise.all(waiting)).map((r) => r?.position)).toEqual([20, 30]);
  });

  it('writes a member and lecture once per batch: a second save of it waits for the next one', async () => {
    const { pool, statements } = fakePool();
    const batcher = new ProgressBatcher(pool, RULES);
    const a = batcher.save(save(9, 1));
    const b = batcher.save(save(1, 10));
    const c = batcher.save(save(1, 11));
    const d = batcher.save(save(2, 20));
    statements[0]!.finish();
    await a;
    await tick();
    expect(statements.map((s) => s.members)).toEqual([[9], [1, 2]]);
    statements[1]!.finish();
    await Promise.all([b, d]);
    await tick();
    expect(statements.map((s) => s.members)).toEqual([[9], [1, 2], [1]]);
    statements[2]!.finish();
    expect((await c)?.position).toBe(11);
  });
});
