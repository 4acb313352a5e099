/**
 * Load through Debian's wrk (C, multi-threaded): on two cores it reaches ~55k req/s against bare
 * Fastify where autocannon saturates near 8k, so the figures measure the server, not the generator.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureDebianPackage } from '../scripts/debian.ts';

export interface WrkFigures {
  requestsPerSec: number;
  /** Requests answered in the run. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const WRK = '/usr/bin/wrk';

/** Debian's wrk, installed when missing. */
export function ensureWrk(): string {
  ensureDebianPackage('wrk', WRK);
  return WRK;
}

function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

export function parseWrk(out: string): WrkFigures {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const count = /(\d+) requests in/.exec(out);
  const p50 = /^\s+50%\s+(\S+)/m.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    requestsPerSec: Math.round(Number(rps?.[1] ?? 0)),
    requests: Number(count?.[1] ?? 0),
    p50Ms: Number(toMs(p50?.[1] ?? '').toFixed(2)),
    p99Ms: Number(toMs(p99?.[1] ?? '').toFixed(2)),
    errors: sock ? sock.slice(1).reduce((n, x) => n + Number(x), 0) : 0,
    non2xx: Number(non2xx?.[1] ?? 0),
  };
}

/** CPU time (user + system, all threads) a process has used so far, in microseconds (Linux /proc). */
export function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** A wrk run with the server's CPU time per answered request (`pid`: the server process). */
export async function wrkWithCpu(url: string, target: Target, connections: number, seconds: number, pid: number): Promise<WrkFigures & { cpuUsPerRequest: number }> {
  const before = cpuMicros(pid);
  const figures = await wrk(url, target, connections, seconds);
  return { ...figures, cpuUsPerRequest: Number(((cpuMicros(pid) - before) / Math.max(1, figures.requests)).toFixed(1)) };
}

export async function wrk(url: string, target: Target, connections: number, seconds: number): Promise<WrkFigures> {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(target.headers ?? {})) args.push('-H', `${k}: ${v}`);
  args.push(url + target.path);
  const out = await new Promise<string>((resolve, reject) => {
    const p = spawn(ensureWrk(), args);
    // wrk waits forever for connections a saturated server never accepts: stopped well after its duration.
    const stuck = setTimeout(() => p.kill(), (seconds + 20) * 1000);
    let text = '';
    p.stdout.on('data', (d: Buffer) => (text += d.toString()));
    p.on('error', reject);
    p.on('exit', (code) => {
      clearTimeout(stuck);
      if (code === 0) resolve(text);
      else reject(new Error(`wrk exited ${code ?? 'on a signal (no answer within its duration + 20 s)'}: ${text}`));
    });
  });
  return parseWrk(out);
}

/** Checks a route answers 200 before it is loaded (a 404 under load would look fast). */
export async function checkOk(url: string, target: Target) {
  const res = await fetch(url + target.path, { headers: target.headers });
  if (!res.ok) throw new Error(`${target.path} answered ${res.status}`);
  await res.arrayBuffer();
}

export const wrkVersion = () => {
  try {
    return execFileSync(ensureWrk(), ['-v'], { encoding: 'utf8' }).split('\n')[0];
  } catch (e) {
    // wrk -v exits 1 after printing its version.
    return String((e as { stdout?: string }).stdout ?? '').split('\n')[0];
  }
};
