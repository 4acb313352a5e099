import { spawn, type ChildProcess } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import fs from 'node:fs/promises';
import net, { type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import { ingestClassByKey, setIngest, setIngestHealth } from './live.queries.ts';
import { ChunkDecoder, command, control, decodeAmf0, HANDSHAKE_SIZE, MSG, RtmpError, encodeMessage, type RtmpMessage } from './rtmp.ts';
import { hashStreamKey, streamKeyMatches } from './stream-key.ts';

/** What the front reports (tests wait on these; the log says the same). */
export type IngestEvent =
  | { type: 'refused'; reason: 'key' | 'class' | 'time' | 'busy' | 'protocol' }
  | { type: 'live'; classId: number }
  | { type: 'stopped'; classId: number; wentLive: boolean }
  /** The push's health as written for the console's 라이브 현황 (every HEALTH_EVERY_MS while it runs). */
  | { type: 'health'; classId: number; kbps: number; droppedFrames: number }
  /** The console ended the class: its push was cut (if one ran) and its playlist closed with `#EXT-X-ENDLIST`. */
  | { type: 'closed'; classId: number; segments: number };

export interface IngestDeps {
  db: Db;
  /** The ffmpeg binary (the transcode module's: @ffmpeg-installer's static build unless FFMPEG_PATH). */
  ffmpeg: string;
  /** Playlists go to `<dir>/<classId>/index.m3u8` with their segments beside them. */
  dir: string;
  /** The broadcast's AES-128 key, issued and sealed by the media keys (a lecture's keys live there too). */
  keys: { issue(mediaKey: string): Promise<{ kid: string; key: Buffer }>; open(kid: string): Promise<Buffer | null> };
  /** The chat rooms hear 라이브 / 끊김 as they hear the console's buttons. */
  status: (classId: number, status: 'live' | 'interrupted') => Promise<void>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /**
   * The class was found ended while its push ran (종료 pressed on another API process, whose domain event does not
   * reach this one): the module closes it as it closes a `live.ended` heard here.
   */
  endedElsewhere?: (classId: number) => void;
  /** How often the push's health is written (2 s; tests shorten it). */
  healthEveryMs?: number;
  /** Seconds per segment (`-hls_time`); 2 keeps the delay near 6 s at a 3-segment player buffer. */
  segmentSeconds?: number;
}

/** A push may start this long before the class's time (the teacher checks the picture first). */
const EARLY_MS = 60 * 60_000;
/** Before `publish` a publisher sends a few hundred bytes of commands; more, or slower, is not a publisher. */
const MAX_PREFACE = 64 * 1024;
const PREFACE_TIMEOUT_MS = 10_000;

/** The bitrate is the bytes that came through the front's pipe over this window, written this often. */
const BITRATE_WINDOW_S = 5;
const HEALTH_EVERY_MS = 2_000;

/** Bytes per whole second of the clock, the last few seconds kept: the rate over a window without a timer per chunk. */
export class ByteMeter {
  private readonly buckets = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  add(bytes: number): void {
    const sec = Math.floor(this.now() / 1000);
    this.buckets.set(sec, (this.buckets.get(sec) ?? 0) + bytes);
    for (const k of this.buckets.keys()) if (k <= sec - BITRATE_WINDOW_S - 1) this.buckets.delete(k);
  }

  /** kbit/s over the last `BITRATE_WINDOW_S` whole seconds (the second under way left out: it is not over). */
  kbps(): number {
    const sec = Math.floor(this.now() / 1000);
    let bytes = 0;
    for (const [k, v] of this.buckets) if (k < sec && k >= sec - BITRATE_WINDOW_S) bytes += v;
    return Math.round((bytes * 8) / 1000 / BITRATE_WINDOW_S);
  }
}

/** ffmpeg's `-progress` reports `key=value` lines; dropped frames are `drop_frames=`. */
export function droppedFrames(progress: string): number | null {
  const all = [...progress.matchAll(/^drop_frames=(\d+)\s*$/gmu)];
  const last = all.at(-1);
  return last ? Number(last[1]) : null;
}

const segmentCount = (text: string) => text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).length;

async function playlistSegments(file: string): Promise<number> {
  try {
    return segmentCount(await fs.readFile(file, 'utf8'));
  } catch {
    return 0;
  }
}

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

async function connectWhenListening(port: number, child: ChildProcess): Promise<Socket> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`ffmpeg exited (${String(child.exitCode)}) before listening`);
    try {
      return await new Promise<Socket>((resolve, reject) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.off('error', reject);
          resolve(s);
        });
        s.once('error', reject);
      });
    } catch {
      // ffmpeg is still starting: its listener appears within ~100 ms
      await delay(50);
    }
  }
  throw new Error('ffmpeg did not listen within 5 s');
}

/**
 * The RTMP ingest of the embedded default (decision 136). ffmpeg's RTMP listener takes any stream name (decision 119),
 * so this front owns the public port: it speaks RTMP up to the publisher's `publish`, checks the stream key against
 * the class's hash, refuses by closing the socket, and otherwise starts an ffmpeg listener on a private 127.0.0.1 port,
 * replays the publisher's bytes from the handshake on and joins the two sockets. ffmpeg packages HLS with AES-128
 * (the key sealed in the media keys) and `#EXT-X-PROGRAM-DATE-TIME`; a reconnect appends to the same playlist.
 */
export class IngestFront {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** The pushes under way: their ffmpeg, and the end of their handling (state recorded, temporary key removed). */
  private readonly running = new Map<number, { child: ChildProcess; done: Promise<void>; cut: () => void }>();
  /** Classes the console ended while this process ran: a push still being set up for one is cut as soon as it runs. */
  private readonly ended = new Set<number>();
  /** Classes whose push is being set up (key, folder, ffmpeg): a second push meanwhile is refused as busy. */
  private readonly starting = new Set<number>();
  private readonly listeners = new Set<(e: IngestEvent) => void>();

  constructor(private readonly d: IngestDeps) {}

  on(listener: (e: IngestEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(e: IngestEvent): void {
    for (const l of this.listeners) l(e);
  }

  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    const server = net.createServer((s) => this.accept(s));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as net.AddressInfo).port;
  }

  /** Stops taking pushes, ends those under way (ffmpeg closes its playlist) and waits for the ffmpegs to exit. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
    const pushes = [...this.running.values()];
    for (const s of this.sockets) s.end();
    for (const p of pushes) setTimeout(() => p.child.kill('SIGTERM'), 5_000).unref();
    await Promise.all(pushes.map((p) => p.done));
  }

  /**
   * The console ended the class (decision 141): the push under way is cut (the publisher's socket closed, so ffmpeg
   * reads the end of its input, writes its last segment and `#EXT-X-ENDLIST`, and exits), and a playlist left by an
   * earlier push that dropped is closed too. The class is already `ended` in PostgreSQL, so a new push is refused.
   * Resolves with the finished playlist's folder and the broadcast's key id, or null when nothing was broadcast.
   */
  async end(classId: number): Promise<{ dir: string; kid: string; segments: number } | null> {
    this.ended.add(classId);
    const push = this.running.get(classId);
    if (push) {
      push.cut();
      // ffmpeg finishes within a segment of the cut; one that does not is stopped (SIGTERM still writes the trailer).
      const stuck = setTimeout(() => push.child.kill('SIGTERM'), 5_000);
      await push.done;
      clearTimeout(stuck);
    }
    const dir = path.join(this.d.dir, String(classId));
    const playlist = path.join(dir, 'index.m3u8');
    const text = await fs.readFile(playlist, 'utf8').catch(() => null);
    const kid = text === null ? undefined : /#EXT-X-KEY:METHOD=AES-128,URI="key\/([a-f0-9]{16})\.key"/u.exec(text)?.[1];
    const segments = text === null ? 0 : segmentCount(text);
    if (text === null || kid === undefined || segments === 0) return null;
    if (!/^#EXT-X-ENDLIST\s*$/mu.test(text)) await fs.appendFile(playlist, `${text.endsWith('\n') ? '' : '\n'}#EXT-X-ENDLIST\n`);
    this.d.log.info({ live_id: classId, segments }, 'live ingest: broadcast closed by the console');
    this.emit({ type: 'closed', classId, segments });
    return { dir, kid, segments };
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setTimeout(PREFACE_TIMEOUT_MS, () => socket.destroy());
    const raw: Buffer[] = [];
    let received = 0;
    let stage: 'c0c1' | 'c2' | 'commands' | 'publish' = 'c0c1';
    let hs = Buffer.alloc(0);
    let app = '';
    const decoder = new ChunkDecoder();
    const refuse = (reason: Extract<IngestEvent, { type: 'refused' }>['reason']) => {
      socket.destroy();
      this.emit({ type: 'refused', reason });
    };
    const onMessage = (m: RtmpMessage) => {
      if (m.typeId !== MSG.amf0Command && m.typeId !== MSG.amf3Command) return;
      const values = decodeAmf0(m.typeId === MSG.amf3Command ? m.body.subarray(1) : m.body);
      const [name, txn] = values;
      if (typeof name !== 'string' || typeof txn !== 'number') return;
      if (name === 'connect') {
        const obj = values[2];
        const named = obj !== null && typeof obj === 'object' && !Array.isArray(obj) && !(obj instanceof Date) ? obj.app : undefined;
        app = typeof named === 'string' ? named : '';
        const ack = Buffer.alloc(4);
        ack.writeUInt32BE(2_500_000);
        socket.write(control(MSG.windowAckSize, ack));
        socket.write(control(MSG.setPeerBandwidth, Buffer.concat([ack, Buffer.from([2])])));
        socket.write(
          command(['_result', txn, { fmsVer: 'FMS/3,0,1,123', capabilities: 31 }, { level: 'status', code: 'NetConnection.Connect.Success', description: 'Connection succeeded.', objectEncoding: 0 }]),
        );
      } else if (name === 'releaseStream' || name === 'FCPublish') {
        socket.write(command(['_result', txn, null, undefined]));
      } else if (name === 'createStream') {
        socket.write(command(['_result', txn, null, 1]));
      } else if (name === 'publish') {
        stage = 'publish';
        socket.pause();
        const streamName = typeof values[3] === 'string' ? values[3] : '';
        void this.admit(socket, raw, app, streamName, refuse).catch((err: unknown) => {
          this.d.log.warn({ err }, 'live ingest: the push could not be started');
          socket.destroy();
        });
      }
    };
    const onData = (data: Buffer) => {
      if (stage === 'publish') return;
      raw.push(data);
      received += data.length;
      if (received > MAX_PREFACE) return refuse('protocol');
      try {
        let rest: Buffer = data;
        if (stage === 'c0c1' || stage === 'c2') {
          hs = Buffer.concat([hs, data]);
          if (stage === 'c0c1') {
            if (hs.length < 1 + HANDSHAKE_SIZE) return;
            if (hs[0] !== 3) throw new RtmpError('not RTMP version 3');
            const s1 = Buffer.alloc(HANDSHAKE_SIZE);
            randomFillSync(s1, 8);
            socket.write(Buffer.concat([Buffer.from([3]), s1, hs.subarray(1, 1 + HANDSHAKE_SIZE)]));
            hs = hs.subarray(1 + HANDSHAKE_SIZE);
            stage = 'c2';
          }
          if (hs.length < HANDSHAKE_SIZE) return;
          rest = hs.subarray(HANDSHAKE_SIZE);
          hs = Buffer.alloc(0);
          stage = 'commands';
        }
        for (const m of decoder.push(rest)) {
          onMessage(m);
          if (stage !== 'commands') break;
        }
      } catch (err) {
        if (!(err instanceof RtmpError)) throw err;
        refuse('protocol');
      }
    };
    socket.on('data', onData);
  }

  private async admit(socket: Socket, raw: Buffer[], app: string, streamName: string, refuse: (r: 'key' | 'class' | 'time' | 'busy') => void): Promise<void> {
    const key = streamName.split('?')[0] ?? '';
    const cls = key.startsWith('live_') && key.length <= 64 ? await ingestClassByKey(this.d.db, hashStreamKey(key)) : null;
    if (!cls || !streamKeyMatches(key, cls.keyHash)) return refuse('key');
    // OBS is given `…/live/<id>` as the server: a key pushed to another class's address is not this class's push.
    const addressed = /^live\/(\d+)$/u.exec(app);
    if (addressed && Number(addressed[1]) !== cls.id) return refuse('class');
    if (cls.state === 'ended' || cls.startsAt.getTime() - EARLY_MS > Date.now()) return refuse('time');
    if (this.ended.has(cls.id)) return refuse('time');
    if (this.running.has(cls.id) || this.starting.has(cls.id)) return refuse('busy');
    socket.setTimeout(0);
    this.starting.add(cls.id);
    try {
      await this.broadcast(socket, Buffer.concat(raw), cls);
    } finally {
      this.starting.delete(cls.id);
    }
  }

  private async broadcast(socket: Socket, preface: Buffer, cls: { id: number; keyHint: string; ingestKid: string | null }): Promise<void> {
    const out = path.join(this.d.dir, String(cls.id));
    await fs.mkdir(out, { recursive: true });
    // A reconnect keeps the broadcast's key, so the playlist it appends to stays one key's.
    let kid = cls.ingestKid;
    let key = kid === null ? null : await this.d.keys.open(kid);
    if (kid === null || key === null) ({ kid, key } = await this.d.keys.issue(`live-${String(cls.id)}`));
    // ffmpeg reads the key from a file once, at its first segment: a private temporary folder, removed when it exits.
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'live-key-'));
    const keyFile = path.join(tmp, 'key.bin');
    await fs.writeFile(keyFile, key, { mode: 0o600 });
    await fs.writeFile(path.join(tmp, 'key.info'), `key/${kid}.key\n${keyFile}\n`, { mode: 0o600 });
    const playlist = path.join(out, 'index.m3u8');
    const before = await playlistSegments(playlist);
    const port = await freePort();
    const child = spawn(
      this.d.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1', '-listen', '1', '-i', `rtmp://127.0.0.1:${String(port)}/live/in`, '-c', 'copy'],
        ...['-f', 'hls', '-hls_time', String(this.d.segmentSeconds ?? 2), '-hls_list_size', '0', '-hls_flags', 'program_date_time+append_list'],
        ...['-hls_key_info_file', path.join(tmp, 'key.info'), '-hls_segment_filename', path.join(out, `${Date.now().toString(36)}-%d.ts`), playlist],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Health for the console: the bytes the publisher sends through the pipe, ffmpeg's own count of dropped frames.
    const meter = new ByteMeter();
    let dropped = 0;
    let progressTail = '';
    child.stdout?.on('data', (d: Buffer) => {
      progressTail = (progressTail + d.toString('utf8')).slice(-4000);
      const n = droppedFrames(progressTail);
      if (n !== null) dropped = n;
      progressTail = progressTail.slice(progressTail.lastIndexOf('\n') + 1);
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString('utf8')).slice(-2000);
    });
    let wentLive = false;
    let watcher: FSWatcher | null = null;
    // Watch events come in bursts while ffmpeg writes: one check at a time, so `live` is recorded once.
    let checks = Promise.resolve();
    const checkLive = () => (checks = checks.then(markLive));
    const markLive = async () => {
      if (wentLive || (await playlistSegments(playlist)) <= before) return;
      wentLive = true;
      watcher?.close();
      await fs.rm(keyFile, { force: true });
      if (await setIngest(this.d.db, cls.id, { state: 'live', kid: kid ?? undefined })) await this.d.status(cls.id, 'live');
      this.d.log.info({ live_id: cls.id, key_hint: cls.keyHint }, 'live ingest: first segment written');
      this.emit({ type: 'live', classId: cls.id });
    };
    const fail = (err: unknown) => this.d.log.warn({ err, live_id: cls.id }, 'live ingest: state not recorded');
    // Written while the push is live; one write at a time (a slow database skips a beat rather than piling up).
    let writing = false;
    const health = setInterval(() => {
      if (!wentLive || writing) return;
      writing = true;
      const kbps = meter.kbps();
      void setIngestHealth(this.d.db, cls.id, { kbps, droppedFrames: dropped })
        .then((state) => {
          this.emit({ type: 'health', classId: cls.id, kbps, droppedFrames: dropped });
          if (state === 'ended' && !this.ended.has(cls.id)) this.d.endedElsewhere?.(cls.id);
        }, fail)
        .finally(() => (writing = false));
    }, this.d.healthEveryMs ?? HEALTH_EVERY_MS);
    watcher = watch(out, (_event, file) => {
      if (file === 'index.m3u8') void checkLive().catch(fail);
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const done = exited.then(async () => {
      clearInterval(health);
      watcher?.close();
      socket.destroy();
      await fs.rm(tmp, { recursive: true, force: true });
      try {
        await checkLive();
        if (wentLive && (await setIngest(this.d.db, cls.id, { state: 'interrupted' }))) await this.d.status(cls.id, 'interrupted');
        // No push, no health: the console shows none rather than the last figures.
        await setIngestHealth(this.d.db, cls.id, null);
      } catch (err) {
        fail(err);
      }
      this.running.delete(cls.id);
      if (child.exitCode !== 0) this.d.log.warn({ live_id: cls.id, code: child.exitCode, stderr }, 'live ingest: ffmpeg stopped with an error');
      this.d.log.info({ live_id: cls.id, wentLive }, 'live ingest: push ended');
      this.emit({ type: 'stopped', classId: cls.id, wentLive });
    });
    // Cutting closes the publisher's socket; its close ends ffmpeg's input (below), and ffmpeg finishes the playlist.
    this.running.set(cls.id, { child, done, cut: () => socket.destroy() });
    if (this.ended.has(cls.id)) socket.destroy();
    let upstream: Socket;
    try {
      upstream = await connectWhenListening(port, child);
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }
    upstream.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.end());
    // Cut while ffmpeg was starting: it gets no input and closes at once.
    if (socket.destroyed) upstream.end();
    upstream.on('close', () => socket.destroy());
    // ffmpeg answers the replayed handshake and commands again: the publisher has had those answers from the front,
    // so ffmpeg's are read and dropped up to its onStatus (NetStream.Publish.Start), and re-chunked from there on.
    const back = new ChunkDecoder();
    let forwarding = false;
    // ffmpeg's S0, S1 and S2 come first: the publisher completed its handshake with the front.
    let handshakeLeft = 1 + 2 * HANDSHAKE_SIZE;
    upstream.on('data', (d: Buffer) => {
      const skip = Math.min(handshakeLeft, d.length);
      handshakeLeft -= skip;
      if (skip === d.length) return;
      try {
        for (const m of back.push(d.subarray(skip))) {
          if (!forwarding) {
            if (m.typeId !== MSG.amf0Command || decodeAmf0(m.body)[0] !== 'onStatus') continue;
            forwarding = true;
          }
          if (m.typeId !== MSG.setChunkSize) socket.write(encodeMessage(m));
        }
      } catch {
        upstream.destroy();
      }
    });
    upstream.write(preface);
    socket.on('data', (d: Buffer) => meter.add(d.length));
    socket.pipe(upstream);
    socket.resume();
  }
}
