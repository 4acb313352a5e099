/**
 * `npm run bench -- cold` (issue 49 item 3, decision 117): a server started fresh, and as soon as /readyz answers 200,
 * two rounds of `/`, `/course` and `/course/22` (each 2 s at 32 connections, autocannon); the first round's p99
 * against the second's (goal: within 2×). `BENCH_SERVER_ROOT=<another checkout>` measures that checkout (before/after);
 * a checkout whose /readyz does not wait for its warm-up is measured from its first 200 of /readyz all the same.
 * Three starts; figures to bench/results/cold-latest.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from './load.ts';
import { loadAverage } from './viewers/proc.ts';
import { startServer } from './server.ts';

const PAGES = ['/', '/course', '/course/22'];
const STARTS = 3;

async function ready(url: string) {
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${url}/readyz`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error('/readyz did not say ready');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const starts: { firstRoundP99Ms: Record<string, number>; secondRoundP99Ms: Record<string, number>; ratio: Record<string, number>; loadAverage: number[] }[] = [];
for (let s = 0; s < STARTS; s++) {
  const server = await startServer();
  try {
    await ready(server.url);
    const rounds: Record<string, number>[] = [];
    for (let round = 0; round < 2; round++) {
      const figures: Record<string, number> = {};
      for (const page of PAGES) {
        const r = await load(server.url, { name: page, path: page }, 32, 2);
        // No answer at all within the round: its p99 is at least the round's length.
        figures[page] = r.requestsPerSec === 0 ? 2000 : r.p99Ms;
      }
      rounds.push(figures);
    }
    const ratio = Object.fromEntries(PAGES.map((p) => [p, Number((rounds[0]![p]! / Math.max(0.01, rounds[1]![p]!)).toFixed(2))]));
    starts.push({ firstRoundP99Ms: rounds[0]!, secondRoundP99Ms: rounds[1]!, ratio, loadAverage: loadAverage() });
    console.log(`start ${s + 1}: ${PAGES.map((p) => `${p} p99 ${rounds[0]![p]} → ${rounds[1]![p]} ms (×${ratio[p]})`).join(' | ')} | load ${loadAverage().join(' ')}`);
  } finally {
    await server.stop();
  }
}
const worst = Object.fromEntries(PAGES.map((p) => [p, Math.max(...starts.map((x) => x.ratio[p]!))]));
console.log(`worst first/second round p99 ratio: ${PAGES.map((p) => `${p} ×${worst[p]}`).join(', ')} (goal ≤ 2)`);
const out = path.join(import.meta.dirname, 'results', 'cold-latest.json');
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), serverRoot: process.env.BENCH_SERVER_ROOT ?? '.', starts, worst }, null, 2));
console.log(`written ${path.relative(process.cwd(), out)}`);
