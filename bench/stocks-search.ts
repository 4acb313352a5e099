/**
 * Stock search measured without HTTP: 10,000 mixed queries (codes, name prefixes, 초성, English,
 * substrings, misses) against the whole bundled listing, p50/p99 in microseconds; plus how long
 * generating every code's sample series takes and what it costs in memory — in this process, and in
 * the running server when one is given (its RSS before and after a ranking call touches every code).
 *
 * Called by bench/run.ts; also runs alone: `node --import tsx bench/stocks-search.ts`.
 */
import fs from 'node:fs';
import { getChoseong } from 'es-hangul';
import { krCompanies } from '../apps/api/src/providers/market-data/data/companies-kr.ts';
import { usCompanies } from '../apps/api/src/providers/market-data/data/companies-us.ts';
import type { ListedCompany } from '../apps/api/src/providers/market-data/data/types.ts';
import { buildSearchIndex, search } from '../apps/api/src/modules/stocks/stocks.search.ts';
import { StocksService } from '../apps/api/src/modules/stocks/stocks.service.ts';
import { BundledMarketData } from '../apps/api/src/providers/market-data/bundled.ts';

const QUERIES = 10_000;
const MiB = 2 ** 20;

export interface StockSearchFigures {
  queries: number;
  pureSearchUs: Percentiles;
  serviceSearchUs: Percentiles;
  indexBuildMs: number;
  generateAllCodesMs: number;
  codes: number;
  processRssMiB: { before: number; afterAllCodes: number; delta: number };
  /** Typed arrays of the generated series (the data itself, without heap overhead). */
  seriesBuffersMiB: number;
  server?: { rssBeforeMiB: number; rssAfterAllCodesMiB: number; firstRankCallMs: number };
}

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export async function measureStockSearch(server?: { url: string; pid: number | undefined }): Promise<StockSearchFigures> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const buffersBefore = process.memoryUsage().arrayBuffers;

  let t = performance.now();
  const indexes = { kr: buildSearchIndex(krCompanies), us: buildSearchIndex(usCompanies) };
  const indexBuildMs = performance.now() - t;

  const queries = mixedQueries(QUERIES);
  // Warm the JIT the way a running server is warm, then measure.
  for (const q of queries.slice(0, 2_000)) search(indexes[q.region], q.text, 10);
  const pure = queries.map((q) => {
    const start = process.hrtime.bigint();
    search(indexes[q.region], q.text, 10);
    return Number(process.hrtime.bigint() - start) / 1_000;
  });

  const provider = new BundledMarketData();
  const service = new StocksService({ kr: provider, us: provider });
  t = performance.now();
  await provider.latestQuotes('kr');
  await provider.latestQuotes('us');
  const generateAllCodesMs = performance.now() - t;
  global.gc?.();
  const rssAfter = process.memoryUsage().rss;
  const buffersAfter = process.memoryUsage().arrayBuffers;

  for (const q of queries.slice(0, 2_000)) await service.search({ market: q.region, q: q.text, limit: 10 });
  const viaService: number[] = [];
  for (const q of queries) {
    const start = process.hrtime.bigint();
    await service.search({ market: q.region, q: q.text, limit: 10 });
    viaService.push(Number(process.hrtime.bigint() - start) / 1_000);
  }

  const figures: StockSearchFigures = {
    queries: QUERIES,
    pureSearchUs: percentiles(pure),
    serviceSearchUs: percentiles(viaService),
    indexBuildMs: round(indexBuildMs),
    generateAllCodesMs: round(generateAllCodesMs),
    codes: provider.cachedSeries,
    processRssMiB: { before: round(rssBefore / MiB), afterAllCodes: round(rssAfter / MiB), delta: round((rssAfter - rssBefore) / MiB) },
    seriesBuffersMiB: round((buffersAfter - buffersBefore) / MiB),
  };

  if (server?.pid) {
    const rssBeforeMiB = serverRssMiB(server.pid);
    t = performance.now();
    for (const region of ['kr', 'us']) await fetch(`${server.url}/api/stocks/rank/${region}`).then((r) => r.text());
    const firstRankCallMs = performance.now() - t;
    figures.server = { rssBeforeMiB, rssAfterAllCodesMiB: serverRssMiB(server.pid), firstRankCallMs: round(firstRankCallMs) };
  }

  console.log(
    `stock search in-process (${QUERIES} mixed queries): pure p50 ${figures.pureSearchUs.p50} µs, p99 ${figures.pureSearchUs.p99} µs | ` +
      `service (with quotes) p50 ${figures.serviceSearchUs.p50} µs, p99 ${figures.serviceSearchUs.p99} µs | ` +
      `index ${figures.indexBuildMs} ms, all ${figures.codes} codes generated in ${figures.generateAllCodesMs} ms, ` +
      `RSS +${figures.processRssMiB.delta} MiB (series arrays ${figures.seriesBuffersMiB} MiB)` +
      (figures.server
        ? ` | server RSS ${figures.server.rssBeforeMiB} → ${figures.server.rssAfterAllCodesMiB} MiB after touching all codes (first rank calls ${figures.server.firstRankCallMs} ms)`
        : ''),
  );
  return figures;
}

/** A deterministic mix of what people type: codes, prefixes, 초성, English names, substrings, misses. */
function mixedQueries(n: number): { region: 'kr' | 'us'; text: string }[] {
  let seed = 42;
  const next = () => ((seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const slice = (s: string, min: number, max: number) => s.slice(0, min + Math.floor(next() * (max - min + 1)));
  const kinds: ((c: ListedCompany) => string)[] = [
    (c) => c.code,
    (c) => slice(c.code, 2, 4),
    (c) => slice(c.nameKo, 1, 3),
    (c) => slice(getChoseong(c.nameKo), 1, 4),
    (c) => slice(c.nameEn.toLowerCase(), 2, 6),
    (c) => c.nameKo.slice(1, 3),
    () => pick(['ㅅㅅ', 'apple', '전자', 'zzzz', '바이오', 'ㄹㄱ', 'hyundai', 'bank']),
  ];
  return Array.from({ length: n }, () => {
    const region = next() < 0.6 ? ('kr' as const) : ('us' as const);
    const c = pick(region === 'kr' ? krCompanies : usCompanies);
    return { region, text: pick(kinds)(c) || c.code };
  });
}

function percentiles(us: number[]): Percentiles {
  const sorted = [...us].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1)!) };
}

function serverRssMiB(pid: number): number {
  const kB = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return round(Number(kB) / 1024);
}

const round = (v: number) => Math.round(v * 10) / 10;

if (import.meta.url === `file://${process.argv[1]}`) await measureStockSearch();
