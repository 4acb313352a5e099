import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer } from './page-render.ts';
import { PreparedPages, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, type PreparedPage } from './prepared-pages.ts';

// A stand-in for the web app's server build: each render shows what the API answers and how many came before it.
const ENTRY = `
let renders = 0;
export const isServerRendered = (p) => p.startsWith('/course');
export const createRenderer = (get) => async (url) => {
  const { body } = await get('/api/data' + url);
  return { html: '<p>' + url + ' ' + body + ' #' + (++renders) + '</p>', state: '{}' };
};`;

let root: string;
let index: string;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'school-pages-'));
  await fs.mkdir(path.join(root, 'dist'));
  await fs.mkdir(path.join(root, 'dist-server'));
  await fs.writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  index = path.join(root, 'dist', 'index.html');
  await fs.writeFile(index, '<!doctype html><title>투자학교</title><div id="root"></div>');
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const text = (page: PreparedPage) => page.body.raw.toString();

describe('prepared pages', () => {
  it('prepares a page once per address and keeps it while its data stays the same, however long', async () => {
    let now = 0;
    let asked = 0;
    const api = async () => {
      asked++;
      return { status: 200, body: 'v1' };
    };
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), api, log))!;
    const pages = new PreparedPages(index, { renderer, log }, () => now);
    const first = await pages.get('/course/1');
    expect(text(first)).toContain('/course/1 v1 #');
    expect(first.cacheControl).toBe(PUBLIC_PAGE_CACHE);
    expect(pages.get('/course/1')).toBe(first);
    for (now = 10_000; now <= 120_000; now += 10_000) {
      expect(await pages.get('/course/1')).toBe(first);
      await new Promise((r) => setTimeout(r, 5));
    }
    // Checked (its data asked again), never rendered again.
    expect(asked).toBeGreaterThan(5);
    expect(first.body.retired).toBe(false);
  });

  it('a page whose data changed with time alone is rendered again at its next check, and the CDN told', async () => {
    let now = 0;
    let data = 'open';
    const purged: string[][] = [];
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), async () => ({ status: 200, body: data }), log))!;
    const pages = new PreparedPages(index, { renderer, log, purge: (urls) => purged.push(urls) }, () => now);
    const first = await pages.get('/course/2');
    expect(text(first)).toContain('/course/2 open');
    data = 'closed';
    now = 9_999;
    expect(pages.get('/course/2')).toBe(first);
    now = 10_000;
    // The request that starts the check is answered at once with the page it has; the new one follows.
    expect(pages.get('/course/2')).toBe(first);
    await new Promise((r) => setTimeout(r, 50));
    const second = pages.get('/course/2') as PreparedPage;
    expect(text(second)).toContain('/course/2 closed');
    expect(first.body.retired).toBe(true);
    expect(second.body.held).toBe(true);
    expect(purged).toEqual([['/course/2']]);
  });

  it('a page nobody asked for in a minute is checked before it is served; a new day renders it again', async () => {
    let now = Date.UTC(2026, 0, 1, 14, 0); // 23:00 in Korea
    let data = 'a';
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), async () => ({ status: 200, body: data }), log))!;
    const pages = new PreparedPages(index, { renderer, log }, () => now);
    expect(text(await pages.get('/course/3'))).toContain('/course/3 a');
    data = 'b';
    now += 60_000;
    expect(text(await pages.get('/course/3'))).toContain('/course/3 b');
    const second = await pages.get('/course/3');
    now += 3600_000; // midnight in Korea passed, the data did not change
    const third = await pages.get('/course/3');
    expect(third).not.toBe(second);
    expect(text(third)).toContain('/course/3 b');
  });

  it('a change drops every page and purges the public ones a CDN may hold; member pages stay private', async () => {
    const purged: string[][] = [];
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), async () => ({ status: 200, body: '' }), log))!;
    const pages = new PreparedPages(index, { renderer, log, purge: (urls) => purged.push(urls) });
    const course = await pages.get('/course');
    const member = await pages.get('/my/info');
    expect(member.cacheControl).toBe(PRIVATE_PAGE_CACHE);
    expect(text(member)).toContain('<div id="root"></div>');
    pages.invalidate();
    expect(purged).toEqual([['/course']]);
    expect(course.body.retired).toBe(true);
    expect(text(await pages.get('/course'))).not.toBe(text(course));
    pages.invalidate();
    pages.invalidate();
    expect(purged).toEqual([['/course'], ['/course']]);
  });
});
