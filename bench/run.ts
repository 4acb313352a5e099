/**
 * `npm run bench [-- load|transcode|flows|frame|lighthouse|lighthouse-sw|js|startup|progress|slow3g ...]` (or one of `viewers`, `soak`, `cold`, `cost`, `analytics`, `live` alone): starts the production server on a fresh data dir
 * and a bare Fastify hello beside it, loads both with wrk, runs the browser scenarios, prints every goal
 * with MET/NOT MET and writes bench/results/latest.json. Without arguments every part runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureCommerce } from './commerce.ts';
import { withBarePlayer } from './bare-player.ts';
import { measureFirstFrame } from './first-frame.ts';
import { initialJs, lighthouse } from './lighthouse.ts';
import { measureLoad, PAGE_NAMES } from './load-wrk.ts';
import { measureProgressSave } from './progress.ts';
import { segmentTargets } from './segment.ts';
import { measureMyClassSlow3g, measureSlowNetwork } from './slow-network.ts';
import { startServer } from './server.ts';
import { measureStartup } from './startup.ts';
import { measureTranscodeLoad } from './transcode-load.ts';
import { measureStockKeystroke } from './stocks-keystroke.ts';
import { measureStockSearch } from './stocks-search.ts';

// 'frame' is the first video frame alone, `progress` the progress saves alone (both also part of 'flows');
// 'slow3g' is /my/class alone on Slow 3G, with what it waited for (issue 48); 'lighthouse-sw' is the five pages again
// with the app's service worker installed and controlling them (issue 47).
const PARTS = ['load', 'transcode', 'flows', 'frame', 'lighthouse', 'lighthouse-sw', 'js', 'startup', 'progress', 'slow3g'] as const;
type Part = (typeof PARTS)[number];
const asked = process.argv.slice(2).filter((a) => a !== '--');
// Modes with options of their own, run alone (issue 49): the viewer model, its soak, the cold start, the cost page;
// the analytics pages on a year of synthetic events (issue 45).
const alone: Record<string, string> = { viewers: './viewers/main.ts', soak: './viewers/main.ts', cold: './cold-start.ts', cost: './cost.ts', analytics: './analytics.ts', live: './live.ts' };
const aloneModule = alone[asked[0] ?? ''];
if (aloneModule) {
  await import(aloneModule);
  process.exit(0);
}
const unknown = asked.filter((a) => !PARTS.includes(a as Part));
if (unknown.length) {
  console.error(`unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set<Part>(asked.length ? (asked as Part[]) : PARTS);

export interface Goal {
  goal: string;
  value: number;
  limit: number;
  unit: string;
  met: boolean;
}
const goals: Goal[] = [];
const atLeast = (goal: string, value: number, limit: number, unit = '') => goals.push({ goal, value, limit, unit: `≥ ${limit}${unit}`, met: value >= limit });
const atMost = (goal: string, value: number, limit: number, unit = '') => goals.push({ goal, value, limit, unit: `≤ ${limit}${unit}`, met: value <= limit });

const LIGHTHOUSE_PAGES = ['/', '/course', '/course/22', '/stocks/info/kr', '/payment/product'];
const JS_PAGES = LIGHTHOUSE_PAGES;
const report: Record<string, unknown> = {};

// `startup` and `progress` start servers of their own; the shared one is for the other parts.
// With the first frame measured, its web build carries the bare player beside the app (bare-player.ts).
const benchWeb = parts.has('frame') || parts.has('flows') ? withBarePlayer(path.join(import.meta.dirname, '../apps/web/dist')) : null;
const server = [...parts].some((p) => p !== 'startup' && p !== 'progress') ? await startServer(benchWeb ? { WEB_DIST: benchWeb } : {}) : null;
const url = server?.url ?? '';
async function firstFrame() {
  const ff = await measureFirstFrame(url);
  report.firstFrame = ff;
  console.log(`first video frame, Chromium: median ${ff.medianMs} ms, max ${ff.maxMs} ms over ${ff.runs} runs (${ff.measuredWith})`);
  if (ff.bare) console.log(`first video frame, bare player (hls.js alone, same lecture and server): median ${ff.bare.medianMs} ms, max ${ff.bare.maxMs} ms; the app takes ${ff.overBareMs} ms more`);
  atMost('first video frame, median', ff.medianMs, 500, ' ms');
}
try {
  if (server && parts.has('load')) {
    const load = await measureLoad(url, server.proc.pid!, [segmentTargets]);
    report.load = load;
    // Goals of the targets measured (BENCH_TARGETS may leave some out).
    const measured = new Map(load.targets.map((t) => [t.name, t]));
    const f = (name: string) => measured.get(name)!;
    const has = (...names: string[]) => names.every((n) => measured.has(n));
    for (const name of ['menu', 'course list', 'course page']) if (has(name)) atLeast(`${name} (cached) / constant route`, f(name).ofConstant, 0.8);
    if (has('course list')) atMost('course list p99 at 32 connections', f('course list').p99Ms, 5, ' ms');
    if (has('stock search kr')) atMost('stock search (초성, kr) p99 at 32 connections', f('stock search kr').p99Ms, 5, ' ms');
    if (has('stock search us')) atMost('stock search (English, us) p99 at 32 connections', f('stock search us').p99Ms, 5, ' ms');
    // Issue 27: public pages and hot reads answered from prepared answers (decision 085).
    const ratio = (name: string, limit: number) => {
      if (has(name)) atLeast(`${name} / bare Fastify`, f(name).ofBare, limit);
    };
    for (const page of PAGE_NAMES) {
      for (const name of [page, `${page}, br`]) {
        ratio(name, 0.4);
        if (has(name)) atMost(`${name} p99 at 32 connections`, f(name).p99Ms, 5, ' ms');
      }
    }
    ratio('constant', 0.7);
    for (const name of ['course list', 'course list, br', 'course page', 'course page, br']) ratio(name, 0.6);
    for (const name of ['stock search kr', 'stock search kr, br']) ratio(name, 0.5);
    // Issue 32: a signed (encrypted) segment, checked by its signature in memory.
    ratio('signed segment', 0.5);
    ratio('signed segment, br', 0.5);
    if (has('signed segment')) atMost('signed segment p99 at 32 connections', f('signed segment').p99Ms, 5, ' ms');
    for (const t of load.targets) if (t.errors + t.non2xx > 0) goals.push({ goal: `${t.name}: no errors`, value: t.errors + t.non2xx, limit: 0, unit: '= 0', met: false });
  }
  if (server && parts.has('transcode')) {
    const tl = await measureTranscodeLoad(url);
    report.transcodeLoad = tl;
    const line = (x: { requestsPerSec: number; p50Ms: number; p99Ms: number; p99sMs: number[] }) => `${x.requestsPerSec} req/s, p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms (rounds ${x.p99sMs.join(', ')})`;
    console.log(
      `constant route idle: ${line(tl.idle)} | during a 1080p transcode in a worker (ffmpeg ${tl.threads} thread(s)): ${line(tl.transcoding)} | ` +
        `${tl.rounds} alternating rounds of ${tl.seconds} s, load average ${tl.loadAverage.join(' ')} | transcode ${tl.transcodeProgress}`,
    );
    atMost('constant route p99 during a 1080p transcode / idle', tl.p99Ratio, 1.5, '×');
  }
  if (server && parts.has('js')) {
    const js = await initialJs(url, JS_PAGES);
    report.initialJs = js;
    for (const j of js) console.log(`initial JS ${j.page}: ${j.kbGzip} KB gzip (${j.files.map((x) => `${path.basename(x.file)} ${x.kbGzip}`).join(', ')})`);
    atMost('initial JS of home, KB gzip', js[0]!.kbGzip, 150, ' KB');
  }
  for (const mode of ['cold', 'warm'] as const) {
    if (!server || !parts.has(mode === 'cold' ? 'lighthouse' : 'lighthouse-sw')) continue;
    const pages = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const lh = await lighthouse(url, page, mode);
      pages.push(lh);
      console.log(
        `lighthouse${mode === 'warm' ? ' (service worker controlling)' : ''} ${page}: performance ${lh.performance} (runs ${lh.runs.join(', ')}), accessibility ${lh.accessibility}, CLS ${lh.cls}, ` +
          `FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms${lh.shifted.length ? ` | shifted: ${lh.shifted.join(' ; ')}` : ''}${lh.failedAccessibilityAudits.length ? ` | a11y fails: ${lh.failedAccessibilityAudits.join(', ')}` : ''}`,
      );
      const name = `lighthouse${mode === 'warm' ? ' (service worker)' : ''}`;
      atLeast(`${name} performance ${page}`, lh.performance, 0.95);
      atLeast(`${name} accessibility ${page}`, lh.accessibility, 0.95);
      atMost(`${name} CLS ${page}`, lh.cls, 0.05);
    }
    report[mode === 'cold' ? 'lighthouse' : 'lighthouseServiceWorker'] = pages;
  }
  if (server && parts.has('frame') && !parts.has('flows')) await firstFrame();
  if (server && parts.has('flows')) {
    report.stockSearchInProcess = await measureStockSearch({ url, pid: server.proc.pid });
    const k = await measureStockKeystroke(url);
    report.stockKeystroke = k;
    console.log(`stock search keystroke → results, Chromium: median ${k.medianMs} ms, max ${k.maxMs} ms over ${k.cases} cases`);
    await firstFrame();
    const slow = await measureSlowNetwork(url);
    report.slowNetwork = slow;
    for (const name of ['player', 'myClass'] as const) {
      console.log(`Slow 3G ${name}: first frame/skeleton ${slow[name].frameMs} ms, content ${slow[name].contentMs} ms (median of ${slow.runs})`);
    }
    atMost('Slow 3G, player: frame or skeleton painted', slow.player.frameMs, 5_000, ' ms');
    atMost('Slow 3G, /my/class: frame or skeleton painted', slow.myClass.frameMs, 5_000, ' ms');
  }
  if (server && parts.has('slow3g')) {
    const cases = [
      { sw: 'allow', label: 'with the app\'s service worker (the phone the member signed in on)' },
      { sw: 'block', label: 'without it (every file over the slow network)' },
    ] as const;
    const measured = [];
    for (const { sw, label } of cases) {
      const slow = await measureMyClassSlow3g(url, 3, sw);
      measured.push(slow);
      console.log(
        `Slow 3G /my/class ${label}: header and navigation ${slow.headerMs} ms, frame/skeleton ${slow.frameMs} ms, courses ${slow.contentMs} ms ` +
          `(median of ${slow.runs}; samples ${slow.contentSamplesMs.join(', ')})`,
      );
      for (const r of slow.requests) console.log(`  ${String(r.startMs).padStart(6)} → ${String(r.endMs).padStart(6)} ms  ${r.kB.toFixed(1).padStart(6)} kB  ${r.url}`);
      atMost(`Slow 3G, /my/class ${label}: header and navigation shown`, slow.headerMs, 5_000, ' ms');
      atMost(`Slow 3G, /my/class ${label}: the member's courses shown`, slow.contentMs, 8_000, ' ms');
    }
    report.slow3g = measured;
  }
} finally {
  await server?.stop();
  if (benchWeb) fs.rmSync(path.dirname(benchWeb), { recursive: true, force: true });
}

if (parts.has('startup')) {
  // Issue 31: the dev path (tsx) against the compiled server, each to its first 200 of /readyz (figures only).
  const figures = await measureStartup();
  report.startup = figures;
  for (const f of figures) console.log(`start-up ${f.mode} (${f.database}): ready in ${f.readyMs} ms (runs ${f.readyMsRuns.join(', ')}), RSS ${f.rssReadyMb} MB, ${f.rssSettledMb} MB 3 s later`);
}

if (parts.has('flows') || parts.has('progress')) {
  // Progress saves by 50 signed-in members at once (its own server: the bench creates members in its database).
  const constant = { name: 'constant JSON (GET /api/health)', path: '/api/health' };
  const r = await measureProgressSave(constant, 50);
  report.progressSave = r;
  console.log(
    `progress save, 50 members: ${r.subject.requestsPerSec} req/s, p99 ${r.subject.p99Ms} ms | constant ${r.baseline.requestsPerSec} req/s (fast lane), ` +
      `signed in ${r.routedBaseline.requestsPerSec} req/s (router) | ratio ${r.ratio}, to the routed one ${r.ratioToRouted} (autocannon)`,
  );
  atLeast('progress save / constant route (autocannon, 50 members)', r.ratio, 0.4);
  atLeast('progress save / constant route through the router (signed in)', r.ratioToRouted, 0.4);
}

if (parts.has('flows')) {
  const constant = { name: 'constant JSON (GET /api/health)', path: '/api/health' };

  // Orders and payment confirms by 20 members through the sandbox provider (figures only).
  const c = await measureCommerce(constant);
  report.commerce = c;
  const line = (x: { requestsPerSec: number; p50Ms: number; p99Ms: number; errors: number }) => `${x.requestsPerSec} req/s, p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms, errors ${x.errors}`;
  console.log(`order creation: ${line(c.orderCreate.subject)} | constant ${line(c.orderCreate.baseline)} | ratio ${c.orderCreate.ratio}`);
  console.log(`confirm (first): ${line(c.confirm.subject)} | repeat ${line(c.confirm.repeat)} | constant ${line(c.confirm.baseline)} | ratio ${c.confirm.ratio} | grants ${c.confirm.grants}`);
}

const load = os.loadavg().map((x) => x.toFixed(2));
console.log(`\n== goals (load average ${load.join(' ')}, ${os.cpus().length} cores) ==`);
for (const g of goals) console.log(`${g.met ? 'MET    ' : 'NOT MET'}  ${g.goal}: ${g.value} (goal ${g.unit})`);
const out = path.join(import.meta.dirname, 'results', 'latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg() };
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), parts: [...parts], machine, goals, ...report }, null, 2));
console.log(`written ${path.relative(process.cwd(), out)}`);
