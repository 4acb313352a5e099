/**
 * Members' pages on a slow phone network (issue 33): Chromium with the network throttled to DevTools' "Slow 3G"
 * (CDP Network.emulateNetworkConditions: 2 s round trip, 50 kB/s each way), a new page with an empty cache per run,
 * signed in as the demo member. Prints, from the navigation start, when the page's frame (a skeleton or the page)
 * first painted something, and when its content was there: the lecture's player and /my/class's list.
 *
 * `node --import tsx bench/slow-network.ts <url> [runs]` against a running server, or from bench/run.ts (flows).
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

export const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 } as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// Watches from the first byte: the first time the frame skeleton or any page content is on screen, and the content.
const probe = `
window.__slow = {};
const seen = (el) => !!el && el.getClientRects().length > 0;
const check = () => {
  const s = window.__slow;
  const root = document.getElementById('root');
  if (s.frameMs === undefined && (seen(document.getElementById('frame-skeleton')) || (root && root.childElementCount > 0))) s.frameMs = performance.now();
  if (s.contentMs === undefined && window.__contentReady && window.__contentReady()) s.contentMs = performance.now();
  if (s.contentMs === undefined) requestAnimationFrame(check);
};
requestAnimationFrame(check);
`;

// The site's header with its navigation links, with words in it (not a blank bar).
const headerShown = `() => { const h = document.querySelector('header'); return !!h && h.getClientRects().length > 0 && h.innerText.trim().length > 0 && !!h.querySelector('nav a, a[href]') }`;

const targets = {
  // The player's video element with its source attached, or the page's word that the lecture cannot play.
  player: `() => { const v = document.querySelector('video'); return !!v && v.getClientRects().length > 0 }`,
  // The class list or its empty state (both are the page's content, not a loading message).
  // The page's title with its list of courses or the empty state under it, no loading message left.
  myClass: `() => { const main = document.querySelector('main'); return !!main && main.querySelector('h1')?.textContent === '내 강의실' && !main.querySelector('[role=status], .animate-spin, [aria-busy=true]') && !!main.querySelector('h1 ~ * li, h1 ~ * h2, h1 ~ * p') }`,
} as const;

async function measure(page: Page, path: string, ready: string, session?: CDPSession) {
  const cdp = session ?? (await page.context().newCDPSession(page));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await page.addInitScript(`window.__contentReady = ${ready};`);
  await page.goto(path, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __slow: { contentMs?: number } }).__slow?.contentMs !== undefined, undefined, { timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __slow: { frameMs: number; contentMs: number } }).__slow);
}

const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });

// A phone-sized context signed in as the demo member, the probe in every page it opens.
async function signedInContext(browser: Browser, url: string, serviceWorkers: 'allow' | 'block' = 'allow') {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers });
  const login = await context.newPage();
  await login.goto('/login');
  await login.getByRole('textbox', { name: '이메일' }).fill('demo@example.com');
  await login.getByLabel('비밀번호', { exact: true }).fill('school-demo-2026');
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await login.waitForURL((u) => !u.pathname.startsWith('/login'));
  await login.close();
  await context.addInitScript(probe);
  return context;
}

export interface RequestTiming {
  url: string;
  startMs: number;
  endMs: number;
  kB: number;
}

/**
 * `/my/class` alone (`npm run bench -- slow3g`, issue 48): when the header with its navigation, the frame and the
 * member's courses are on screen, and every request of the last run with when it left and ended (from the
 * navigation's start) and its size on the wire — what the page waited for, in order. `serviceWorkers: 'allow'` is a
 * member on the phone they signed in on (the app's service worker, registered at sign-in, serves the app's files);
 * 'block' is the same page with every file over the slow network (a browser that cleared its site data).
 */
export async function measureMyClassSlow3g(url: string, runs = 3, serviceWorkers: 'allow' | 'block' = 'allow') {
  const browser = await launch();
  try {
    const context = await signedInContext(browser, url, serviceWorkers);
    await context.addInitScript(`window.__headerShown = ${headerShown};
      (function watch() { if (window.__slow.headerMs === undefined && window.__headerShown()) window.__slow.headerMs = performance.now(); if (window.__slow.headerMs === undefined) requestAnimationFrame(watch); })();`);
    const header: number[] = [];
    const frame: number[] = [];
    const content: number[] = [];
    let requests: RequestTiming[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await page.context().newCDPSession(page);
      const seen = new Map<string, { url: string; start: number; end?: number; bytes: number }>();
      let origin: number | undefined;
      cdp.on('Network.requestWillBeSent', (e) => {
        origin ??= e.timestamp;
        seen.set(e.requestId, { url: e.request.url.replace(url, ''), start: e.timestamp, bytes: 0 });
      });
      cdp.on('Network.loadingFinished', (e) => {
        const r = seen.get(e.requestId);
        if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
      });
      const m = (await measure(page, '/my/class', targets.myClass, cdp)) as { frameMs: number; contentMs: number; headerMs?: number };
      await page.waitForFunction(() => (window as unknown as { __slow: { headerMs?: number } }).__slow.headerMs !== undefined, undefined, { timeout: 120_000 });
      const headerMs = await page.evaluate(() => (window as unknown as { __slow: { headerMs: number } }).__slow.headerMs);
      await page.close();
      header.push(Math.round(headerMs));
      frame.push(Math.round(m.frameMs));
      content.push(Math.round(m.contentMs));
      const t0 = origin ?? 0;
      requests = [...seen.values()].map((r) => ({ url: r.url, startMs: Math.round((r.start - t0) * 1000), endMs: r.end === undefined ? -1 : Math.round((r.end - t0) * 1000), kB: r.bytes / 1000 }));
    }
    return {
      network: 'Slow 3G (2000 ms RTT, 50 kB/s down and up), cache disabled, 390 px',
      serviceWorkers,
      runs,
      headerMs: median(header),
      frameMs: median(frame),
      contentMs: median(content),
      headerSamplesMs: header,
      contentSamplesMs: content,
      requests,
    };
  } finally {
    await browser.close();
  }
}

export async function measureSlowNetwork(url: string, runs = 3) {
  const menu = (await (await fetch(`${url}/api/course/list?free=Y&size=1`)).json()) as { data: { list: { course_sn: number }[] } };
  const courseSn = menu.data.list[0]?.course_sn;
  if (!courseSn) throw new Error('no free course in the catalogue');
  const lectures = (await (await fetch(`${url}/api/rs/menu/${courseSn}`)).json()) as { data: { list: { lc_no: number }[] } };
  const player = `/course/play/${courseSn}?lc_no=${lectures.data.list[0]!.lc_no}`;

  const browser = await launch();
  try {
    const context = await signedInContext(browser, url);

    type Figures = { frameMs: number; contentMs: number; frameSamplesMs: number[]; contentSamplesMs: number[] };
    const result = {} as { player: Figures; myClass: Figures };
    for (const [name, path, ready] of [
      ['player', player, targets.player],
      ['myClass', '/my/class', targets.myClass],
    ] as const) {
      const frame: number[] = [];
      const content: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await context.newPage();
        const m = await measure(page, path, ready);
        await page.close();
        frame.push(Math.round(m.frameMs));
        content.push(Math.round(m.contentMs));
      }
      result[name] = { frameMs: median(frame), contentMs: median(content), frameSamplesMs: frame, contentSamplesMs: content };
    }
    return { network: 'Slow 3G (2000 ms RTT, 50 kB/s down and up), cache disabled, 390 px', runs, playerPath: player, ...result };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs] = process.argv.slice(2);
  if (!url) throw new Error('usage: bench/slow-network.ts <url> [runs]');
  const r = await measureSlowNetwork(url, Number(runs ?? 1));
  console.log(JSON.stringify(r, null, 2));
}
