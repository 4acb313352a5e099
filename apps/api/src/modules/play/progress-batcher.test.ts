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
  it('a lone save is written at once; saves arriving meanwhile go side by side, a few batches at a time', async () => {
    const { pool, statements } = fakePool();
    const batcher = new ProgressBatcher(pool, RULES, 200, 2);
    const first = batcher.save(save(1, 10));
    expect(statements).toHaveLength(1);
    const second = batcher.save(save(2, 20));
    expect(statements).toHaveLength(2);
    const waiting = [batcher.save(save(3, 30)), batcher.save(save(4, 40))];
    expect(statements).toHaveLength(2);
    statements[0]!.finish();
    expect((await first)?.position).toBe(10);
    await tick();
    // Both waiting saves go together in one statement.
    expect(statements).toHaveLength(3);
    expect(statements[2]!.members).toEqual([3, 4]);
    statements[1]!.finish();
    statements[2]!.finish();
    expect((await second)?.position).toBe(20);
    expect((await Promise.all(waiting)).map((r) => r?.position)).toEqual([30, 40]);
  });

  it('never writes the same member and lecture in two batches at once (no row locked by both)', async () => {
    const { pool, statements } = fakePool();
    const batcher = new ProgressBatcher(pool, RULES, 200, 3);
    const a = batcher.save(save(1, 10));
    const b = batcher.save(save(1, 11));
    const c = batcher.save(save(2, 20));
    // Member 1's second save waits for the first; member 2 goes beside it.
    expect(statements.map((s) => s.members)).toEqual([[1], [2]]);
    statements[0]!.finish();
    await a;
    await tick();
    expect(statements.map((s) => s.members)).toEqual([[1], [2], [1]]);
    statements[1]!.finish();
    statements[2]!.finish();
    expect((await b)?.position).toBe(11);
    expect((await c)?.position).toBe(20);
  });
});
