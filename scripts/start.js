/**
 * `npm start`. With NODE_ENV=production: the compiled server (apps/api/dist/main.js, from `npm run build`) with no
 * TypeScript loader, built first when missing. Otherwise the TypeScript sources through tsx, after building the web
 * app when its build is missing or older than its sources (migrations and seed happen at the server's start).
 * Plain JavaScript, so production needs nothing but Node to run it (decision 089).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.NODE_ENV === 'production') {
  const main = path.join(root, 'apps/api/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('No build found: running npm run build first…');
    run(['run', 'build']);
  }
  await import(main);
} else {
  const dist = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];
  const newestMtime = (p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return 0;
    const stat = fs.statSync(full);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((max, e) => Math.max(max, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
  };
  const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  if (builtAt < Math.max(...sources.map(newestMtime))) {
    console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
    run(['run', 'build', '-w', 'apps/web']);
  }
  // One process, as before: tsx registered in this one, then the TypeScript entry imported.
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/api/src/main.ts');
}
