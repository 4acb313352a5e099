import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encryptHlsFolder, type ContentKey } from '../../lib/hls-encrypt.ts';
import { yieldWhileBusy } from './busy-yield.ts';

/** A transcode that cannot go on; `message` is Korean, for the operator. */
export class TranscodeError extends Error {}

export interface Probe {
  durationSec: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/**
 * Containers ffmpeg may read an upload as. Anything else (an HLS or concat playlist, an image
 * sequence…) is refused before decoding: a playlist could make ffmpeg read other files or URLs.
 */
const ALLOWED_FORMATS = /^(mov,mp4,m4a,3gp,3g2,mj2|matroska,webm|avi)$/;

export interface Rendition {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** H.264 level (×10) and its CODECS string: 3.1 holds 720p30, 4.0 1080p30. */
  level: 31 | 40;
}

/** The adaptive ladder; a source gets the rungs at or below its own height (never upscaled). */
const LADDER: readonly Rendition[] = [
  { name: '360p', height: 360, videoKbps: 700, audioKbps: 64, level: 31 },
  { name: '720p', height: 720, videoKbps: 2000, audioKbps: 128, level: 31 },
  { name: '1080p', height: 1080, videoKbps: 4500, audioKbps: 128, level: 40 },
];

export interface Run {
  code: number | null;
  stderr: string;
}

/**
 * ffmpeg's nice value, the lowest priority there is: transcoding is background work and takes only the CPU time
 * requests leave (with 10 a 1080p encode's threads still took a visible share from an API process beside it).
 */
const FFMPEG_NICE = 19;

/**
 * What ffmpeg is started through, checked once: coreutils' `nice -n 19`, so it runs at the lowest priority from its
 * first instruction, and before it Linux's idle scheduling class through util-linux's `chrt` where that is allowed:
 * ffmpeg then runs only on a core nothing else wants, and a request that wakes up takes its core at once (with a nice
 * value alone the kernel may let ffmpeg finish its time slice first, a millisecond or more of a request's latency).
 * First of all util-linux's `setpriv --pdeathsig KILL`: ffmpeg is killed when the worker dies, even by SIGKILL, rather
 * than left behind (held stopped, decision 100, it would wait forever). Each replaces itself with the next (one
 * process: killing it kills ffmpeg). Without them, the priority is set right after the start.
 */
let launcher: string[] | undefined;
function lowPriorityLauncher(): string[] {
  if (launcher) return launcher;
  const found = (name: string) => ['/usr/bin/', '/bin/'].map((dir) => dir + name).find((p) => existsSync(p));
  const works = (args: string[]) => spawnSync(args[0]!, [...args.slice(1), 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  const linux = (name: string) => (process.platform === 'linux' ? found(name) : undefined);
  const [setpriv, chrt, nice] = [linux('setpriv'), linux('chrt'), found('nice')];
  const withParent = setpriv ? [setpriv, '--pdeathsig', 'KILL'] : [];
  const idle = chrt ? [chrt, '--idle', '0'] : [];
  const lowest = nice ? [nice, '-n', String(FFMPEG_NICE)] : [];
  launcher = [withParent, idle, lowest].filter((l) => l.length > 0 && works(l)).flat();
  return launcher;
}

/** ffmpeg processes this process runs: stopped with it (killRunning), so none is left behind. */
const running = new Set<ChildProcess>();

export function killRunning(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** How a transcode shares the machine: ffmpeg's threads, and whether it pauses while other work keeps the cores busy. */
export interface CpuShare {
  /** At most this many threads each for decoding, scaling and encoding (unset: ffmpeg's own choice, every core). */
  threads?: number;
  /** Held stopped while the machine's other work leaves fewer idle cores than `threads` (busy-yield.ts). */
  yieldWhenBusy?: boolean;
}

export function run(ffmpeg: string, args: string[], options: { timeoutMs: number; share?: CpuShare; onStdout?: (chunk: string) => void }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const [command, ...through] = [...lowPriorityLauncher(), ffmpeg];
    const child = spawn(command, [...through, '-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.on('exit', () => running.delete(child));
    // Transcoding is background work: it yields the CPU to requests (set here when no launcher could).
    if (child.pid && command === ffmpeg) {
      try {
        os.setPriority(child.pid, FFMPEG_NICE);
      } catch {
        // not permitted here: runs at normal priority
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-20_000);
    });
    if (options.onStdout) child.stdout.setEncoding('utf8').on('data', options.onStdout);
    else child.stdout.resume();
    const share = options.share;
    const yielding = share?.yieldWhenBusy && child.pid ? yieldWhileBusy(child.pid, share.threads ?? os.cpus().length) : null;
    // The timeout counts running time: time held stopped for requests is added back before it strikes.
    const expire = () => {
      const owed = yielding?.takePausedMs() ?? 0;
      if (owed > 0) timer = setTimeout(expire, owed);
      else child.kill('SIGKILL');
    };
    let timer = setTimeout(expire, options.timeoutMs);
    child.on('exit', () => yielding?.stop());
    child.on('error', (err) => {
      yielding?.stop();
      clearTimeout(timer);
      reject(new TranscodeError(`영상 변환 프로그램(ffmpeg)을 실행하지 못했습니다: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new TranscodeError('영상 변환이 너무 오래 걸려 멈췄습니다. 파일을 확인한 뒤 다시 시도해 주세요.'));
      // The launcher found no ffmpeg to run (spawn's own 'error' when ffmpeg is started directly).
      else if (command !== ffmpeg && code === 127) reject(new TranscodeError(`영상 변환 프로그램(ffmpeg)을 실행하지 못했습니다: ${lastLine(stderr)}`));
      else resolve({ code, stderr });
    });
  });
}

/** The last meaningful line ffmpeg printed, for the operator's "why". */
export function lastLine(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('frame=') && !l.startsWith('Press'));
  return (lines.at(-1) ?? '알 수 없는 오류').slice(0, 300);
}

/**
 * The container by its first bytes, before ffmpeg sees the file: ISO media (MP4, MOV, M4V), Matroska
 * (MKV, WebM) or AVI. ffmpeg itself would also open a playlist, which may point at other files.
 */
async function sniff(input: string): Promise<boolean> {
  const handle = await fs.open(input, 'r').catch(() => null);
  if (!handle) throw new TranscodeError('올린 파일을 찾을 수 없습니다. 다시 올려 주세요.');
  const head = Buffer.alloc(12);
  try {
    await handle.read(head, 0, 12, 0);
  } finally {
    await handle.close();
  }
  const box = head.toString('latin1', 4, 8);
  return ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box) || head.readUInt32BE(0) === 0x1a45dfa3 || (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ');
}

/** Reads the container, duration, size and streams from ffmpeg's own description of the input. */
export async function probe(ffmpeg: string, input: string): Promise<Probe> {
  if (!(await sniff(input))) throw new TranscodeError('영상 파일로 읽을 수 없습니다. MP4, MOV, MKV, WebM, AVI 파일인지 확인해 주세요.');
  const { stderr } = await run(ffmpeg, ['-protocol_whitelist', 'file', '-i', input], { timeoutMs: 60_000 });
  const format = /Input #0, ([^ ]+), from/.exec(stderr)?.[1];
  if (!format) throw new TranscodeError('영상 파일로 읽을 수 없습니다. MP4, MOV, MKV, WebM, AVI 파일인지 확인해 주세요.');
  if (!ALLOWED_FORMATS.test(format)) throw new TranscodeError(`지원하지 않는 파일 형식입니다 (${format}). MP4, MOV, MKV, WebM, AVI 파일을 올려 주세요.`);
  const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const durationSec = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : 0;
  const video = /Stream #0:\d+(?:\[\w+\])?(?:\(\w+\))?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  if (!video) throw new TranscodeError('영상 트랙이 없는 파일입니다. 화면이 있는 영상 파일을 올려 주세요.');
  if (!(durationSec > 0)) throw new TranscodeError('영상 길이를 알 수 없는 파일입니다. 다른 프로그램으로 다시 저장한 뒤 올려 주세요.');
  return { durationSec, width: Number(video[1]), height: Number(video[2]), hasAudio: /Stream #0:\d+.*: Audio: /.test(stderr) };
}

/**
 * The renditions made for a source: every rung at or below its height. A source smaller than the
 * lowest rung keeps its own size (one rendition), so nothing is ever scaled up.
 */
export function ladderFor(source: Pick<Probe, 'height'>): Rendition[] {
  const fit = LADDER.filter((r) => r.height <= source.height);
  if (fit.length > 0) return fit;
  const height = Math.max(2, source.height - (source.height % 2));
  return [{ ...LADDER[0]!, name: `${height}p`, height }];
}

/**
 * ffmpeg's arguments for one rendition: the encode, then the HLS packaging (fragmented MP4, 3 s
 * segments with a key frame at each). Kept apart so packaging options (encryption) change here only.
 * `threads`: at most that many threads each for decoding, scaling and encoding (unset: ffmpeg's own choice, every core).
 */
export function renditionArgs(input: string, dir: string, source: Probe, r: Rendition, threads?: number): string[] {
  const limit = threads ? ['-threads', String(threads)] : [];
  return [
    '-protocol_whitelist', 'file',
    ...limit,
    '-i', input,
    ...(threads ? ['-filter_threads', String(threads)] : []),
    ...limit,
    '-map', '0:v:0',
    ...(source.hasAudio ? ['-map', '0:a:0'] : []),
    '-vf', `scale=-2:${r.height}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level', r.level === 40 ? '4.0' : '3.1', '-pix_fmt', 'yuv420p',
    '-b:v', `${r.videoKbps}k`, '-maxrate', `${r.videoKbps}k`, '-bufsize', `${r.videoKbps * 2}k`,
    '-force_key_frames', 'expr:gte(t,n_forced*3)', '-sc_threshold', '0',
    ...(source.hasAudio ? ['-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2'] : ['-an']),
    '-f', 'hls', '-hls_time', '3', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4',
    '-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', path.join(dir, 'seg%03d.m4s'),
    '-progress', 'pipe:1', '-nostats',
    path.join(dir, 'index.m3u8'),
  ];
}

/**
 * Turns the upload into HLS under `outDir` (master.m3u8 listing the ladder, one folder per rendition
 * with fragmented-MP4 segments of 3 s, as the committed samples) and a poster frame (poster.jpg). `onProgress` gets 0–1.
 */
export async function transcode(
  ffmpeg: string,
  input: string,
  outDir: string,
  source: Probe,
  onProgress: (fraction: number) => void,
  issueKeys: (count: number) => Promise<ContentKey[]>,
  share: CpuShare = {},
): Promise<void> {
  const { threads } = share;
  const renditions = ladderFor(source);
  // Generous: a slow machine may take several times the video's length; a stuck ffmpeg is stopped.
  const timeoutMs = 10 * 60_000 + source.durationSec * 1000 * 8;
  for (const [i, r] of renditions.entries()) {
    const dir = path.join(outDir, r.name);
    await fs.mkdir(dir, { recursive: true });
    const args = renditionArgs(input, dir, source, r, threads);
    const result = await run(ffmpeg, args, {
      timeoutMs,
      share,
      onStdout: (chunk) => {
        const m = /out_time_ms=(\d+)/.exec(chunk.split('\n').filter((l) => l.startsWith('out_time_ms=')).at(-1) ?? '');
        if (m) onProgress((i + Math.min(1, Number(m[1]) / 1e6 / source.durationSec)) / renditions.length);
      },
    });
    if (result.code !== 0) throw new TranscodeError(`영상 변환에 실패했습니다: ${lastLine(result.stderr)}`);
  }
  const at = Math.min(1, source.durationSec / 2).toFixed(2);
  const poster = await run(ffmpeg, [...(threads ? ['-threads', String(threads)] : []), '-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=-2:min(360\\,ih)', '-q:v', '4', '-y', path.join(outDir, 'poster.jpg')], { timeoutMs: 60_000, share });
  if (poster.code !== 0) throw new TranscodeError(`대표 이미지를 만들지 못했습니다: ${lastLine(poster.stderr)}`);
  await fs.writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(source, renditions));
  // AES-128 on every segment, the keys sealed in PostgreSQL (docs/decisions/082).
  await encryptHlsFolder(outDir, issueKeys);
}

export function masterPlaylist(source: Probe, renditions: Rendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7'];
  for (const r of renditions) {
    const width = Math.round((source.width * r.height) / source.height / 2) * 2;
    const bandwidth = (r.videoKbps + (source.hasAudio ? r.audioKbps : 0)) * 1000;
    const video = r.level === 40 ? 'avc1.4d4028' : 'avc1.4d401f';
    const codecs = source.hasAudio ? `${video},mp4a.40.2` : video;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${r.height},CODECS="${codecs}"`, `${r.name}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** The static ffmpeg shipped in @ffmpeg-installer/ffmpeg; `ffmpeg` on the PATH where it has no binary for this platform. */
export function bundledFfmpeg(): string {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
}

/**
 * Threads for the worker an API process starts beside itself (TRANSCODE_WORKER): one core fewer than the machine
 * has, at least one, so requests always find a core ffmpeg is not on (a worker on a machine of its own uses them all).
 */
export function threadsBesideApi(cores = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}
