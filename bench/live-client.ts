/**
 * One client process of `npm run bench -- live` (bench/live.ts): holds its share of the chat sockets (each signed in
 * with its member's token, counting every message delivered with the time it arrived) and polls its share of the
 * viewers' signed playlists, one poll per viewer every 2 s at a random phase, timing each. Driven over IPC:
 * `start` (connect), `poll` (start polling), `stop` (stop polling, answer the deliveries and poll figures).
 */
import WebSocket from 'ws';

interface Start {
  type: 'start';
  url: string;
  classId: number;
  tokens: string[];
  playlists: string[];
  pollMs: number;
}
type Command = Start | { type: 'poll' } | { type: 'stop'; sent: [number, number][] };

const send = (m: unknown) => process.send!(m);
const SEQ = /#(\d+)/;
/** Arrival time (epoch ms, sub-ms) of each delivery, by message number. */
const arrivals: [number, number][] = [];
const sockets: WebSocket[] = [];
let refused = 0;
let closed = 0;
const now = () => performance.timeOrigin + performance.now();

function connect(url: string, classId: number, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live/${String(classId)}/chat`);
    let ready = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token, after: 0 })));
    ws.on('message', (data) => {
      const text = (data as Buffer).toString();
      if (text.startsWith('{"type":"message"')) {
        const seq = SEQ.exec((JSON.parse(text) as { text: string }).text);
        if (seq) arrivals.push([Number(seq[1]), now()]);
        return;
      }
      const frame = JSON.parse(text) as { type: string; message?: string };
      if (frame.type === 'ready' && !ready) {
        ready = true;
        sockets.push(ws);
        resolve();
      } else if (frame.type === 'refused') {
        refused++;
        if (!ready) reject(new Error(`chat refused: ${frame.message ?? ''}`));
      }
    });
    ws.on('close', () => {
      closed++;
      if (!ready) reject(new Error('chat closed before ready'));
    });
    ws.on('error', (err) => {
      if (!ready) reject(err);
    });
  });
}

/** Up to `n` at a time. */
async function inBatches<T>(items: T[], n: number, fn: (x: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

let polling = false;
const polls: number[] = [];
let pollErrors = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pollOnce(url: string, playlist: string) {
  const t0 = performance.now();
  try {
    const res = await fetch(url + playlist, { signal: AbortSignal.timeout(10_000) });
    const body = await res.text();
    if (!res.ok || !body.startsWith('#EXTM3U')) pollErrors++;
    else polls.push(performance.now() - t0);
  } catch {
    pollErrors++;
  }
}

let start: Start | null = null;
process.on('message', (c: Command) => {
  void (async () => {
    if (c.type === 'start') {
      start = c;
      await inBatches(c.tokens, 25, (token) => connect(c.url, c.classId, token));
      send({ type: 'connected', sockets: sockets.length });
    } else if (c.type === 'poll') {
      polling = true;
      const s = start!;
      // Each viewer at its own phase, as players that started at different moments; like hls.js, a viewer reloads
      // once its last reload answered, at most once per target duration (no pile-up when the server is slow).
      for (const playlist of s.playlists) {
        void (async () => {
          await sleep(Math.random() * s.pollMs);
          while (polling) {
            const t0 = performance.now();
            await pollOnce(s.url, playlist);
            await sleep(Math.max(0, s.pollMs - (performance.now() - t0)));
          }
        })();
      }
    } else {
      polling = false;
      console.log(`  client ${String(process.pid)}: stop received, ${String(arrivals.length)} deliveries, ${String(polls.length)} reloads`);
      const sentAt = new Map(c.sent);
      // Latency of each delivery of a message this run sent while measuring (the sender's clock is this machine's).
      const latencies = new Float32Array(arrivals.length);
      let n = 0;
      for (const [seq, at] of arrivals) {
        const t0 = sentAt.get(seq);
        if (t0 !== undefined) latencies[n++] = at - t0;
      }
      // One string, not a JSON array of 400k numbers: the answer stays quick while deliveries still pour in.
      send({ type: 'stopped', latencies: Buffer.from(latencies.buffer, 0, n * 4).toString('base64'), deliveries: arrivals.length, polls: polls.map((x) => Number(x.toFixed(2))), pollErrors, refused, closed });
      for (const ws of sockets) ws.close();
      setTimeout(() => process.exit(0), 200);
    }
  })().catch((err: unknown) => {
    send({ type: 'error', message: String(err) });
  });
});
