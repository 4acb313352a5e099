import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { KOREA_TIME_ZONE } from '../packages/contracts/src/korea-time.ts';
import { headlessShellPath } from '../scripts/debian.ts';

const root = path.resolve(import.meta.dirname, '..');

// Installed here when missing, so `npm test` and `npm run test:e2e` work on a fresh machine.
const chromium = headlessShellPath();

// Workers load this file again: the port and data dir are fixed once, in the
// runner, and handed down through the environment.
// Two ports held open at once, so the second can never be the first one handed out again (the web server's, and
// the RTMP front of the live classes (decision 136) for e2e/live.spec.ts).
const [port, ingestPort] = (
  process.env.E2E_PORT && process.env.E2E_INGEST_PORT
    ? `${process.env.E2E_PORT} ${process.env.E2E_INGEST_PORT}`
    : execFileSync(process.execPath, [
        '-e',
        "const net=require('net');const a=net.createServer().listen(0,'127.0.0.1',()=>{const b=net.createServer().listen(0,'127.0.0.1',()=>{console.log(a.address().port+' '+b.address().port);a.close();b.close()})})",
      ]).toString()
)
  .trim()
  .split(' ') as [string, string];
process.env.E2E_PORT = port;
process.env.E2E_INGEST_PORT = ingestPort;
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retry: a test that passes only on its second try is a bug to find (issue 43). `npm test` names any test that
  // failed in its closing lines.
  retries: 0,
  // Chromium's headless shell (scripts/debian.ts) opens a new context with its first page at about 0.4 of the full
  // browser's CPU; the whole-test limit stays generous for the few long stories (the player sets its own).
  timeout: 60_000,
  // What a healthy page needs on a busy 2-core machine. The few waits on real work (a transcode finishing, video
  // playing, the service worker installing) set their own, longer limit where they wait.
  expect: { timeout: 10_000 },
  // Beside this run's data dir: runs in parallel never share trace files.
  outputDir: `${process.env.E2E_DATA_DIR}-results`,
  use: {
    baseURL,
    // The service worker (decision 114) serves pages and scripts from its caches, past page.route: specs that delay or
    // replace a script or a page would no longer see those requests. It is on in e2e/pwa.spec.ts, which tests it.
    serviceWorkers: 'block',
    locale: 'ko-KR',
    timezoneId: KOREA_TIME_ZONE,
    // A failed test keeps its trace (actions with DOM snapshots, network, console) and a screenshot of the moment it
    // failed. Not the trace's screencast: Chromium encodes a frame of every page all the time for it, for every test,
    // passed or not. Without it walkthrough-a took 1.4–1.7 min against 2.3–3.2 min, at load 9–12 (decision 109).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
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
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The compiled server, as production runs it (decision 089): no TypeScript loader at start or in its worker.
    // `npm test` builds in its first step and says so with TEST_BUILT=1.
    command: `${process.env.TEST_BUILT === '1' ? '' : 'npm run --silent build && '}node apps/api/dist/main.js`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every spec signs members up and in from 127.0.0.1: the per-address limits (tested in the API tests) would refuse them.
      LOGIN_LIMIT_PER_IP: '100000',
      CERT_LIMIT_PER_IP: '100000',
      // Short-lived access tokens, so e2e/accounts.spec.ts can prove the 0902 refresh-and-retry in a browser.
      // Every signed-in flow then refreshes often, which the client must handle anyway. Not shorter: a token
      // lives whole seconds only, and on a loaded 2-core CI a refresh and its retry have taken over 2 s.
      ACCESS_TOKEN_TTL_SECONDS: '8',
      // Chromium, Playwright and the server keep a 2-core CI busy: a worker yielding to that (decision 100) could wait
      // out the upload test's 30 s. What yielding does to requests is measured by `npm run bench -- transcode`.
      TRANSCODE_YIELD: 'false',
      // The live classes' RTMP ingest, and the address the console hands the teacher beside the stream key.
      LIVE_INGEST_PORT: ingestPort,
      LIVE_INGEST_URL: `rtmp://127.0.0.1:${ingestPort}`,
    },
  },
});
