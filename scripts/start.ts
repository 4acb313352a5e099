/**
 * `npm start`: builds the web app when its build is missing or older than its
 * sources, then runs the server (migrations and seed happen at its start-up).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((max, e) => Math.max(max, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/api/src/main.ts');
