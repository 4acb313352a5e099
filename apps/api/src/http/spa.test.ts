import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login } from '../test/accounts.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'school-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-v1.js"></script>');
  await fs.writeFile(path.join(dist, 'assets', 'app-v1.js'), 'console.log(1)');
  // A stand-in for the web app's server build (decision 074): renders /course/free from the API's own answer.
  await fs.mkdir(`${dist}-server`);
  await fs.writeFile(
    `${dist}-server/entry-server.js`,
    `export const isServerRendered = (p) => p === '/course/free';
     export const isKnownPage = (p) => !p.startsWith('/no-such-');
     let renders = 0;
     export const createRenderer = (get) => async () => {
       const { status, body } = await get('/api/health');
       renders += 1;
       return { html: '<main>rendered ' + status + ' #' + renders + '</main>', state: JSON.stringify({ body, note: '</script><script>alert(1)</script>' }) };
     };`,
  );
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
  await fs.rm(`${dist}-server`, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the built web app', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/', '/course/free', '/stocks/rank/kr?tab=cap', '/my/info']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('/assets/app-v1.js');
    }
  });

  it('an address the web app has no page for answers 404 with the app (its not-found page), known ones 200', async () => {
    const missing = await get('/no-such-page?x=1', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('/assets/app-v1.js');
    expect((await get('/my/info', { accept: 'text/html' })).statusCode).toBe(200);
  });

  it('a page carries the full security policy and hands out the XSRF cookie once, readable by the page', async () => {
    const res = await get('/course', { accept: 'text/html' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: 'GET', url: '/course', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a public page comes rendered, with its data in a script that cannot be closed early; member pages do not', async () => {
    const page = (await get('/course/free', { accept: 'text/html' })).body;
    expect(page).toMatch(/<div id="root"><main>rendered 200 #\d+<\/main><\/div><script id="ssr-state" type="application\/json">/);
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
    const state = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(JSON.parse(state!).body)).toMatchObject({ code: '0000' });
    expect((await get('/my', { accept: 'text/html' })).body).toContain('<div id="root"></div>');
  });

  it('a console write shows on the next page load; a refused write or a member write keeps the rendered page', async () => {
    const render = async () => /rendered 200 #(\d+)/.exec((await get('/course/free', { accept: 'text/html' })).body)?.[1];
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const member = await login(t, await createMember(t));
    const write = (who: typeof admin, url: string, payload: object) =>
      t.request({ method: 'POST', url, headers: bearer(who), payload });
    const first = await render();
    expect(await render()).toBe(first);
    expect((await write(admin, '/api/admin/site/notices', { category: 'service', title: '', body: '' })).statusCode).toBe(400);
    expect((await write(member, '/api/my/cs/inquiry', { category: 'etc', title: '문의', contents: '내용' })).statusCode).toBe(200);
    expect(await render()).toBe(first);
    expect((await write(admin, '/api/admin/site/notices', { category: 'system', title: '점검 안내', body: '내일 새벽 점검합니다.' })).statusCode).toBe(200);
    expect(Number(await render())).toBeGreaterThan(Number(first));
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-v1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await get('/assets/app-old.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: '1004' });
  });

  it('picks up a rebuild without a restart', async () => {
    await fs.writeFile(path.join(dist, 'assets', 'app-v2.js'), 'console.log(2)');
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app-v2.js"></script>');
    await fs.rm(path.join(dist, 'assets', 'app-v1.js'));
    expect((await get('/my', { accept: 'text/html' })).body).toContain('/assets/app-v2.js');
    expect((await get('/assets/app-v2.js')).statusCode).toBe(200);
    expect((await get('/assets/app-v1.js')).statusCode).toBe(404);
  });

  it('keeps API 404s in the envelope', async () => {
    const res = await get('/api/unknown', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '1004', data: null });
  });
});
