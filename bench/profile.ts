import fs from 'node:fs';
import path from 'node:path';
import { startServer } from './server.ts';
import { signedSegmentPaths } from './segment.ts';
import { wrk } from './wrk.ts';
const dir = '/tmp/speed-prof-' + (process.argv[2] ?? 'x');
fs.rmSync(dir, { recursive: true, force: true });
const s = await startServer({}, ['--cpu-prof', '--cpu-prof-dir', dir]);
// `segment`: a signed media segment as the player fetches it (bench/segment.ts), made after the server is up.
const asked = process.argv[3] ?? '/api/health';
const target = { name: 'x', path: asked === 'segment' ? (await signedSegmentPaths(s.url)).segment : asked };
await wrk(s.url, target, 32, 1);
console.log(await wrk(s.url, target, 32, 6));
await s.stop();
const file = fs.readdirSync(dir).map((f) => path.join(dir, f))[0]!;
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] };
const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[] };
const self = new Map<string, number>();
let total = 0;
for (const n of prof.nodes) {
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/file:\/\/\/work\/[^/]+\/[^/]+\//, '')}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + n.hitCount);
  total += n.hitCount;
}
// Inclusive by package
const byPkg = new Map<string, number>();
for (const n of prof.nodes) {
  const u = n.callFrame.url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
  const k = m ? m[1]! : u.startsWith('node:') ? u : u.includes('/work/') ? 'app' : (n.callFrame.functionName || '(native)');
  byPkg.set(k, (byPkg.get(k) ?? 0) + n.hitCount);
}
console.log('total samples', total);
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 35).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
console.log('--- self by package');
console.log([...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
