import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WarmUp } from './warm-up.ts';

const quiet = { warn: () => undefined };
let server: Server | null = null;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** A stand-in for the API: a course list of two courses, every other address a page; records what was asked. */
async function fakeApi(asked: string[]): Promise<string> {
  server = createServer((req, res) => {
    asked.push(`${req.url} ${req.headers['accept-encoding']?.includes('br') ? 'br' : 'plain'}`);
    const list = req.url?.startsWith('/api/course/list');
    res.end(list ? JSON.stringify({ code: '0000', data: { list: [{ course_sn: 22 }, { course_sn: 23 }] } }) : '<html></html>');
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('warm-up before readiness', () => {
  it('keeps /readyz failing until the pages, the hot reads and the first page of course pages were asked, plain and compressed', async () => {
    const asked: string[] = [];
    const base = await fakeApi(asked);
    // A budget no machine reaches: the count below is of rounds, not of what a loaded machine fits in 5 s (a full
    // run at load 11 fitted 5 of the 9 asks).
    const warm = new WarmUp(3, 120_000);
    await expect(warm.check.check()).rejects.toThrow('warming up');
    await warm.run(base, quiet);
    await expect(warm.check.check()).resolves.toBeUndefined();
    for (const path of ['/', '/course', '/course/22', '/course/23', '/api/comm/menu']) {
      expect(asked).toContain(`${path} plain`);
      expect(asked).toContain(`${path} br`);
    }
    expect(asked.filter((a) => a === '/course/22 br').length).toBe(1 + 2 * 4);
  });

  it('stops at its time budget and says ready', async () => {
    const asked: string[] = [];
    const base = await fakeApi(asked);
    const warm = new WarmUp(100_000, 1000);
    await warm.run(base, quiet);
    await expect(warm.check.check()).resolves.toBeUndefined();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(100_000);
  });

  it('says ready even when the warm-up cannot reach the process', async () => {
    const warm = new WarmUp();
    const warnings: string[] = [];
    await warm.run('http://127.0.0.1:1', { warn: (m) => warnings.push(m) });
    await expect(warm.check.check()).resolves.toBeUndefined();
    expect(warnings[0]).toMatch(/^warm-up stopped early/);
  });
});
