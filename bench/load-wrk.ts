/**
 * Server throughput with wrk at 32 connections, every figure also as a ratio to a bare Fastify
 * hello started in the same run (measured first and last; its mean is the anchor) and to our
 * constant route. Each target gets one warm-up second, which also fills its cache.
 */
import { startBare } from './server.ts';
import { checkOk, wrk, wrkVersion, type Target } from './wrk.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

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

export async function measureLoad(url: string) {
  const bare = await startBare();
  try {
    const bareTarget: Target = { name: 'bare Fastify', path: '/' };
    await wrk(bare.url, bareTarget, CONNECTIONS, 1);
    const first = await wrk(bare.url, bareTarget, CONNECTIONS, SECONDS);
    const measured = [];
    for (const t of targets) {
      await checkOk(url, t);
      await wrk(url, t, CONNECTIONS, 1);
      measured.push({ ...t, ...(await wrk(url, t, CONNECTIONS, SECONDS)) });
    }
    const last = await wrk(bare.url, bareTarget, CONNECTIONS, SECONDS);
    const bareRps = Math.round((first.requestsPerSec + last.requestsPerSec) / 2);
    const constantRps = measured[0]!.requestsPerSec;
    const rows = measured.map((m) => ({
      ...m,
      ofBare: Number((m.requestsPerSec / bareRps).toFixed(3)),
      ofConstant: Number((m.requestsPerSec / constantRps).toFixed(3)),
    }));
    console.log(`bare Fastify: ${bareRps} req/s (first ${first.requestsPerSec}, last ${last.requestsPerSec}), p99 ${first.p99Ms}/${last.p99Ms} ms | ${wrkVersion()}, ${CONNECTIONS} connections, ${SECONDS} s`);
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(20)} ${String(r.requestsPerSec).padStart(6)} req/s  ×${r.ofBare.toFixed(3)} bare  ×${r.ofConstant.toFixed(3)} constant  ` +
          `p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors + r.non2xx}`,
      );
    }
    return { connections: CONNECTIONS, seconds: SECONDS, bare: { requestsPerSec: bareRps, first, last }, targets: rows };
  } finally {
    await bare.stop();
  }
}
