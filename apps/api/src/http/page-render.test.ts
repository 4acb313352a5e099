import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer } from './page-render.ts';

// A stand-in for the web app's server build: renders what the API answers, throws for /course/9.
const ENTRY = `
export const isServerRendered = (p) => p === '/' || p.startsWith('/course');
export function createRenderer(get) {
  return async (url) => {
    if (url === '/course/9') throw new Error('render broke');
    const { body } = await get('/api/name');
    return { html: '<p>' + body + ' ' + url + '</p>', state: JSON.stringify({ body }) };
  };
}`;

let root: string;
const calls: string[] = [];
const get = async (url: string) => {
  calls.push(url);
  return { status: 200, body: `n${calls.length}` };
};
const log = pino({ level: 'silent' });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'school-render-'));
  await fs.mkdir(path.join(root, 'dist-server'));
  await fs.writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('server rendering of public pages', () => {
  it('renders a public page from what the API answers, each time it is asked (prepared-pages.ts keeps it)', async () => {
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), get, log))!;
    expect((await renderer.render('/course'))?.html).toBe('<p>n1 /course</p>');
    expect((await renderer.render('/course'))?.html).toBe('<p>n2 /course</p>');
  });

  it('hands back the API answers each render was given, and tells whether the API still answers them so', async () => {
    let name = 'first';
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), async () => ({ status: 200, body: name }), log))!;
    const [a, b] = await Promise.all([renderer.render('/course/1'), renderer.render('/course/2')]);
    expect(a?.reads).toEqual([{ url: '/api/name', status: 200, body: 'first' }]);
    expect(b?.reads).toEqual([{ url: '/api/name', status: 200, body: 'first' }]);
    expect(await renderer.sameReads(a!.reads)).toBe(true);
    name = 'second';
    expect(await renderer.sameReads(a!.reads)).toBe(false);
  });

  it('leaves member pages and a failed render to the browser (null, never a throw)', async () => {
    const renderer = (await PageRenderer.load(path.join(root, 'dist'), get, log))!;
    expect(await renderer.render('/my/info')).toBeNull();
    expect(await renderer.render('/course/9')).toBeNull();
  });

  it('without a server build, or with a broken one, there is no renderer', async () => {
    expect(await PageRenderer.load(path.join(root, 'missing'), get, log)).toBeUndefined();
    await fs.mkdir(path.join(root, 'broken-server'));
    await fs.writeFile(path.join(root, 'broken-server', 'entry-server.js'), 'throw new Error("bad build")');
    expect(await PageRenderer.load(path.join(root, 'broken'), get, log)).toBeUndefined();
  });
});
