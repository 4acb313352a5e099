import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledFfmpeg, ladderFor, probe, threadsBesideApi, transcode } from './transcode.ts';
import { newContentKey } from '../../lib/hls-encrypt.ts';

const ffmpeg = bundledFfmpeg();
let dir: string;

/** A short test-pattern clip of the given size, made by the bundled ffmpeg. */
async function clip(width: number, height: number): Promise<string> {
  const file = path.join(dir, `${width}x${height}.mp4`);
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=2`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
  return file;
}

const variants = (master: string) => [...master.matchAll(/RESOLUTION=(\d+)x(\d+)[^\n]*\n([^\n]+)/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]), uri: m[3] }));

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ladder-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('rendition ladder', () => {
  it('makes each rung up to the source and never scales up: a 720p source gets 360p and 720p, listed by the master playlist', async () => {
    const input = await clip(1280, 720);
    const source = await probe(ffmpeg, input);
    expect(source).toMatchObject({ width: 1280, height: 720, hasAudio: false });
    const out = path.join(dir, 'out720');
    await transcode(ffmpeg, input, out, source, () => undefined, async (n) => Array.from({ length: n }, () => newContentKey()));
    const master = await fs.readFile(path.join(out, 'master.m3u8'), 'utf8');
    expect(variants(master)).toEqual([
      { width: 640, height: 360, uri: '360p/index.m3u8' },
      { width: 1280, height: 720, uri: '720p/index.m3u8' },
    ]);
    for (const r of ['360p', '720p']) expect(await fs.readFile(path.join(out, r, 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    await expect(fs.stat(path.join(out, '1080p'))).rejects.toThrow();
  }, 120_000);

  it('keeps a source smaller than the lowest rung at its own size', async () => {
    const input = await clip(320, 240);
    const source = await probe(ffmpeg, input);
    const out = path.join(dir, 'out240');
    await transcode(ffmpeg, input, out, source, () => undefined, async (n) => Array.from({ length: n }, () => newContentKey()));
    expect(variants(await fs.readFile(path.join(out, 'master.m3u8'), 'utf8'))).toEqual([{ width: 320, height: 240, uri: '240p/index.m3u8' }]);
  }, 60_000);

  it('offers 1080p only to sources of 1080 lines or more', () => {
    expect(ladderFor({ height: 2160 }).map((r) => r.name)).toEqual(['360p', '720p', '1080p']);
    expect(ladderFor({ height: 1080 }).map((r) => r.name)).toEqual(['360p', '720p', '1080p']);
    expect(ladderFor({ height: 1079 }).map((r) => r.name)).toEqual(['360p', '720p']);
    expect(ladderFor({ height: 361 }).map((r) => r.name)).toEqual(['360p']);
    expect(ladderFor({ height: 201 }).map((r) => r.name)).toEqual(['200p']);
  });
});

// Issue 32: a transcode beside an API process must not take the CPU its requests need.
describe('transcoding in the background', () => {
  it('runs every ffmpeg at the lowest priority (the idle class where chrt is there), on the threads it is given', async () => {
    const input = await clip(640, 360);
    const log = path.join(dir, 'calls.log');
    // Records each call's nice value and scheduling policy (/proc stat fields 19 and 41) and arguments, then runs ffmpeg.
    const stub = path.join(dir, 'ffmpeg-stub.sh');
    await fs.writeFile(stub, `#!/bin/sh\necho "$(sed 's/.*) //' /proc/$$/stat | cut -d' ' -f17,39) $*" >> ${log}\nexec ${ffmpeg} "$@"\n`, { mode: 0o755 });
    const source = await probe(stub, input);
    const out = path.join(dir, 'background');
    await transcode(stub, input, out, source, () => {}, async (n) => Array.from({ length: n }, () => newContentKey()), { threads: 1 });
    expect(await fs.readFile(path.join(out, 'master.m3u8'), 'utf8')).toContain('360p/index.m3u8');
    const calls = (await fs.readFile(log, 'utf8')).trim().split('\n').map((l) => l.split(' '));
    expect(calls.length).toBe(3); // probe, the one rendition, the poster
    const idleClass = existsSync('/usr/bin/chrt') || existsSync('/bin/chrt');
    for (const [nice, policy] of calls) {
      expect(nice).toBe('19');
      if (idleClass) expect(policy).toBe('5'); // SCHED_IDLE
    }
    const rendition = calls[1]!.slice(2).join(' ');
    expect(rendition).toMatch(/-threads 1 -i \S+ -filter_threads 1 -threads 1 /);
  });

  it.runIf(existsSync('/usr/bin/setpriv'))('ends ffmpeg with the worker, even one killed outright, so none is left held stopped', async () => {
    const input = await clip(320, 240);
    const pidFile = path.join(dir, 'stub.pid');
    // A stand-in that probes like ffmpeg, then hangs in the first rendition.
    const stub = path.join(dir, 'hanging-ffmpeg.sh');
    await fs.writeFile(stub, `#!/bin/sh\ncase "$*" in *index.m3u8*) echo $$ > ${pidFile}; exec sleep 60;; esac\nexec ${ffmpeg} "$@"\n`, { mode: 0o755 });
    const script = `import { probe, transcode } from ${JSON.stringify(path.join(import.meta.dirname, 'transcode.ts'))};
const source = await probe(${JSON.stringify(stub)}, ${JSON.stringify(input)});
await transcode(${JSON.stringify(stub)}, ${JSON.stringify(input)}, ${JSON.stringify(path.join(dir, 'killed'))}, source, () => {}, async () => []);`;
    const worker = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' });
    try {
      await vi.waitFor(async () => expect(await fs.readFile(pidFile, 'utf8').catch(() => '')).toMatch(/\d/), { timeout: 30_000, interval: 100 });
      const pid = Number(await fs.readFile(pidFile, 'utf8'));
      worker.kill('SIGKILL');
      await vi.waitFor(() => expect(existsSync(`/proc/${pid}`)).toBe(false), { timeout: 5000, interval: 100 });
    } finally {
      worker.kill('SIGKILL');
    }
  }, 60_000);

  it('beside an API, ffmpeg gets one core fewer than the machine has, and at least one', () => {
    expect([1, 2, 4, 8].map((cores) => threadsBesideApi(cores))).toEqual([1, 1, 3, 7]);
  });

  it('says in Korean when there is no ffmpeg to run', async () => {
    const input = await clip(320, 240);
    await expect(probe(path.join(dir, 'no-such-ffmpeg'), input)).rejects.toThrow('영상 변환 프로그램(ffmpeg)을 실행하지 못했습니다');
  });
});
