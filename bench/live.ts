/**
 * `npm run bench -- live` (issue 46, decision 140 "Bench"): one production API process on a fresh database holds
 * 1,000 chat sockets of a live class while 20 messages a second fan out to all of them, and 1,000 viewers poll the
 * class's signed playlist (one reload per viewer every 2 s, a fixture playlist written into DATA_DIR/live/<id> as
 * ffmpeg writes it). Measured: the delivery time of every message on every socket (sent → arrived, p50/p99), the
 * playlist reloads, and the constant route (/api/health) p99 with wrk idle against under this load, in rounds
 * alternating with the bare Fastify hello of the same run. The clients run in `--clients N` processes
 * (bench/live-client.ts, default 2) plus this one (the writers); their CPU is reported, so a saturated client shows.
 *
 * Members, their sessions and access tokens are made straight in the database (the stage's token secret): 1,000
 * sign-ins through argon2 would take minutes of the shared machine and measure nothing this bench is about.
 * Options: `--sockets N` (default 1000), `--viewers N` (default 1000), `--rate N` messages/s (default 20),
 * `--seconds N` of load (default 20), `--clients N`. Figures: bench/results/live-latest.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { Tokens } from '../apps/api/src/modules/auth/tokens.ts';
import { issueStreamKey } from '../apps/api/src/modules/live/stream-key.ts';
import { startBare } from './server.ts';
import { cpuSeconds, percentile } from './viewers/proc.ts';
import { makeMembers, STAGE_JWT_SECRET, startStage } from './viewers/stage.ts';
import { checkOk, wrk, type Target, type WrkFigures } from './wrk.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SOCKETS = arg('sockets', 1000);
const VIEWERS = arg('viewers', 1000);
const RATE = arg('rate', 20);
const SECONDS = arg('seconds', 20);
const CLIENTS = arg('clients', 2);
/** Members writing, in turn: each sends one message every WRITERS / RATE s, well inside the chat's 5 per 10 s. */
const WRITERS = Math.min(SOCKETS, Math.max(10, RATE * 5));
const POLL_MS = 2000;
const WRK_SECONDS = 3;
const WRK_CONNECTIONS = 16;
const GOALS = { p99DeliveryMs: 200, constantRatio: 1.5 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const members = Math.max(SOCKETS, VIEWERS);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-live-bench-'));
const stage = await startStage(false, { DATA_DIR: dataDir });
const bare = await startBare();
const children: ChildProcess[] = [];
try {
  const api = stage.apis[0]!;
  console.log(`live bench: ${stage.database}; ${SOCKETS} chat sockets, ${RATE} messages/s for ${SECONDS} s, ${VIEWERS} viewers polling every ${POLL_MS / 1000} s, ${CLIENTS} client processes + writers here`);
  await makeMembers(stage.db, members);
  const streamKey = issueStreamKey();
  const { rows: cls } = await stage.db.query<{ id: number }>(
    `insert into live_classes (title, teacher_sn, starts_at, audience, key_hash, key_hint, created_by, state, ingest_state)
     values ('벤치 라이브', (select min(teacher_sn) from teachers), now(), 'members', $1, $2, 1, 'live', 'live') returning id`,
    [streamKey.hash, streamKey.hint],
  );
  const classId = cls[0]!.id;
  // The broadcast as ffmpeg leaves it mid-class (decision 136): a rolling window of 2 s segments and the key named relatively.
  const dir = path.join(dataDir, 'live', String(classId));
  fs.mkdirSync(dir, { recursive: true });
  const segments = Array.from({ length: 6 }, (_, i) => [`#EXTINF:2.000000,`, `m1bench-${String(100 + i)}.ts`]).flat();
  fs.writeFileSync(
    path.join(dir, 'index.m3u8'),
    ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:100', '#EXT-X-KEY:METHOD=AES-128,URI="key/benchkid0001.key",IV=0x00000000000000000000000000000064', ...segments, ''].join('\n'),
  );

  // A session per member, as a sign-in opens it, and the access token the API would have given.
  const { rows: sessions } = await stage.db.query<{ id: string; member_id: string }>(
    `insert into sessions (id, member_id, refresh_hash, refresh_expires_at, os, ip, kind)
     select gen_random_uuid(), id, md5(id::text) || md5('r' || id::text), now() + interval '1 day', 'bench', '127.0.0.1', 'member'
       from members where email like '%@viewers.example.com' order by id returning id, member_id`,
  );
  const signer = new Tokens(STAGE_JWT_SECRET, 86_400, 86_400);
  const tokens = await Promise.all(sessions.map((s) => signer.signAccess({ sessionId: s.id, memberId: Number(s.member_id) })));

  // Each viewer starts its stream (GET /watch, as the player does) and keeps the signed playlist address.
  let t0 = Date.now();
  const playlists: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < VIEWERS) {
        const token = tokens[next++]!;
        const res = await fetch(`${stage.url}/api/live/${String(classId)}/watch`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { data?: { hls?: string }; message?: string };
        if (!body.data?.hls) throw new Error(`watch answered ${res.status}: ${body.message ?? ''}`);
        playlists.push(body.data.hls);
      }
    }),
  );
  await checkOk(stage.url, { name: 'playlist', path: playlists[0]! });
  console.log(`${members} members with sessions; ${VIEWERS} streams started in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // The writers' sockets here (they receive too), the other sockets in the client processes.
  t0 = Date.now();
  const sent = new Map<number, number>();
  const arrivals: [number, number][] = [];
  let writerRefusals = 0;
  const refusalText = new Map<string, number>();
  const writers: WebSocket[] = [];
  await Promise.all(
    tokens.slice(0, WRITERS).map(
      (token) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`${stage.url.replace(/^http/, 'ws')}/api/live/${String(classId)}/chat`);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token, after: 0 })));
          ws.on('message', (data) => {
            const f = JSON.parse((data as Buffer).toString()) as { type: string; text?: string; message?: string };
            if (f.type === 'ready') {
              writers.push(ws);
              resolve();
            } else if (f.type === 'message') {
              const seq = /#(\d+)/.exec(f.text ?? '');
              if (seq) arrivals.push([Number(seq[1]), now()]);
            } else if (f.type === 'refused') {
              writerRefusals++;
              refusalText.set(f.message ?? '', (refusalText.get(f.message ?? '') ?? 0) + 1);
            }
          });
          ws.on('error', reject);
        }),
    ),
  );
  const rest = tokens.slice(WRITERS, SOCKETS);
  const share = <T>(xs: T[], i: number) => xs.filter((_, k) => k % CLIENTS === i);
  const answers = (child: ChildProcess, type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const on = (m: { type: string; message?: string }) => {
        if (m.type === 'error') reject(new Error(m.message));
        if (m.type === type) {
          child.off('message', on);
          resolve(m);
        }
      };
      child.on('message', on);
    });
  for (let i = 0; i < CLIENTS; i++) {
    const child = fork(path.join(import.meta.dirname, 'live-client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
  }
  const connected = await Promise.all(
    children.map((child, i) => {
      const done = answers(child, 'connected');
      child.send({ type: 'start', url: stage.url, classId, tokens: share(rest, i), playlists: share(playlists, i), pollMs: POLL_MS });
      return done;
    }),
  );
  const socketsHeld = writers.length + connected.reduce((n, c) => n + Number(c.sockets), 0);
  console.log(`${socketsHeld} chat sockets signed in and ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // Idle: the constant route and the bare hello, alternating, with the sockets open and quiet.
  const constant: Target = { name: 'constant', path: '/api/health' };
  const bareTarget: Target = { name: 'bare Fastify', path: '/' };
  await checkOk(stage.url, constant);
  console.log('idle rounds: wrk on the constant route and the bare hello…');
  const idle = { constant: [] as WrkFigures[], bare: [] as WrkFigures[] };
  for (let r = 0; r < 2; r++) {
    idle.bare.push(await wrk(bare.url, bareTarget, WRK_CONNECTIONS, WRK_SECONDS));
    idle.constant.push(await wrk(stage.url, constant, WRK_CONNECTIONS, WRK_SECONDS));
  }

  // Under load: the writers send RATE messages/s on a fixed schedule, the viewers poll, wrk runs in the middle.
  console.log(`load: ${String(RATE)} messages/s and the playlist reloads for ${String(SECONDS)} s, wrk in the middle…`);
  const cpu0 = { api: cpuSeconds(api.pid), clients: children.map((c) => cpuSeconds(c.pid!)), self: process.cpuUsage() };
  const load0 = now();
  for (const child of children) child.send({ type: 'poll' });
  let wrkRunning = false;
  const duringWrk = new Set<number>();
  let seq = 0;
  const total = RATE * SECONDS;
  const writing = (async () => {
    while (seq < total) {
      const due = load0 + (seq * 1000) / RATE;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      const n = seq++;
      const ws = writers[n % writers.length]!;
      sent.set(n, now());
      if (wrkRunning) duringWrk.add(n);
      ws.send(JSON.stringify({ type: 'send', text: `벤치 메시지 #${String(n)} 잘 보고 있습니다`, question: false }));
    }
  })();
  const loaded = { constant: [] as WrkFigures[], bare: [] as WrkFigures[] };
  await sleep(3000);
  for (let r = 0; r < 2; r++) {
    wrkRunning = true;
    loaded.bare.push(await wrk(bare.url, bareTarget, WRK_CONNECTIONS, WRK_SECONDS));
    // A server that stopped accepting connections under the load answers nothing: recorded as such, not a crash.
    loaded.constant.push(
      await wrk(stage.url, constant, WRK_CONNECTIONS, WRK_SECONDS).catch((err: unknown) => {
        console.log(`  wrk on the constant route under load: ${String(err).split('\n')[0]!}`);
        return { requestsPerSec: 0, requests: 0, p50Ms: Infinity, p99Ms: Infinity, errors: 1, non2xx: 0 };
      }),
    );
    wrkRunning = false;
    console.log(`  wrk round ${String(r + 1)} under load done at ${((now() - load0) / 1000).toFixed(1)} s, ${String(seq)} messages sent`);
  }
  await writing;
  const writeSeconds = (now() - load0) / 1000;
  console.log(`  writing done at ${((now() - load0) / 1000).toFixed(1)} s`);
  await sleep(2000); // the last messages' deliveries
  // The window the CPU and the playlist reloads are counted over: from the first message to the stop.
  const loadSeconds = (now() - load0) / 1000;
  const cpu = {
    api: cpuSeconds(api.pid) - cpu0.api,
    clients: children.map((c, i) => cpuSeconds(c.pid!) - cpu0.clients[i]!),
    self: (() => {
      const u = process.cpuUsage(cpu0.self);
      return (u.user + u.system) / 1e6;
    })(),
  };
  const sentList = [...sent.entries()];
  console.log('  collecting the deliveries from the clients…');
  // A client that does not answer within 30 s (its event loop still behind the deliveries) is reported as such.
  const silent = { latencies: '', deliveries: 0, polls: [], pollErrors: 0, refused: 0, closed: 0, silent: 1 };
  const results = await Promise.all(
    children.map((child, i) => {
      const done = answers(child, 'stopped');
      child.send({ type: 'stop', sent: sentList });
      return Promise.race([done, sleep(30_000).then(() => (console.log(`  client ${String(i + 1)} did not answer within 30 s`), silent as Record<string, unknown>))]);
    }),
  );
  const silentClients = results.filter((r) => r.silent).length;
  for (const ws of writers) ws.close();

  // Every delivery's time, on every socket; split by whether wrk was loading the same process when it was sent.
  const all: number[] = [];
  const quiet: number[] = [];
  for (const [n, at] of arrivals) {
    const t = sent.get(n);
    if (t === undefined) continue;
    all.push(at - t);
    if (!duringWrk.has(n)) quiet.push(at - t);
  }
  for (const r of results) {
    if (typeof r.latencies !== 'string') continue;
    const bytes = Buffer.from(r.latencies, 'base64');
    for (const x of new Float32Array(new Uint8Array(bytes).buffer)) all.push(x); // copied: aligned
  }
  const deliveries = all.length;
  const expected = sent.size * socketsHeld;
  const polls: number[] = [];
  for (const r of results) for (const x of r.polls as number[]) polls.push(x);
  const pollErrors = results.reduce((n, r) => n + Number(r.pollErrors), 0);
  const closed = results.reduce((n, r) => n + Number(r.closed), 0);
  const refused = writerRefusals + results.reduce((n, r) => n + Number(r.refused), 0);

  const worstP99 = (xs: WrkFigures[]) => Math.max(...xs.map((x) => x.p99Ms));
  const mean = (xs: WrkFigures[]) => Math.round(xs.reduce((s, x) => s + x.requestsPerSec, 0) / xs.length);
  const figures = {
    chat: {
      sockets: socketsHeld,
      sent: sent.size,
      ratePerSecond: Number((sent.size / writeSeconds).toFixed(1)),
      deliveries,
      expectedDeliveries: expected,
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      maxMs: percentile(all, 100),
      // The writers' own sockets only (a sample): deliveries sent while no wrk ran.
      writersQuietP99Ms: percentile(quiet, 99),
      refused,
      refusals: Object.fromEntries(refusalText),
      closedDuringRun: closed,
      silentClients,
    },
    playlist: {
      viewers: VIEWERS,
      polls: polls.length,
      perSecond: Number((polls.length / loadSeconds).toFixed(1)),
      expectedPerSecond: Number((VIEWERS / (POLL_MS / 1000)).toFixed(1)),
      p50Ms: percentile(polls, 50),
      p99Ms: percentile(polls, 99),
      errors: pollErrors,
    },
    constant: {
      idle: { reqPerSec: mean(idle.constant), p99Ms: median(idle.constant.map((x) => x.p99Ms)), worstP99Ms: worstP99(idle.constant), rounds: idle.constant },
      loaded: { reqPerSec: mean(loaded.constant), p99Ms: median(loaded.constant.map((x) => x.p99Ms)), worstP99Ms: worstP99(loaded.constant), rounds: loaded.constant },
    },
    bare: {
      idle: { reqPerSec: mean(idle.bare), p99Ms: median(idle.bare.map((x) => x.p99Ms)), rounds: idle.bare },
      loaded: { reqPerSec: mean(loaded.bare), p99Ms: median(loaded.bare.map((x) => x.p99Ms)), rounds: loaded.bare },
    },
    cpu: {
      seconds: Number(loadSeconds.toFixed(1)),
      // Share of one core over the load window (wrk's own CPU is not counted).
      apiPercent: Math.round((cpu.api / loadSeconds) * 100),
      clientPercents: cpu.clients.map((c) => Math.round((c / loadSeconds) * 100)),
      writersPercent: Math.round((cpu.self / loadSeconds) * 100),
    },
  };
  const c = figures.constant;
  // No answers under load (a server that stopped accepting) is no figure, not a good one.
  const answeredUnderLoad = loaded.constant.every((x) => x.requests > 0);
  const ratio = answeredUnderLoad ? Number((c.loaded.p99Ms / Math.max(0.01, c.idle.p99Ms)).toFixed(2)) : Infinity;
  const bareRatio = Number((figures.bare.loaded.p99Ms / Math.max(0.01, figures.bare.idle.p99Ms)).toFixed(2));
  console.log(
    `\nchat: ${figures.chat.sockets} sockets, ${figures.chat.sent} messages at ${figures.chat.ratePerSecond}/s, ${deliveries.toLocaleString()} of ${expected.toLocaleString()} deliveries; ` +
      `p50 ${figures.chat.p50Ms} ms, p99 ${figures.chat.p99Ms} ms, max ${figures.chat.maxMs} ms (writers' sockets, no wrk running: p99 ${figures.chat.writersQuietP99Ms} ms); refused ${refused}, closed ${closed}`,
  );
  console.log(`playlist: ${figures.playlist.polls} reloads (${figures.playlist.perSecond}/s of ${figures.playlist.expectedPerSecond}/s asked), p50 ${figures.playlist.p50Ms} ms, p99 ${figures.playlist.p99Ms} ms, errors ${pollErrors}`);
  console.table({
    'constant (/api/health), idle': { 'req/s': c.idle.reqPerSec, 'p99 ms': c.idle.p99Ms },
    'constant, chat + playlists': { 'req/s': c.loaded.reqPerSec, 'p99 ms': c.loaded.p99Ms },
    'bare Fastify, idle': { 'req/s': figures.bare.idle.reqPerSec, 'p99 ms': figures.bare.idle.p99Ms },
    'bare Fastify, beside the load': { 'req/s': figures.bare.loaded.reqPerSec, 'p99 ms': figures.bare.loaded.p99Ms },
  });
  console.log(
    `CPU over ${figures.cpu.seconds} s (% of one core): API ${figures.cpu.apiPercent} %, clients ${figures.cpu.clientPercents.join(' + ')} %, writers ${figures.cpu.writersPercent} %; ` +
      `load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; bare p99 beside the load / idle ${bareRatio}× (the machine's share)`,
  );
  const goals = [
    { goal: `chat sockets held by one API process`, value: socketsHeld, limit: `≥ ${SOCKETS}`, met: socketsHeld >= SOCKETS && closed === 0 },
    { goal: `every message delivered to every socket`, value: deliveries, limit: `= ${expected}`, met: deliveries === expected },
    { goal: `chat delivery p99 at ${RATE} messages/s`, value: figures.chat.p99Ms, limit: `≤ ${GOALS.p99DeliveryMs} ms`, met: figures.chat.p99Ms <= GOALS.p99DeliveryMs },
    { goal: `playlist reloads of ${VIEWERS} viewers without errors`, value: pollErrors, limit: '= 0', met: pollErrors === 0 && polls.length > 0 },
    { goal: `playlist reloads/s answered (one per viewer every ${POLL_MS / 1000} s)`, value: figures.playlist.perSecond, limit: `≥ ${0.9 * figures.playlist.expectedPerSecond}`, met: figures.playlist.perSecond >= 0.9 * figures.playlist.expectedPerSecond },
    { goal: 'constant route p99 under chat + playlists / idle', value: ratio, limit: `≤ ${GOALS.constantRatio}×`, met: ratio <= GOALS.constantRatio },
  ];
  for (const g of goals) console.log(`${g.met ? 'MET' : 'NOT MET'}: ${g.goal}: ${g.value} (goal ${g.limit})`);
  const out = path.join(import.meta.dirname, 'results/live-latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), database: stage.database, loadAverage: os.loadavg(), options: { SOCKETS, VIEWERS, RATE, SECONDS, CLIENTS, WRITERS, WRK_CONNECTIONS, WRK_SECONDS }, ...figures, constantP99Ratio: ratio, bareP99Ratio: bareRatio, goals }, null, 2));
  console.log(`figures: ${path.relative(process.cwd(), out)}`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill();
  await bare.stop();
  await stage.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
