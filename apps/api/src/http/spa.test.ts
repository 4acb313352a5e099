import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login } from '../test/accounts.ts';
import { buildApp } from '../app.ts';
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
       return { html: '<main>rendered ' + status + ' #' + renders + '</main>', state: JSON.stringify({ body, note: '</script><script>alert(1)</script>', more: '강의 '.repeat(400) }) };
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
  it('serves index.html for client routes: public pages cacheable by a CDN, the others revalidated and private', async () => {
    for (const url of ['/', '/course/free', '/stocks/rank/kr?tab=cap', '/my/info']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(url === '/course/free' ? 'public, max-age=0, s-maxage=300, stale-while-revalidate=60' : 'no-cache');
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

  it('a page carries the full security policy and no Set-Cookie (the web client makes its own XSRF cookie)', async () => {
    for (const url of ['/course', '/course/free', '/my/info']) {
      const res = await get(url, { accept: 'text/html' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('a public page answers 304 to its ETag, per encoding, and its compressed forms hold the same page', async () => {
    const plain = await get('/course/free', { accept: 'text/html' });
    const br = await get('/course/free', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/course/free', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toBe('accept-encoding');
    const tags = [plain, br, gz].map((r) => String(r.headers.etag));
    expect(new Set(tags).size).toBe(3);
    const again = await get('/course/free', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'if-none-match': tags[1]! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toContain('s-maxage=');
    expect((await get('/course/free', { 'if-none-match': tags[1]! })).statusCode).toBe(200);
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

describe('over HTTP: prepared answers written before the router (decision 085)', () => {
  let base: string;
  beforeAll(async () => {
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-v2.js"></script>');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const fetchPage = (url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers });
  const rendered = async (url: string) => /rendered 200 #(\d+)/.exec(await (await fetchPage(url)).text())?.[1];

  // Retried: on a loaded CI machine the page's freshness check may render it again between the two requests (seen once).
  it('answers a page again with the same bytes and headers, cacheable, without Set-Cookie, 304 to its ETag', { retry: 2 }, async () => {
    const first = await fetchPage('/course/free', { 'accept-encoding': 'br' });
    const firstBody = Buffer.from(await first.arrayBuffer());
    const second = await fetchPage('/course/free', { 'accept-encoding': 'br' });
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
    expect(second.headers.get('set-cookie')).toBeNull();
    const etag = second.headers.get('etag')!;
    const notModified = await fetchPage('/course/free', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
  });

  it('shows a console edit on the next load, even while the page is answered from its prepared bytes', async () => {
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const first = await rendered('/course/free');
    expect(await rendered('/course/free')).toBe(first);
    const write = await t.request({
      method: 'POST',
      url: '/api/admin/site/notices',
      headers: bearer(admin),
      payload: { category: 'system', title: '점검 안내', body: '내일 새벽 점검합니다.' },
    });
    expect(write.statusCode).toBe(200);
    expect(Number(await rendered('/course/free'))).toBeGreaterThan(Number(first));
  });

  it('a console edit in another API process shows here within a second (PostgreSQL tells every process)', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const admin = await login(t, await createMember(t, { role: 'admin' }));
      const first = await rendered('/course/free');
      const write = await other.inject({
        method: 'POST',
        url: '/api/admin/site/notices',
        cookies: { 'XSRF-TOKEN': 'x' },
        headers: { 'x-xsrf-token': 'x', ...bearer(admin) },
        payload: { category: 'system', title: '점검 안내', body: '다른 서버에서 쓴 공지입니다.' },
      });
      expect(write.statusCode).toBe(200);
      const deadline = Date.now() + 1000;
      let now = first;
      while (now === first && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        now = await rendered('/course/free');
      }
      expect(Number(now)).toBeGreaterThan(Number(first));
    } finally {
      await other.close();
    }
  });

  it('answers a cached API read again with the same body and protective headers; a signed-in call goes the ordinary way', async () => {
    const first = await fetchPage('/api/health');
    const second = await fetchPage('/api/health');
    expect(await second.json()).toEqual(await first.json());
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('cache-control')).toBe('no-store');
    // Only the ordinary path has a request id (and a log line) to give.
    expect(second.headers.get('x-request-id')).toBeNull();
    const signedIn = await fetchPage('/api/health', { authorization: 'Bearer x' });
    expect(signedIn.headers.get('x-request-id')).not.toBeNull();
  });
});
