/**
 * Lighthouse 12.8.2 (mobile settings, the CLI's default) with Debian's chromium against the
 * production build served by the API, and the initial JS of each page: the scripts Chromium
 * fetches while the page loads, sized as gzip from the Vite build output.
 *
 * Each page is measured three times and the run with the median performance score is kept, as
 * Lighthouse's own guidance advises on variable machines. Chromium lays Korean text out with the
 * machine's Korean font as a phone would with its own (Debian's fonts-noto-cjk, installed when
 * missing); without one, every Hangul glyph goes through font fallback and layout costs double.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath, ensureDebianPackage } from '../scripts/debian.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const CHROME = process.env.CHROME_PATH ?? chromiumPath();

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  failedAccessibilityAudits: string[];
  /** The elements that moved most (Lighthouse `layout-shifts`). */
  shifted: string[];
}

const RUNS = 3;

/**
 * The median of three runs by performance score; `runs` lists every run's score. `cold` is Lighthouse's own run: a
 * fresh profile, where the app registers its service worker after `load`. `warm` is a returning visitor's phone: the
 * worker installed by an earlier visit and controlling the page (Lighthouse on a Chromium we opened and left
 * signed-out, without its storage reset), so the page's files come from the worker's caches.
 */
export async function lighthouse(url: string, page: string, mode: 'cold' | 'warm' = 'cold'): Promise<LighthouseFigures & { runs: number[] }> {
  ensureDebianPackage('fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  const all: LighthouseFigures[] = [];
  const warm = mode === 'warm' ? await warmBrowser(url, page) : undefined;
  try {
    for (let i = 0; i < RUNS; i++) all.push(await lighthouseRetried(url, page, warm?.port));
  } finally {
    await warm?.close();
  }
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(RUNS / 2)]!, runs: all.map((r) => r.performance) };
}

/**
 * A Chromium with a debugging port whose profile has visited `page` until the app's service worker controls it.
 * Fails when the worker never takes control: the warm figures would then be cold ones under another name.
 */
async function warmBrowser(url: string, page: string) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lh-warm-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(url + page, { waitUntil: 'load' });
  await tab.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, { timeout: 30_000 });
  await tab.reload({ waitUntil: 'load' });
  const controlled = await tab.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error(`${page}: the service worker did not take control of the page`);
  return {
    port,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One retry: on a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART). */
async function lighthouseRetried(url: string, page: string, port?: number): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url, page, port);
  } catch (err) {
    console.warn(`${String(err)}: retrying once`);
    return lighthouseOnce(url, page, port);
  }
}

async function lighthouseOnce(url: string, page: string, port?: number): Promise<LighthouseFigures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-lh-')), 'report.json');
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  // With a port: the warm browser above, its storage (and so its service worker) kept.
  const browser = port === undefined ? ['--chrome-flags=--headless=new --no-sandbox --disable-gpu'] : [`--port=${port}`, '--disable-storage-reset'];
  await new Promise<void>((resolve, reject) => {
    const p = spawn(
      process.execPath,
      [cli, url + page, '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility', '--quiet', ...browser],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
    );
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code} on ${page}`))));
  });
  type Audit = { score: number | null; numericValue?: number; details?: { items?: { node?: { selector?: string; snippet?: string } }[] } };
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, Audit>;
  };
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const a = lhr.audits;
  return {
    page,
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    cls: Number((a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
    shifted: (a['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.node?.selector ?? ''),
    failedAccessibilityAudits: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && a[r.id]?.score !== null && (a[r.id]?.score ?? 1) < 1)
      .map((r) => `${r.id} [${(a[r.id]?.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.node?.selector).join(' ; ')}]`),
  };
}

export interface InitialJs {
  page: string;
  kbGzip: number;
  files: { file: string; kbGzip: number }[];
}

const gzipKb = (file: string) => Number((zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024).toFixed(1));

/**
 * Scripts a fresh browser fetches until the page is idle, sized as gzip from apps/web/dist. A page that
 * did not hydrate (its app never ran) fails the bench: its Lighthouse figures would flatter it.
 */
export async function initialJs(url: string, pages: string[]): Promise<InitialJs[]> {
  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    const results: InitialJs[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (r) => {
        if (r.resourceType() === 'script' && r.url().startsWith(url)) scripts.add(new URL(r.url()).pathname);
      });
      await tab.goto(url + page, { waitUntil: 'networkidle' });
      const hydrated = await tab
        .waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), undefined, { timeout: 10_000 })
        .then(() => true, () => false);
      await context.close();
      if (!hydrated) throw new Error(`${page} did not hydrate: the app's code never ran`);
      const files = [...scripts]
        .map((p) => ({ file: p, full: path.join(dist, p) }))
        .filter((f) => fs.existsSync(f.full))
        .map((f) => ({ file: f.file, kbGzip: gzipKb(f.full) }));
      results.push({ page, kbGzip: Number(files.reduce((n, f) => n + f.kbGzip, 0).toFixed(1)), files });
    }
    return results;
  } finally {
    await browser.close();
  }
}
