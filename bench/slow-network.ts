/**
 * Members' pages on a slow phone network (issue 33): Chromium with the network throttled to DevTools' "Slow 3G"
 * (CDP Network.emulateNetworkConditions: 2 s round trip, 50 kB/s each way), a new page with an empty cache per run,
 * signed in as the demo member. Prints, from the navigation start, when the page's frame (a skeleton or the page)
 * first painted something, and when its content was there: the lecture's player and /my/class's list.
 *
 * `node --import tsx bench/slow-network.ts <url> [runs]` against a running server, or from bench/run.ts (flows).
 */
import { chromium, type Page } from 'playwright-core';

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

const targets = {
  // The player's video element with its source attached, or the page's word that the lecture cannot play.
  player: `() => { const v = document.querySelector('video'); return !!v && v.getClientRects().length > 0 }`,
  // The class list or its empty state (both are the page's content, not a loading message).
  myClass: `() => { const h = document.querySelector('main h1, main h2'); return !!h && !document.querySelector('main [role=status][aria-busy], main .animate-spin') && document.querySelector('main')?.innerText.includes('학습') }`,
} as const;

async function measure(page: Page, path: string, ready: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await page.addInitScript(`window.__contentReady = ${ready};`);
  await page.goto(path, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __slow: { contentMs?: number } }).__slow?.contentMs !== undefined, undefined, { timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __slow: { frameMs: number; contentMs: number } }).__slow);
}

export async function measureSlowNetwork(url: string, runs = 3) {
  const menu = (await (await fetch(`${url}/api/course/list?free=Y&size=1`)).json()) as { data: { list: { course_sn: number }[] } };
  const courseSn = menu.data.list[0]?.course_sn;
  if (!courseSn) throw new Error('no free course in the catalogue');
  const lectures = (await (await fetch(`${url}/api/rs/menu/${courseSn}`)).json()) as { data: { list: { lc_no: number }[] } };
  const player = `/course/play/${courseSn}?lc_no=${lectures.data.list[0]!.lc_no}`;

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const login = await context.newPage();
    await login.goto('/login');
    await login.getByRole('textbox', { name: '이메일' }).fill('demo@example.com');
    await login.getByLabel('비밀번호', { exact: true }).fill('school-demo-2026');
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await login.waitForURL((u) => !u.pathname.startsWith('/login'));
    await login.close();
    await context.addInitScript(probe);

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
