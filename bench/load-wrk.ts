/**
 * Server throughput with wrk at 32 connections, every figure also as a ratio to a bare Fastify hello started in
 * the same run and to our constant route. On this shared machine the bare figure itself drifts by a fifth within
 * a minute, so each target is measured in alternating rounds beside bare Fastify (bare, target, bare, target) and
 * its ratio is taken from those rounds alone; the ratio to the constant route is the ratio of the two ratios.
 * Each target gets one warm-up second first, which also fills its cache.
 *
 * Throughput here also measures the machine: wrk shares the two cores with the server, and the bare figure moves
 * with other tenants. So each round also reads the server's own CPU time per answered request (user + system, from
 * /proc), which moves far less: `cpu ×bare` is bare Fastify's CPU per request divided by ours (1 = as cheap as bare).
 */
import { startBare } from './server.ts';
import { checkOk, wrk, wrkVersion, wrkWithCpu, type Target, type WrkFigures } from './wrk.ts';

const CONNECTIONS = 32;
// Four rounds: with two, a ratio moved by ±15 % between runs on this shared machine (issue 13, session 8).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

// Issue 27: the server-rendered public pages as an anonymous visitor (a crawler, a shared link, an ad click) sees
// them, with and without compression asked, and the hot reads with compression asked.
const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };
export const PAGE_NAMES = ['page /', 'page /course', 'page /course/22'] as const;
const PAGE_TARGETS: Target[] = [
  ...PAGE_NAMES.flatMap((name) => [
    { name, path: name.slice(5) },
    { name: `${name}, br`, path: name.slice(5), headers: BR },
  ]),
  { name: 'course page, br', path: '/api/rs/main/22', headers: BR },
  { name: 'stock search kr, br', path: `/api/stocks/search?market=kr&q=${encodeURIComponent('ㅅㅅ')}`, headers: BR },
];
// Only some targets: BENCH_TARGETS=page,constant measures the targets whose names start so (a quick look).
const only = process.env.BENCH_TARGETS?.split(',').map((x) => x.trim());
const chosen = (t: Target) => !only || t.name === 'constant' || only.some((prefix) => t.name.startsWith(prefix));

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
  ...PAGE_TARGETS,
];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

type Round = WrkFigures & { cpuUsPerRequest: number };

/** Rounds of one target, each beside a round of bare Fastify; the figures are the rounds' means. */
function combine(rounds: Round[]): Round {
  return {
    requestsPerSec: Math.round(mean(rounds.map((r) => r.requestsPerSec))),
    requests: rounds.reduce((n, r) => n + r.requests, 0),
    cpuUsPerRequest: Number(mean(rounds.map((r) => r.cpuUsPerRequest)).toFixed(1)),
    p50Ms: Number(mean(rounds.map((r) => r.p50Ms)).toFixed(2)),
    p99Ms: Number(mean(rounds.map((r) => r.p99Ms)).toFixed(2)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  };
}

/** `later`: targets made just before they are measured (a signed media link expires). */
export async function measureLoad(url: string, pid: number, later: ((url: string) => Promise<Target[]>)[] = []) {
  const bare = await startBare();
  try {
    const bareTarget: Target = { name: 'bare Fastify', path: '/' };
    await wrk(bare.url, bareTarget, CONNECTIONS, 1);
    const measured = [];
    const all = async function* () {
      yield* targets.filter(chosen);
      for (const make of later) yield* (await make(url)).filter(chosen);
    };
    for await (const t of all()) {
      await checkOk(url, t);
      await wrk(url, t, CONNECTIONS, 1);
      const bareRounds: Round[] = [];
      const rounds: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        bareRounds.push(await wrkWithCpu(bare.url, bareTarget, CONNECTIONS, SECONDS, bare.proc.pid!));
        rounds.push(await wrkWithCpu(url, t, CONNECTIONS, SECONDS, pid));
      }
      const figures = combine(rounds);
      const bareFigures = combine(bareRounds);
      const bareRps = bareFigures.requestsPerSec;
      measured.push({
        ...t,
        ...figures,
        bareRps,
        bareCpuUsPerRequest: bareFigures.cpuUsPerRequest,
        // Bare Fastify's own tail in the same rounds: on a busy machine it says how much of ours is the machine's.
        bareP99Ms: bareFigures.p99Ms,
        ofBare: Number((figures.requestsPerSec / bareRps).toFixed(3)),
        cpuOfBare: Number((bareFigures.cpuUsPerRequest / figures.cpuUsPerRequest).toFixed(3)),
      });
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
          `p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms (bare ${r.bareP99Ms})  errors ${r.errors + r.non2xx}  |  CPU ${r.cpuUsPerRequest} µs/request (bare ${r.bareCpuUsPerRequest}), cpu ×${r.cpuOfBare.toFixed(3)} bare`,
      );
    }
    return { connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS, bare: { requestsPerSec: Math.round(mean(bareAll)) }, targets: rows };
  } finally {
    await bare.stop();
  }
}
