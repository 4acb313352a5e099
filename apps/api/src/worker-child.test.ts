import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadsBesideApi } from './modules/admin-videos/transcode.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { startWorkerChild } from './worker-child.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** This process's children whose command line mentions `needle` (Linux /proc). */
function childrenRunning(needle: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === process.pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

// Issue 32: the worker an API process starts shares its cores, and yields them.
describe('the transcoding worker beside the API', () => {
  it('runs at a lower priority, with ffmpeg on one core fewer than the machine has and yielding to a busy machine', async () => {
    const stop = startWorkerChild(t.database.url, { info: () => {}, warn: () => {} });
    try {
      const [pid] = childrenRunning('worker.');
      expect(pid).toBeDefined();
      const nice = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      expect(nice).toBe(10);
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      expect(env).toContain(`TRANSCODE_THREADS=${threadsBesideApi()}`);
      expect(env).toContain('TRANSCODE_YIELD=true');
    } finally {
      await stop();
    }
    expect(childrenRunning('worker.')).toEqual([]);
  });
});
