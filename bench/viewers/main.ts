/**
 * `npm run bench -- viewers [--cluster]` and `npm run bench -- soak [--minutes 30] [--viewers N] [--cluster]`
 * (issue 49, decision 116). `viewers` ramps simulated members up (bench/viewers/viewer.ts) until the p99 of segments
 * or of progress saves crosses 50 ms or an error appears, and prints what the last step that held cost: viewers per
 * API process and per busy core, CPU seconds and bytes per viewer-hour, statements per viewer-minute, RSS, beside a
 * bare Fastify hello of the same run and the load average. `soak` holds a number of viewers (70 % of the last
 * figure held) for minutes and prints each minute. Figures go to bench/results/viewers[-cluster|-soak]-latest.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from '../load.ts';
import { startBare } from '../server.ts';
import { cpuSeconds, loadAverage } from './proc.ts';
import { makeMembers, PASSWORD, startStage, type Stage } from './stage.ts';
import { Recorder, Viewer, type World } from './viewer.ts';
import { openWindow, type WindowFigures } from './window.ts';

const LIMIT_MS = 50;
const args = process.argv.slice(2).filter((a) => a !== '--');
const mode = args[0] as 'viewers' | 'soak';
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const cluster = args.includes('--cluster');
const levelsArg = args.indexOf('--levels');
const LEVELS = (levelsArg >= 0 ? args[levelsArg + 1]!.split(',').map(Number) : [100, 250, 500, 1000, 1500, 2000, 3000, 4000, 5000, 6000, 8000]).filter(
  (n) => n >= option('start', 0) && n <= option('max', 8000),
);
// Lecture starts (auto, play info, playlists, key) are paced as arrivals are in life.
const ARRIVALS_PER_SECOND = option('arrivals', 50);
const WINDOW_SECONDS = option('window', 20);
const resultsDir = path.join(import.meta.dirname, '..', 'results');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A bare Fastify hello and the stage's constant route, 3 s each at 32 connections: req/s and CPU µs per request. */
async function anchors(stage: Stage) {
  const bare = await startBare();
  try {
    const measure = async (url: string, p: string, pid: number) => {
      await load(url, { name: p, path: p }, 32, 1);
      const cpu0 = cpuSeconds(pid);
      const r = await load(url, { name: p, path: p }, 32, 3);
      return { requestsPerSec: Math.round(r.requestsPerSec), p99Ms: r.p99Ms, cpuMicrosPerRequest: Number((((cpuSeconds(pid) - cpu0) / (r.requestsPerSec * 3)) * 1e6).toFixed(1)) };
    };
    return {
      bareFastify: await measure(bare.url, '/', bare.proc.pid!),
      constantRoute: stage.apis.length === 1 ? await measure(stage.url, '/api/health', stage.apis[0]!.pid) : null,
      loadAverage: loadAverage(),
    };
  } finally {
    await bare.stop();
  }
}

function line(w: WindowFigures) {
  const p = (k: keyof WindowFigures['p99Ms']) => `${w.p50Ms[k] ?? '-'}/${w.p99Ms[k] ?? '-'}`;
  return (
    `${String(w.viewers).padStart(5)} viewers | segment ${p('segment')} | save ${p('save')} | state ${p('state')} | key ${p('key')} | browse ${p('browse')} ms (p50/p99) | ` +
    `${Math.round(w.requests / w.seconds)} req/s, ${w.errors} errors | API cores ${w.apiCores.join('+')}, PG ${w.postgresCores} | ${w.statementsPerSecond} stmt/s | ` +
    `${(w.bytesPerSecond / 1e6).toFixed(1)} MB/s | RSS ${w.rssMb.join('+')} MB | load ${w.loadAverage.join(' ')}`
  );
}

const held = (w: WindowFigures) => w.errors === 0 && (w.p99Ms.segment ?? Infinity) <= LIMIT_MS && (w.p99Ms.save ?? Infinity) <= LIMIT_MS;

/** What one viewer costs, from a window that held. */
function perViewer(w: WindowFigures, processes: number, bareCpuMicros: number) {
  const apiCores = w.apiCores.reduce((a, b) => a + b, 0);
  return {
    held: held(w),
    // The API's CPU per viewer in bare Fastify hellos per second of the same run: the machine's speed divides out.
    bareHellosPerViewerSecond: Number(((apiCores / w.viewers) / (bareCpuMicros / 1e6)).toFixed(2)),
    viewers: w.viewers,
    viewersPerProcess: Math.round(w.viewers / processes),
    viewersPerMachineCore: Math.round(w.viewers / os.cpus().length),
    viewersPerBusyApiCore: Math.round(w.viewers / apiCores),
    apiCpuSecondsPerViewerHour: Number(((apiCores * 3600) / w.viewers).toFixed(2)),
    postgresCpuSecondsPerViewerHour: Number(((w.postgresCores * 3600) / w.viewers).toFixed(2)),
    bytesPerViewerHour: Math.round((w.bytesPerSecond * 3600) / w.viewers),
    requestsPerViewerMinute: Number(((w.requests / w.seconds) * 60 / w.viewers).toFixed(1)),
    segmentShareOfRequests: Number(((w.counts.segment ?? 0) / Math.max(1, w.requests)).toFixed(3)),
    statementsPerViewerMinute: Number(((w.statementsPerSecond * 60) / w.viewers).toFixed(2)),
    apiCpuMicrosPerRequest: Number(((apiCores / (w.requests / w.seconds)) * 1e6).toFixed(1)),
    rssMb: w.rssMb,
  };
}

async function main() {
  const maxViewers = mode === 'soak' ? option('viewers', soakDefault()) : LEVELS.at(-1)!;
  const stage = await startStage(cluster);
  const viewers: Viewer[] = [];
  let recorder = new Recorder();
  const clientCpu0 = process.cpuUsage();
  try {
    console.log(`viewers bench: ${cluster ? 'two API processes behind haproxy, Redis' : 'one API process'} on ${stage.database}; ${os.cpus().length} cores, load average ${loadAverage().join(' ')}`);
    const people = await makeMembers(stage.db, maxViewers);
    const world: World = { base: stage.url, password: PASSWORD, lectures: people.lectures, courses: people.courses, productId: 1 };
    const before = await anchors(stage);
    console.log(`bare Fastify: ${before.bareFastify.requestsPerSec} req/s, ${before.bareFastify.cpuMicrosPerRequest} µs CPU per request` + (before.constantRoute ? ` | constant route: ${before.constantRoute.requestsPerSec} req/s, ${before.constantRoute.cpuMicrosPerRequest} µs` : ''));
    let failedStarts = 0;
    const signIns = { count: 0, seconds: 0, apiCpuSeconds: 0 };
    const arrive = async (target: number) => {
      // Sign-ins first, four at a time (argon2 checks take tens of ms of CPU each), timed on their own.
      const batch: Viewer[] = [];
      for (let i = viewers.length; i < target; i++) batch.push(new Viewer(people.emails(i), world, () => recorder));
      const started = performance.now();
      const cpu0 = stage.apis.reduce((n, a) => n + cpuSeconds(a.pid), 0);
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < batch.length) if (!(await batch[next++]!.signIn())) failedStarts++;
        }),
      );
      signIns.count += batch.length;
      signIns.seconds += (performance.now() - started) / 1000;
      signIns.apiCpuSeconds += stage.apis.reduce((n, a) => n + cpuSeconds(a.pid), 0) - cpu0;
      for (const v of batch) {
        const index = viewers.length;
        viewers.push(v);
        void v.run(index).then((ok) => {
          if (!ok) failedStarts++;
        });
        await sleep(1000 / ARRIVALS_PER_SECOND);
      }
      // Every viewer watching before the window opens.
      await sleep(6000);
    };
    const windows: WindowFigures[] = [];
    const measure = async (seconds: number) => {
      const failed = failedStarts;
      const w = await openWindow(stage, () => viewers.length, (r) => (recorder = r));
      await sleep(seconds * 1000);
      const figures = w.end();
      figures.errors += failedStarts - failed;
      windows.push(figures);
      console.log(line(figures));
      return figures;
    };
    let result: Record<string, unknown>;
    if (mode === 'viewers') {
      let last: WindowFigures | null = null;
      for (const level of LEVELS) {
        await arrive(level);
        const w = await measure(WINDOW_SECONDS);
        if (!held(w)) {
          console.log(`  crossed: ${w.errors ? `${w.errors} errors (${w.errorSamples.slice(0, 3).join('; ')})` : `p99 over ${LIMIT_MS} ms`}`);
          break;
        }
        last = w;
      }
      // The cost of a viewer from the last step that held, or (none held) from the first step, marked so.
      const cost = perViewer(last ?? windows[0]!, stage.apis.length, before.bareFastify.cpuMicrosPerRequest);
      result = { heldViewers: last?.viewers ?? 0, cost, steps: windows };
      console.log(`\n${last ? `held ${last.viewers} viewers` : `not even ${LEVELS[0]} viewers held; cost at ${cost.viewers}`}: ${JSON.stringify(cost)}`);
    } else {
      const minutes = option('minutes', 30);
      await arrive(maxViewers);
      for (let m = 0; m < minutes; m++) await measure(60);
      result = { minutes, viewers: maxViewers, soak: soakVerdict(windows) };
      console.log(`\nsoak: ${JSON.stringify(result.soak)}`);
    }
    const after = await anchors(stage);
    const client = process.cpuUsage(clientCpu0);
    const report = {
      date: new Date().toISOString(),
      mode,
      cluster,
      database: stage.database,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      anchors: { before, after },
      signIns: { ...signIns, apiCpuMillisPerSignIn: Math.round((signIns.apiCpuSeconds / Math.max(1, signIns.count)) * 1000) },
      loadGeneratorCpuSeconds: Number(((client.user + client.system) / 1e6).toFixed(1)),
      ...result,
    };
    console.log(`bare Fastify after: ${after.bareFastify.requestsPerSec} req/s; load generator (this process) used ${report.loadGeneratorCpuSeconds} CPU-s; load average ${loadAverage().join(' ')}`);
    const out = path.join(resultsDir, `${mode === 'soak' ? 'viewers-soak' : cluster ? 'viewers-cluster' : 'viewers'}-latest.json`);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(out, JSON.stringify(report, null, 2));
    console.log(`written ${path.relative(process.cwd(), out)}`);
  } finally {
    for (const v of viewers) v.stop();
    await stage.stop();
  }
}

/** 70 % of the last single-process figure held (issue 49 item 5), else 500. */
function soakDefault(): number {
  const file = path.join(resultsDir, 'viewers-latest.json');
  const held = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { heldViewers?: number }).heldViewers : 0;
  return held ? Math.round(held * 0.7) : 500;
}

/** Issue 49 item 5's checks, over whole minutes: RSS growth after minute 5, errors, the last minutes' p99 against minutes 5–10. */
function soakVerdict(w: WindowFigures[]) {
  const rss = (x: WindowFigures) => x.rssMb.reduce((a, b) => a + b, 0);
  const from = w[Math.min(5, w.length - 1)]!;
  const p99 = (xs: WindowFigures[]) => Math.max(...xs.map((x) => Math.max(x.p99Ms.segment ?? 0, x.p99Ms.save ?? 0)));
  return {
    rssGrowthAfterMinute5: Number((rss(w.at(-1)!) / rss(from) - 1).toFixed(3)),
    errors: w.reduce((n, x) => n + x.errors, 0),
    p99MinutesFiveToTen: p99(w.slice(5, 10)),
    p99LastFiveMinutes: p99(w.slice(-5)),
    perMinute: w.map((x) => ({ rssMb: x.rssMb, p99SegmentMs: x.p99Ms.segment, p99SaveMs: x.p99Ms.save, errors: x.errors, load: x.loadAverage[0] })),
  };
}

await main();
