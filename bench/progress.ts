/**
 * Progress saves (`PUT /api/rs/play/setTime`) by 50 members at once, each on its own
 * connection with its own token, beside the constant route of the same server.
 * The bench owns the database here (an embedded PostgreSQL it starts), so it can
 * create the members and their passes directly; tokens come from the real sign-in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbedded } from '../apps/api/src/db/embedded.ts';
import { load, type LoadFigures, type Target } from './load.ts';
import { startServer } from './server.ts';

const XSRF = 'bench-xsrf-token';
const xsrfHeaders = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m), debug: () => undefined };

async function json<T>(url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method, headers: { ...xsrfHeaders, ...headers }, body: JSON.stringify(body) });
  const out = (await res.json()) as { code: string; message: string; data: T };
  if (out.code !== '0000') throw new Error(`${method} ${url}: ${out.code} ${out.message}`);
  return out.data;
}

function loadPerMember(url: string, bodies: { headers: Record<string, string>; body: string }[], seconds: number): Promise<LoadFigures> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/rs/play/setTime`,
        method: 'PUT',
        connections: bodies.length,
        duration: seconds,
        // Each connection is one member: its own token, lecture and playback session.
        setupClient: (client: { setHeaders: (h: Record<string, string>) => void; setBody: (b: string) => void }) => {
          const m = bodies[next++ % bodies.length]!;
          client.setHeaders(m.headers);
          client.setBody(m.body);
        },
      },
      (err, result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        resolve({
          requestsPerSec: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureProgressSave(constant: Target, members = 50, rounds = 3, seconds = 5) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-pg-'));
  const embedded = await startEmbedded({ dir: path.join(dir, 'pg'), logger: quiet });
  const admin = new pg.Client({ connectionString: embedded.url() });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const server = await startServer({ DATABASE_URL: embedded.url('bench'), LOGIN_LIMIT_PER_IP: '100000' });
  const db = new pg.Client({ connectionString: embedded.url('bench') });
  await db.connect();
  try {
    const passwordHash = await hash('bench-password-1');
    const lc = await db.query<{ lc_no: number }>(
      `select l.lc_no from lectures l join courses c using (course_sn) where c.is_free = 'N' and c.pass_included = 'Y' order by l.lc_no limit 1`,
    );
    const lcNo = lc.rows[0]!.lc_no;
    const bodies = [];
    for (let i = 0; i < members; i++) {
      const email = `bench${i}@example.com`;
      const row = await db.query<{ id: string }>(
        `insert into members (email, password_hash, nickname, terms_agreed_at, privacy_agreed_at) values ($1, $2, $3, now(), now()) returning id`,
        [email, passwordHash, `bench${i}`],
      );
      await db.query(`insert into entitlements (member_id, kind, valid_from) values ($1, 'pass', now() - interval '1 day')`, [row.rows[0]!.id]);
      const tokens = await json<{ accessToken: string }>(`${server.url}/api/auth/login`, 'POST', { email, user_password: 'bench-password-1', os: 'bench' });
      const auth = { authorization: `Bearer ${tokens.accessToken}` };
      const started = await json<{ player: string }>(`${server.url}/api/rs/auto`, 'POST', { lc_no: lcNo }, auth);
      bodies.push({ headers: { ...xsrfHeaders, ...auth }, body: JSON.stringify({ lc_no: lcNo, player: started.player, play_second: 5 }) });
    }
    // The constant route also as a signed-in client reaches it (with a bearer token): through Fastify's router and
    // hooks, as every save goes, rather than from the prepared answers' fast lane (decision 085).
    const routed = { ...constant, headers: { authorization: 'Bearer bench' } };
    await loadPerMember(server.url, bodies, 2);
    await load(server.url, constant, members, 2);
    const s: LoadFigures[] = [];
    const b: LoadFigures[] = [];
    const r: LoadFigures[] = [];
    for (let i = 0; i < rounds; i++) {
      s.push(await loadPerMember(server.url, bodies, seconds));
      b.push(await load(server.url, constant, members, seconds));
      r.push(await load(server.url, routed, members, seconds));
    }
    const summary = (runs: LoadFigures[]) => ({
      requestsPerSec: Math.round(median(runs.map((r) => r.requestsPerSec))),
      p50Ms: median(runs.map((r) => r.p50Ms)),
      p99Ms: median(runs.map((r) => r.p99Ms)),
      worstP99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
    });
    const subject = summary(s);
    const baseline = summary(b);
    const routedBaseline = summary(r);
    return {
      connections: members,
      rounds,
      secondsPerRound: seconds,
      subject: { name: `PUT /api/rs/play/setTime (${members} members)`, path: '/api/rs/play/setTime', ...subject },
      baseline: { name: constant.name, path: constant.path, ...baseline },
      ratio: Number((subject.requestsPerSec / baseline.requestsPerSec).toFixed(3)),
      routedBaseline: { name: `${constant.name}, signed in (through the router)`, path: constant.path, ...routedBaseline },
      ratioToRouted: Number((subject.requestsPerSec / routedBaseline.requestsPerSec).toFixed(3)),
    };
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
