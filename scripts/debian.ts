/**
 * System packages from Debian that the tests, the scale run and the bench need (Chromium, haproxy, wrk, fonts),
 * installed with apt-get when missing, so `npm test` and `npm run bench` work on a fresh machine with no other step.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

function aptGet(args: string[]): boolean {
  const root = process.getuid?.() === 0;
  const command = root ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
  const result = spawnSync(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs `pkg` unless `installed` (a path it provides) exists; throws, saying what to run, when it still does not. */
export function ensureDebianPackage(pkg: string, installed: string): string {
  if (fs.existsSync(installed)) return installed;
  console.log(`${pkg} is missing (${installed}): apt-get install -y ${pkg}`);
  // The package lists of a fresh machine may be missing or stale: update once, then try again.
  if (!aptGet(['install', '-y', '-qq', pkg]) && aptGet(['update', '-qq'])) aptGet(['install', '-y', '-qq', pkg]);
  if (!fs.existsSync(installed)) throw new Error(`${pkg} could not be installed: run \`apt-get install -y ${pkg}\` as root`);
  return installed;
}

/** Debian's Chromium for the browser tests and the bench (never `playwright install`); CHROMIUM_PATH names another. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? ensureDebianPackage('chromium', '/usr/bin/chromium');
}

/**
 * Debian's Chromium headless shell for the browser tests: the same Chromium build without the browser's own UI,
 * as Playwright itself runs headless tests. The full browser opens its omnibox pages with every new tab, which made
 * a new context with its first page cost 2.6× the CPU here (decision 109). The bench keeps the full browser, as
 * members run it. E2E_CHROMIUM_PATH names another binary (the full browser: /usr/bin/chromium).
 */
export function headlessShellPath(): string {
  return process.env.E2E_CHROMIUM_PATH ?? ensureDebianPackage('chromium-headless-shell', '/usr/bin/chromium-headless-shell');
}
