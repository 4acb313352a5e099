import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer } from './page-render.ts';
import { PreparedPages, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, type PreparedPage } from './prepared-pages.ts';

// A stand-in for the web app's server build: each render says how many came before it.
const ENTRY = `
let renders = 0;
export const isServerRendered = (p) => p.startsWith('/course');
export const createRenderer = () => async (url) => ({ html: '<p>' + url + ' #' + (++renders) + '</p>', state: '{}' });`;

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
  it('prepares a page once per address; after ten seconds serves it while a new one is built, then the new one', async () => {
    let now = 0;
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), async () => ({ status: 200, body: '' }), log))!;
    const pages = new PreparedPages(index, { renderer, log }, () => now);
    const first = await pages.get('/course/1');
    expect(text(first)).toContain('/course/1 #');
    expect(first.cacheControl).toBe(PUBLIC_PAGE_CACHE);
    expect(pages.get('/course/1')).toBe(first);
    now = 10_000;
    // The request that finds it old is answered at once with the old page; the rebuild replaces it.
    expect(pages.get('/course/1')).toBe(first);
    await new Promise((r) => setTimeout(r, 50));
    const second = pages.get('/course/1') as PreparedPage;
    expect(second).not.toBe(first);
    expect(first.body.retired).toBe(true);
    expect(second.body.held).toBe(true);
    expect(text(second)).not.toBe(text(first));
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
