/**
 * "The constant route's p99 while a 1080p transcode runs in a worker, against idle" (issue 32, goal ≤ 1.5×):
 * wrk on GET /api/health at 32 connections, once idle and once while a worker process transcodes a
 * generated 1080p source into the whole ladder (360p/720p/1080p) with the workers' own code.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledFfmpeg } from '../apps/api/src/modules/admin-videos/transcode.ts';
import { checkOk, wrk, type Target } from './wrk.ts';

export interface TranscodeLoad {
  seconds: number;
  idle: { requestsPerSec: number; p50Ms: number; p99Ms: number };
  transcoding: { requestsPerSec: number; p50Ms: number; p99Ms: number };
  /** transcoding p99 / idle p99 */
  p99Ratio: number;
  /** How far the transcode got while measured (its own progress line). */
  transcodeProgress: string;
}

const constant: Target = { name: 'constant', path: '/api/health' };

export async function measureTranscodeLoad(url: string, seconds = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 10)): Promise<TranscodeLoad> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-transcode-'));
  try {
    const source = path.join(dir, 'source.mp4');
    // Long enough to outlast the measurement; made before measuring so its own encode does not count.
    execFileSync(bundledFfmpeg(), [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds * 4}`, '-f', 'lavfi', '-i', `sine=duration=${seconds * 4}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
    await checkOk(url, constant);
    await wrk(url, constant, 32, 2); // warm-up
    const idle = await wrk(url, constant, 32, seconds);

    const job = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'transcode-job.ts'), source, path.join(dir, 'out')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let progress = '';
    job.stdout.on('data', (d: Buffer) => (progress += d.toString()));
    // ffmpeg running at full speed before the measurement starts.
    await new Promise((r) => setTimeout(r, 1500));
    const busy = await wrk(url, constant, 32, seconds);
    const stillRunning = job.exitCode === null;
    job.kill('SIGKILL');
    const pick = (x: typeof idle) => ({ requestsPerSec: x.requestsPerSec, p50Ms: x.p50Ms, p99Ms: x.p99Ms });
    return {
      seconds,
      idle: pick(idle),
      transcoding: pick(busy),
      p99Ratio: Number((busy.p99Ms / Math.max(0.01, idle.p99Ms)).toFixed(2)),
      transcodeProgress: `${progress.trim()}${stillRunning ? ' (still running at the end)' : ' (ended before the measurement did)'}`,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
