import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { sampleFreeLecture, xsrf } from './fixtures.ts';

// Issue 32 item 1: the encrypted renditions play in Chromium through hls.js (the library the player uses), which
// fetches each AES-128 key with the member's bearer token (the contract: requests whose path ends in `.key`).
// The player's own wiring of that header is the web side's; this spec holds the server's half to it.
const hlsScript = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');

// The page's CSP allows no injected script; the test page only borrows the origin.
test.use({ bypassCSP: true });

test('an encrypted lecture plays: keys fetched with the bearer token, currentTime advances', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { headers: xsrf, data: { email: 'demo@example.com', user_password: 'school-demo-2026', os: 'e2e' } });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const { lecture: lcNo } = await sampleFreeLecture(request);
  const info = await request.get(`/api/rs/play/${lcNo}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const hls = ((await info.json()) as { data: { media: { hls: string } } }).data.media.hls;

  const keys: { status: number; bearer: boolean }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.key')) keys.push({ status: r.status(), bearer: (r.request().headers().authorization ?? '').startsWith('Bearer ') });
  });
  await page.goto('/api/health');
  await page.addScriptTag({ path: hlsScript });
  await page.evaluate(
    ({ src, token }) => {
      type HlsCtor = new (config: object) => { loadSource: (s: string) => void; attachMedia: (v: HTMLVideoElement) => void };
      const Hls = (window as unknown as { Hls: HlsCtor }).Hls;
      const video = document.createElement('video');
      video.muted = true;
      document.body.append(video);
      const player = new Hls({
        xhrSetup: (xhr: XMLHttpRequest, url: string) => {
          if (new URL(url, location.href).pathname.endsWith('.key')) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        },
      });
      player.loadSource(src);
      player.attachMedia(video);
      void video.play();
    },
    { src: hls, token: accessToken },
  );
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(2);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((k) => k.status === 200 && k.bearer)).toBe(true);
});
