/**
 * "The constant route's p99 while a 1080p transcode runs in a worker, against idle" (issue 32, goal ≤ 1.5×):
 * wrk on GET /api/health at 32 connections while a worker process transcodes a generated 1080p source into the
 * whole ladder (360p/720p/1080p) with the workers' own code, set up as the worker an API process starts beside
 * itself (worker-child.ts: its priority, ffmpeg's threads one fewer than the cores, ffmpeg at the lowest priority and
 * held while other work keeps the cores busy; BENCH_TRANSCODE_YIELD=false measures it without that).
 *
 * One transcode, paused and resumed (SIGSTOP/SIGCONT to the job and its ffmpeg): rounds alternate idle and
 * transcoding, so the drift of a shared machine hits both alike; each side's figure is the median of its rounds.
 * The job stays in this session, as the worker child stays in the API's: with the kernel's autogroup scheduling a
 * new session (setsid) would be its own group, weighed against the API's whole group whatever its nice value.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledFfmpeg, threadsBesideApi } from '../apps/api/src/modules/admin-videos/transcode.ts';
import { WORKER_NICE } from '../apps/api/src/worker-child.ts';
import { checkOk, wrk, type Target, type WrkFigures } from './wrk.ts';

type Figures = { requestsPerSec: number; p50Ms: number; p99Ms: number; p99sMs: number[] };

export interface TranscodeLoad {
  rounds: number;
  seconds: number;
  /** ffmpeg threads of the transcode (as the worker beside an API sets them). */
  threads: number;
  idle: Figures;
  transcoding: Figures;
  /** transcoding p99 / idle p99 (medians of the rounds) */
  p99Ratio: number;
  /** How far the transcode got while measured (its own progress line). */
  transcodeProgress: string;
  loadAverage: number[];
}

const constant: Target = { name: 'constant', path: '/api/health' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Every process `pid` started, and theirs (Linux /proc). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export async function measureTranscodeLoad(
  url: string,
  seconds = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 3),
  rounds = Number(process.env.BENCH_TRANSCODE_ROUNDS ?? 5),
): Promise<TranscodeLoad> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-transcode-'));
  const threads = threadsBesideApi();
  try {
    const source = path.join(dir, 'source.mp4');
    // Long enough to outlast the measurement at one thread; made before measuring (at the lowest priority, not to
    // disturb the machine's other tenants more than needed) so its own encode does not count.
    const length = Math.max(30, rounds * seconds * 2);
    execFileSync('nice', ['-n', '19', bundledFfmpeg(),
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${length}`, '-f', 'lavfi', '-i', `sine=duration=${length}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
    await checkOk(url, constant);
    await wrk(url, constant, 32, 2); // warm-up

    const job = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'transcode-job.ts'), source, path.join(dir, 'out')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TRANSCODE_THREADS: String(threads), TRANSCODE_YIELD: process.env.BENCH_TRANSCODE_YIELD ?? 'true' },
    });
    // The job first (it starts no new ffmpeg while stopped), then everything it started; ended the same way.
    const group = (signal: NodeJS.Signals) => {
      signalPid(job.pid!, signal === 'SIGCONT' ? 'SIGCONT' : 'SIGSTOP');
      for (const pid of descendants(job.pid!)) signalPid(pid, signal);
      if (signal !== 'SIGSTOP') signalPid(job.pid!, signal);
    };
    try {
      os.setPriority(job.pid!, WORKER_NICE);
    } catch {
      // as the worker child: not permitted here, it runs at normal priority
    }
    let progress = '';
    job.stdout.on('data', (d: Buffer) => (progress += d.toString()));
    const idle: WrkFigures[] = [];
    const busy: WrkFigures[] = [];
    let ranThrough = true;
    try {
      // ffmpeg running at full speed before the first transcoding round.
      await sleep(1500);
      for (let i = 0; i < rounds; i++) {
        group('SIGSTOP');
        await sleep(300);
        idle.push(await wrk(url, constant, 32, seconds));
        group('SIGCONT');
        await sleep(700);
        busy.push(await wrk(url, constant, 32, seconds));
        ranThrough &&= job.exitCode === null;
      }
    } finally {
      group('SIGKILL');
    }
    const pick = (xs: WrkFigures[]): Figures => ({
      requestsPerSec: median(xs.map((x) => x.requestsPerSec)),
      p50Ms: median(xs.map((x) => x.p50Ms)),
      p99Ms: median(xs.map((x) => x.p99Ms)),
      p99sMs: xs.map((x) => x.p99Ms),
    });
    const [i, b] = [pick(idle), pick(busy)];
    return {
      rounds,
      seconds,
      threads,
      idle: i,
      transcoding: b,
      p99Ratio: Number((b.p99Ms / Math.max(0.01, i.p99Ms)).toFixed(2)),
      transcodeProgress: `${progress.trim()}${ranThrough ? ' (still running at the end)' : ' (ended before the measurement did)'}`,
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
