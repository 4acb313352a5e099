/**
 * `npm run build` (after the web app): the API compiled to plain JavaScript in apps/api/dist (decision 089), so
 * production runs `node apps/api/dist/main.js` with no TypeScript loader. esbuild bundles our own code (the API and
 * @school/contracts, which is TypeScript source) into ES modules; npm packages stay imports, resolved from
 * node_modules at run time. The migrations are copied beside the bundle, where migrate.ts looks for them, and the
 * seed's data files to dist/seed-data, where db/seed/data.ts looks for them (decision 143).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const out = path.join(api, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@school/'));

/** The processes production starts, each a file in dist/ named by its key. */
const ENTRIES = { main: 'main.ts', worker: 'worker.ts', 'admin-cli': 'ops/admin-cli.ts', 'backup-cli': 'ops/backup-cli.ts' };

const started = Date.now();
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: Object.entries(ENTRIES).map(([name, file]) => ({ in: path.join(api, 'src', file), out: name })),
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
fs.cpSync(path.join(api, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
fs.cpSync(path.join(api, 'src/db/seed/data'), path.join(out, 'seed-data'), { recursive: true });
console.log(`API built to ${path.relative(root, out)} in ${Date.now() - started} ms`);
