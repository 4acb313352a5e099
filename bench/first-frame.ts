/**
 * Time to first video frame on a lecture's play page in Chromium, as the demo
 * member sees it: signed in through the web page, then each run a new page
 * (same context, so the HTTP cache and the sign-in cookies are kept) opened
 * straight on /course/play/:course. Times are read inside the page with
 * performance.now(), so they count from the play page's navigation start.
 *
 * Beside it, in alternate runs, the bare player (bare-player.ts: the same lecture
 * with hls.js alone, no app) when the server's web build has it: its figure is
 * what this machine and browser take at least, as bare Fastify is for the load
 * figures (decision 102).
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumPath } from '../scripts/debian.ts';
import { BARE_PLAYER_PAGE } from './bare-player.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface FrameMarks {
  frameMs?: number;
  how?: string;
  loadedDataMs?: number;
  playMs?: number;
}

// A string, not a function: the page must not see helpers the TS transpiler may add.
// It watches for the <video> from the first byte, so no frame can come before the listener.
const probe = `
window.__ff = {};
new MutationObserver((_, obs) => {
  const v = document.querySelector('video');
  if (!v) return;
  obs.disconnect();
  const mark = (how) => { if (window.__ff.frameMs === undefined) { window.__ff.frameMs = performance.now(); window.__ff.how = how; } };
  if ('requestVideoFrameCallback' in v) v.requestVideoFrameCallback(() => mark('requestVideoFrameCallback'));
  v.addEventListener('loadeddata', () => { window.__ff.loadedDataMs = performance.now(); if (!('requestVideoFrameCallback' in v)) mark('loadeddata'); }, { once: true });
  v.addEventListener('play', () => { if (window.__ff.playMs === undefined) window.__ff.playMs = performance.now(); });
}).observe(document, { childList: true, subtree: true });
`;

async function apiData<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { code: string; data: T };
  if (body.code !== '0000') throw new Error(`GET ${url}: ${body.code}`);
  return body.data;
}

export async function measureFirstFrame(url: string, runs = 5) {
  // A free course's first lecture: it plays for any member, so the figure does not hinge on the demo pass.
  const course = (await apiData<{ list: { course_sn: number }[] }>(`${url}/api/course/list?free=Y&size=1`)).list[0];
  if (!course) throw new Error('no free course in the catalogue');
  const lecture = (await apiData<{ list: { lc_no: number }[] }>(`${url}/api/rs/menu/${course.course_sn}`)).list[0];
  if (!lecture) throw new Error(`course ${course.course_sn} has no lecture`);
  const target = `/course/play/${course.course_sn}?lc_no=${lecture.lc_no}`;

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    const login = await context.newPage();
    await login.goto(`/login?returnUrl=${encodeURIComponent(target)}`);
    await login.getByRole('textbox', { name: '이메일' }).fill('demo@example.com');
    await login.getByLabel('비밀번호', { exact: true }).fill('school-demo-2026');
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await login.waitForURL(`${url}${target}`);
    await login.close();
    await context.addInitScript(probe);

    const bare = (await fetch(`${url}${BARE_PLAYER_PAGE}`)).ok ? `${BARE_PLAYER_PAGE}?lc_no=${lecture.lc_no}` : null;
    const frame: number[] = [];
    const bareFrame: number[] = [];
    const fromPlay: number[] = [];
    const how = new Set<string>();
    let clicked = false;
    // Run 0 is the warm-up (cold cache, first compile of the page's scripts): not counted. The app and the bare
    // page take turns, each first in every other run, so neither always follows the other.
    for (let i = 0; i <= runs; i++) {
      const order = bare ? (i % 2 ? [bare, target] : [target, bare]) : [target];
      for (const address of order) {
        const m = await loadOnce(context, address);
        if (m.clicked) clicked = true;
        if (i === 0) continue;
        if (address === bare) {
          bareFrame.push(m.frameMs!);
          continue;
        }
        frame.push(m.frameMs!);
        if (m.playMs !== undefined) fromPlay.push(m.frameMs! - m.playMs);
        how.add(m.how!);
      }
    }
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      target,
      runs,
      warmUpRuns: 1,
      cache: 'kept (one context; new page each run)',
      measuredWith: [...how].join(', '),
      playClicked: clicked,
      medianMs: round(median(frame)),
      maxMs: round(Math.max(...frame)),
      samplesMs: frame.map(round),
      ...(fromPlay.length > 0 && { fromPlay: { medianMs: round(median(fromPlay)), maxMs: round(Math.max(...fromPlay)) } }),
      ...(bareFrame.length > 0 && {
        bare: { page: BARE_PLAYER_PAGE, medianMs: round(median(bareFrame)), maxMs: round(Math.max(...bareFrame)), samplesMs: bareFrame.map(round) },
        overBareMs: round(median(frame) - median(bareFrame)),
      }),
    };
  } finally {
    await browser.close();
  }
}

/** One load of `address` in a new page, to its first frame (started with the player's 'k' key if none comes paused). */
async function loadOnce(context: BrowserContext, address: string): Promise<FrameMarks & { clicked: boolean }> {
  const page = await context.newPage();
  try {
    await page.goto(address);
    const ready = (ms: number) =>
      page.waitForFunction(() => (window as unknown as { __ff: FrameMarks }).__ff.frameMs !== undefined, undefined, { timeout: ms }).then(
        () => true,
        () => false,
      );
    let clicked = false;
    // The player has no autoplay; a paused video still presents its first frame, so wait for that first.
    if (!(await ready(5_000))) {
      // No frame while paused: start it as a user does (the player's 'k' key). The time from navigation
      // then includes this wait, so fromPlay (frame minus the 'play' event) is the figure to read.
      clicked = true;
      const player = page.getByRole('group', { name: /동영상 플레이어/ });
      await player.focus();
      await page.keyboard.press('k');
      if (!(await ready(10_000))) throw new Error(`no video frame within 15 s on ${address}`);
    }
    return { ...(await page.evaluate(() => (window as unknown as { __ff: FrameMarks }).__ff)), clicked };
  } finally {
    await page.close();
  }
}
