import { spawn } from 'node:child_process';
import { createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAL } from '../../lib/configured-keys.ts';
import { Sealer } from '../../lib/sealer.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { packageBroadcast } from '../admin-videos/broadcast.ts';
import { MediaKeyService } from '../media-keys/media-keys.service.ts';
import { IngestFront, type IngestEvent } from './ingest-front.ts';
import { issueStreamKey } from './stream-key.ts';

/** Decision 136: the RTMP front checks the stream key, ffmpeg packages encrypted HLS, the class's push state moves. */

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

let t: TestContext;
let front: IngestFront;
let port: number;
let dir: string;
let keys: MediaKeyService;
const events: IngestEvent[] = [];
const statuses: string[] = [];

/** Resolves at the first event (from now on) that `match` accepts. */
function next(match: (e: IngestEvent) => boolean): Promise<IngestEvent> {
  return new Promise((resolve) => {
    const off = front.on((e) => {
      if (!match(e)) return;
      off();
      resolve(e);
    });
  });
}

/** The push of the issue's example: 3 s of a lavfi test pattern and a tone, as OBS would send it. */
function push(key: string, app = 'live', seconds = 3, signal?: AbortSignal): Promise<number | null> {
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${String(port)}/${app}/${key}`],
    ],
    { stdio: 'ignore', ...(signal ? { signal } : {}) },
  );
  child.on('error', () => undefined); // the abort (the teacher quitting the encoder) is reported as an error too
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function scheduleNow(): Promise<{ id: number; key: string }> {
  const key = issueStreamKey();
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into live_classes (title, teacher_sn, starts_at, audience, key_hash, key_hint, created_by)
     values ('인제스트 테스트', (select min(teacher_sn) from teachers), now() + interval '5 minutes', 'members', $1, $2, 1) returning id`,
    [key.hash, key.hint],
  );
  return { id: rows[0]!.id, key: key.key };
}

const classRow = async (id: number) =>
  (await t.database.pool.query<{ state: string; ingest_state: string | null; ingest_kid: string | null }>('select state, ingest_state, ingest_kid from live_classes where id = $1', [id])).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'live-ingest-'));
  keys = new MediaKeyService(t.database.db, new Sealer(randomBytes(32), SEAL.mediaKeys));
  front = new IngestFront({
    db: t.database.db,
    ffmpeg,
    dir,
    keys: { issue: async (mediaKey) => (await keys.issue(mediaKey, 1))[0]!, open: async (kid) => (await keys.open(kid))?.key ?? null },
    status: async (classId, status) => {
      statuses.push(`${String(classId)}:${status}`);
    },
    log: { info: () => undefined, warn: () => undefined },
    segmentSeconds: 1,
    healthEveryMs: 500,
    // As the live module does: a class ended on another process is closed here.
    endedElsewhere: (classId) => void front.end(classId),
  });
  front.on((e) => events.push(e));
  port = await front.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await front.close();
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('RTMP ingest', () => {
  it('a push with the class key becomes an encrypted HLS playlist with program date-times; the class goes live, then 끊김; a reconnect appends', async () => {
    const cls = await scheduleNow();
    const live = next((e) => e.type === 'live' && e.classId === cls.id);
    const stopped = next((e) => e.type === 'stopped' && e.classId === cls.id);
    expect(await push(cls.key)).toBe(0);
    await live;
    expect(await stopped).toEqual({ type: 'stopped', classId: cls.id, wentLive: true });

    const row = await classRow(cls.id);
    expect(row).toMatchObject({ state: 'live', ingest_state: 'interrupted' });
    expect(statuses.filter((s) => s.startsWith(`${String(cls.id)}:`))).toEqual([`${String(cls.id)}:live`, `${String(cls.id)}:interrupted`]);

    const playlist = await fs.readFile(path.join(dir, String(cls.id), 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(playlist).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="key/${row.ingest_kid!}.key"`);
    const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    // Encrypted on disk (no MPEG-TS sync byte); the sealed key opens it (IV = the media sequence number, 0 first).
    const first = await fs.readFile(path.join(dir, String(cls.id), segments[0]!));
    expect(first[0]).not.toBe(0x47);
    const key = (await keys.open(row.ingest_kid!))!.key;
    const decipher = createDecipheriv('aes-128-cbc', key, Buffer.alloc(16));
    const plain = Buffer.concat([decipher.update(first), decipher.final()]);
    expect(plain[0]).toBe(0x47);
    expect(plain[188]).toBe(0x47);
    // No key file is left anywhere near the served folder.
    expect((await fs.readdir(path.join(dir, String(cls.id)))).filter((f) => !f.endsWith('.ts') && f !== 'index.m3u8')).toEqual([]);

    // The teacher's OBS reconnects with the same key: the same playlist grows, under the same key, and the class is live again.
    const again = next((e) => e.type === 'live' && e.classId === cls.id);
    const stoppedAgain = next((e) => e.type === 'stopped' && e.classId === cls.id);
    expect(await push(cls.key)).toBe(0);
    await again;
    await stoppedAgain;
    const appended = await fs.readFile(path.join(dir, String(cls.id), 'index.m3u8'), 'utf8');
    expect(appended.split('\n').filter((l) => l.endsWith('.ts')).length).toBeGreaterThan(segments.length);
    expect(appended.startsWith(playlist.split('\n').slice(0, 3).join('\n'))).toBe(true);
    expect((await classRow(cls.id)).ingest_kid).toBe(row.ingest_kid);
    expect(statuses.filter((s) => s.startsWith(`${String(cls.id)}:`))).toHaveLength(4);

    // Decision 141: the two pushes become one video (each push's clock starts again; concat lays them end to end).
    const out = await fs.mkdtemp(path.join(os.tmpdir(), 'live-package-'));
    try {
      const adopted = { kid: 'a1b2c3d4e5f60718', key };
      const made = await packageBroadcast(ffmpeg, path.join(dir, String(cls.id)), key, out, async () => adopted);
      const sum = [...appended.matchAll(/#EXTINF:([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(made.durationSec).toBe(Math.round(sum));
      const vod = await fs.readFile(path.join(out, 'hls', 'live', 'index.m3u8'), 'utf8');
      const packaged = [...vod.matchAll(/#EXTINF:([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(Math.abs(packaged - sum)).toBeLessThan(1.5);
      expect(vod).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key/a1b2c3d4e5f60718.key",IV=0x');
      expect(await fs.readFile(path.join(out, 'hls', 'master.m3u8'), 'utf8')).toContain('live/index.m3u8');
      // Nothing clear is left beside the packaged video.
      expect((await fs.readdir(out)).sort()).toEqual(['hls']);
    } finally {
      await fs.rm(out, { recursive: true, force: true });
    }
  }, 20_000);

  it('a wrong key, or the right key at another class address, is refused and nothing is written', async () => {
    const cls = await scheduleNow();
    const other = await scheduleNow();
    const refused = next((e) => e.type === 'refused');
    expect(await push(issueStreamKey().key)).not.toBe(0);
    expect(await refused).toEqual({ type: 'refused', reason: 'key' });
    const wrongClass = next((e) => e.type === 'refused');
    expect(await push(cls.key, `live/${String(other.id)}`)).not.toBe(0);
    expect(await wrongClass).toEqual({ type: 'refused', reason: 'class' });
    await expect(fs.access(path.join(dir, String(cls.id)))).rejects.toThrow();
    expect(await classRow(cls.id)).toMatchObject({ state: 'scheduled', ingest_state: null, ingest_kid: null });
    // The right key of a class that has ended (종료) starts nothing either.
    await t.database.pool.query("update live_classes set state = 'ended', ended_at = now() where id = $1", [other.id]);
    const ended = next((e) => e.type === 'refused');
    expect(await push(other.key)).not.toBe(0);
    expect(await ended).toEqual({ type: 'refused', reason: 'time' });
    await expect(fs.access(path.join(dir, String(other.id)))).rejects.toThrow();
  }, 10_000);

  it('종료 in the console cuts a push under way: the pusher is disconnected, the playlist is closed, a new push is refused', async () => {
    const cls = await scheduleNow();
    const live = next((e) => e.type === 'live' && e.classId === cls.id);
    // A push far longer than the test: only the cut ends it.
    const pusher = push(cls.key, 'live', 60);
    await live;
    await t.database.pool.query("update live_classes set state = 'ended', ended_at = now() where id = $1", [cls.id]);
    const closed = await front.end(cls.id);
    expect(closed).toMatchObject({ dir: path.join(dir, String(cls.id)), kid: (await classRow(cls.id)).ingest_kid });
    // The teacher's encoder sees its connection dropped (it exits with an error, long before its 60 s).
    expect(await pusher).not.toBe(0);
    const playlist = await fs.readFile(path.join(dir, String(cls.id), 'index.m3u8'), 'utf8');
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlist.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
    // The ended class stays ended (the drop is not reported as 끊김).
    expect(await classRow(cls.id)).toMatchObject({ state: 'ended', ingest_state: 'live' });
    expect(statuses.filter((s) => s.startsWith(`${String(cls.id)}:`))).toEqual([`${String(cls.id)}:live`]);
    const refused = next((e) => e.type === 'refused');
    expect(await push(cls.key)).not.toBe(0);
    expect(await refused).toEqual({ type: 'refused', reason: 'time' });
    // Ending again (a second process's event, a retry) leaves one ENDLIST.
    await front.end(cls.id);
    expect((await fs.readFile(path.join(dir, String(cls.id), 'index.m3u8'), 'utf8')).match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
  }, 15_000);

  it('종료 pressed on another API process (no domain event here) still cuts the push within a health beat', async () => {
    const cls = await scheduleNow();
    const live = next((e) => e.type === 'live' && e.classId === cls.id);
    const closed = next((e) => e.type === 'closed' && e.classId === cls.id);
    const pusher = push(cls.key, 'live', 60);
    await live;
    await t.database.pool.query("update live_classes set state = 'ended', ended_at = now() where id = $1", [cls.id]);
    expect(await pusher).not.toBe(0);
    await closed;
    expect(await fs.readFile(path.join(dir, String(cls.id), 'index.m3u8'), 'utf8')).toMatch(/#EXT-X-ENDLIST\s*$/);
  }, 15_000);

  it('the console\'s 라이브 현황 shows the push\'s bitrate and dropped frames while it runs, and none once it stopped', async () => {
    const cls = await scheduleNow();
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const nowRow = async () => {
      const res = await t.request({ method: 'GET', url: '/api/admin/live/now', headers: bearer(staff) });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { list: { live_id: number; ingest: { state: string | null; kbps: number | null; dropped_frames: number | null } }[] } }>().data.list.find((r) => r.live_id === cls.id);
    };
    const reported = next((e) => e.type === 'health' && e.classId === cls.id && e.kbps > 0);
    const stopped = next((e) => e.type === 'stopped' && e.classId === cls.id);
    // Pushing until the teacher quits: a 3-second push on a loaded machine could end before its first health write.
    const quit = new AbortController();
    const pusher = push(cls.key, 'live', 60, quit.signal);
    await reported;
    const row = await nowRow();
    expect(row?.ingest.state).toBe('live');
    // A 320×180 test pattern with a tone: tens to hundreds of kbit/s, never zero while it arrives.
    expect(row?.ingest.kbps).toBeGreaterThan(0);
    expect(row?.ingest.dropped_frames).toBe(0);
    quit.abort();
    await pusher;
    await stopped;
    expect((await nowRow())?.ingest).toEqual({ state: 'interrupted', kbps: null, dropped_frames: null });
  }, 15_000);

  it('LIVE_INGEST_PORT makes the app listen with the front, which closes a connection that is not RTMP', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const free = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const app = await createTestApp({ LIVE_INGEST_PORT: String(free) });
    try {
      const socket = net.connect(free, '127.0.0.1');
      // Refused (nothing listening) fails here.
      await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      const closed = new Promise<Buffer>((resolve) => {
        const got: Buffer[] = [];
        socket.on('data', (d: Buffer) => got.push(d));
        socket.on('close', () => resolve(Buffer.concat(got)));
      });
      socket.on('error', () => undefined);
      // An HTTP request where C0 (version 3) + C1 should be: no answer, the socket is closed.
      socket.write(Buffer.concat([Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'), Buffer.alloc(1536)]));
      expect((await closed).length).toBe(0);
    } finally {
      await app.close();
    }
  }, 15_000);
});
