/**
 * Server throughput with wrk at 32 connections, every figure also as a ratio to a bare Fastify hello started in
 * the same run and to our constant route. On this shared machine the bare figure itself drifts by a fifth within
 * a minute, so each target is measured in alternating rounds beside bare Fastify (bare, target, bare, target) and
 * its ratio is taken from those rounds alone; the ratio to the constant route is the ratio of the two ratios.
 * Each target gets one warm-up second first, which also fills its cache.
 */
import { startBare } from './server.ts';
import { checkOk, wrk, wrkVersion, type Target, type WrkFigures } from './wrk.ts';

const CONNECTIONS = 32;
const ROUNDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

const targets: Target[] = [
  { name: 'constant', path: '/api/health' },
  { name: 'menu', path: '/api/comm/menu' },
  // 국내주식: one category's first page of 20 cards.
  { name: 'course list', path: '/api/course/list?p_ca_sn=100&size=20' },
  { name: 'course list, br', path: '/api/course/list?p_ca_sn=100&size=20', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  { name: 'course page', path: '/api/rs/main/22' },
  { name: 'course search 주식', path: `/api/comm/search?searchText=${encodeURIComponent('주식')}` },
  { name: 'stock search kr', path: `/api/stocks/search?market=kr&q=${encodeURIComponent('ㅅㅅ')}` },
  { name: 'stock search us', path: '/api/stocks/search?market=us&q=apple' },
];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Rounds of one target, each beside a round of bare Fastify; the figures are the rounds' means. */
function combine(rounds: WrkFigures[]): WrkFigures {
  return {
    requestsPerSec: Math.round(mean(rounds.map((r) => r.requestsPerSec))),
    p50Ms: Number(mean(rounds.map((r) => r.p50Ms)).toFixed(2)),
    p99Ms: Number(mean(rounds.map((r) => r.p99Ms)).toFixed(2)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  };
}

export async function measureLoad(url: string) {
  const bare = await startBare();
  try {
    const bareTarget: Target = { name: 'bare Fastify', path: '/' };
    await wrk(bare.url, bareTarget, CONNECTIONS, 1);
    const measured = [];
    for (const t of targets) {
      await checkOk(url, t);
      await wrk(url, t, CONNECTIONS, 1);
      const bareRounds: WrkFigures[] = [];
      const rounds: WrkFigures[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        bareRounds.push(await wrk(bare.url, bareTarget, CONNECTIONS, SECONDS));
        rounds.push(await wrk(url, t, CONNECTIONS, SECONDS));
      }
      const figures = combine(rounds);
      const bareRps = Math.round(mean(bareRounds.map((r) => r.requestsPerSec)));
      measured.push({ ...t, ...figures, bareRps, ofBare: Number((figures.requestsPerSec / bareRps).toFixed(3)) });
    }
    const constantOfBare = measured[0]!.ofBare;
    const rows = measured.map((m) => ({ ...m, ofConstant: Number((m.ofBare / constantOfBare).toFixed(3)) }));
    const bareAll = rows.map((r) => r.bareRps);
    console.log(
      `bare Fastify: ${Math.round(mean(bareAll))} req/s (rounds beside each target: ${Math.min(...bareAll)}–${Math.max(...bareAll)}) | ` +
        `${wrkVersion()}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(20)} ${String(r.requestsPerSec).padStart(6)} req/s  ×${r.ofBare.toFixed(3)} bare (${r.bareRps})  ×${r.ofConstant.toFixed(3)} constant  ` +
          `p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors + r.non2xx}`,
      );
    }
    return { connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS, bare: { requestsPerSec: Math.round(mean(bareAll)) }, targets: rows };
  } finally {
    await bare.stop();
  }
}
