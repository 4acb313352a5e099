/**
 * The single embedded server (`npm start` without DATABASE_URL) killed with SIGKILL while members
 * write — the API and its PostgreSQL together, as a power cut would — then started again on the same
 * data directory: every write it had acknowledged must be there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/api/src/db/embedded.ts';
import { Client, Recorder } from './client.ts';
import { API_COMMAND, sleep, waitHealthy } from './cluster.ts';
import { Ledger } from './ledger.ts';
import { createMembers, passLectures } from './world.ts';

const root = path.resolve(import.meta.dirname, '../..');

function startServer(dataDir: string, port: number, log: string): ChildProcess {
  const out = fs.openSync(log, 'a');
  // Its own process group, so one kill reaches the API process and every PostgreSQL process under it.
  const proc = spawn(process.execPath, API_COMMAND, {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', REDIS_URL: '', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', LOGIN_LIMIT_PER_IP: '100000', COMMENT_LIMIT_PER_MINUTE: '10000', RATE_LIMIT_MAX: '100000000' },
  });
  fs.closeSync(out);
  return proc;
}

/** The embedded cluster's address, from its lock file and password file. */
function embeddedUrl(dataDir: string): string {
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

export async function crashDurability(dir: string, writers: number, seconds: number) {
  const dataDir = path.join(dir, 'single');
  const log = path.join(dir, 'single.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let proc = startServer(dataDir, port, log);
  await waitHealthy(url, proc, 180_000, 'the embedded server');

  const db = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await db.connect();
  const lectures = await passLectures(db);
  const members = await createMembers(db, 'crash', writers);
  await db.end();

  const recorder = new Recorder();
  const ledger = new Ledger();
  let killed = false;
  const write = async (m: { memberId: number; email: string }, i: number) => {
    const client = new Client(url, recorder);
    const login = await client.call<{ accessToken: string }>('login', 'POST', '/api/auth/login', { email: m.email, user_password: 'scale-password-1', os: 'scale' });
    if (!login.data) throw new Error(`crash run: sign-in failed (${login.code})`);
    client.access = login.data.accessToken;
    const lcNo = lectures[i % lectures.length]!;
    const started = await client.call<{ player: string }>('start', 'POST', '/api/rs/auto', { lc_no: lcNo });
    if (!started.data) throw new Error(`crash run: play start failed (${started.code})`);
    for (let second = 1; !killed; second++) {
      const sentAt = Date.now();
      const save = await client.call('save', 'PUT', '/api/rs/play/setTime', { lc_no: lcNo, player: started.data.player, play_second: second });
      if (save.outcome === 'ok') ledger.saveProgress(m.memberId, lcNo, second, sentAt);
      else if (killed) return;
      if (second % 5 === 0) {
        const comment = await client.call<{ co_sn: number }>('comment', 'PUT', '/api/board/comment', { lc_no: lcNo, comment: `[부하 시험] 중단 직전 댓글 ${second}` });
        if (comment.data) ledger.comments.add(comment.data.co_sn);
      }
    }
  };
  const running = members.map((m, i) => write(m, i));
  await sleep(seconds * 1000);
  killed = true;
  process.kill(-proc.pid!, 'SIGKILL');
  await Promise.allSettled(running);
  await new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r(null) : proc.once('exit', r)));

  // Start again on the same directory: PostgreSQL recovers from its WAL.
  proc = startServer(dataDir, port, log);
  await waitHealthy(url, proc, 180_000, 'the embedded server after the kill');
  const after = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await after.connect();
  const lost = await ledger.lost(after, 'none');
  await after.end();
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
  return { acknowledged: ledger.counts(), lost };
}
