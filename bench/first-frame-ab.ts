/**
 * `node --import tsx bench/first-frame-ab.ts <name>=<web build dir> <name>=<web build dir> …`: the first video frame of
 * several web builds, each served by its own production server (`WEB_DIST`), measured in alternating rounds in one
 * sitting. On this shared machine a single run of `npm run bench` moves by ±100 ms between sittings, so a change to
 * the play page is judged by its paired figure only (decision 077). Build a variant with
 * `NODE_ENV=production npx vite build --outDir /tmp/variant` in apps/web. `ROUNDS` (default 4) rounds of 5 loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withBarePlayer } from './bare-player.ts';
import { measureFirstFrame } from './first-frame.ts';
import { startServer, type BenchServer } from './server.ts';

const builds = process.argv.slice(2).filter((a) => a !== '--').map((arg) => {
  const [name, dir] = arg.split('=');
  if (!name || !dir) throw new Error(`expected <name>=<web build dir>, got ${arg}`);
  return { name, dir };
});
if (builds.length < 2) throw new Error('give two builds or more: <name>=<web build dir>');
const rounds = Number(process.env.ROUNDS ?? 4);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const servers = new Map<string, BenchServer>();
const copies: string[] = [];
const samples = new Map<string, number[]>();
try {
  for (const { name, dir } of builds) {
    copies.push(withBarePlayer(dir));
    servers.set(name, await startServer({ WEB_DIST: copies.at(-1)! }));
  }
  for (let round = 0; round < rounds; round++) {
    // Every other round in reverse order, so no build always follows the same one.
    for (const { name } of round % 2 ? [...builds].reverse() : builds) {
      const figure = await measureFirstFrame(servers.get(name)!.url, 5);
      samples.set(name, [...(samples.get(name) ?? []), ...figure.samplesMs]);
      console.log(`round ${round + 1} ${name}: median ${figure.medianMs} ms (${figure.samplesMs.join(', ')}); bare player ${figure.bare?.medianMs} ms`);
    }
  }
  for (const { name } of builds) {
    const xs = samples.get(name)!;
    console.log(`${name}: median ${median(xs)} ms of ${xs.length} loads, max ${Math.max(...xs)} ms`);
  }
} finally {
  for (const server of servers.values()) await server.stop();
  for (const copy of copies) fs.rmSync(path.dirname(copy), { recursive: true, force: true });
}
