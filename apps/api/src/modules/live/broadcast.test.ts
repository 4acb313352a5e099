import { createCipheriv, createDecipheriv } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '@school/contracts';
import { SEAL, sealingKeys } from '../../lib/configured-keys.ts';
import { Sealer } from '../../lib/sealer.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MediaKeyService } from '../media-keys/media-keys.service.ts';
import { issueStreamKey } from './stream-key.ts';

/**
 * Decision 140: the live playlist, its segments and its key for viewers. The class's folder is written the way the
 * ingest writes it (decision 136): an AES-128 playlist naming `key/<kid>.key`, segments encrypted with the key sealed
 * in media_keys as `live-<id>` (IV = the media sequence number, ffmpeg's default).
 */

/** The server's sealing key, known here so the test seals the broadcast's key as the ingest does. */
const SEALING_KEY = 'b'.repeat(64);
let t: TestContext;
let dataDir: string;
let keys: MediaKeyService;
let courseSn: number;
let otherCourseSn: number;
let buyer: { email: string; password: string; id: number };
let buyerTokens: Tokens;
let stranger: Tokens;
let otherClassMember: Tokens;
const PLAIN = Buffer.alloc(188 * 40);
for (let i = 0; i < PLAIN.length; i += 188) PLAIN[i] = 0x47;

type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
interface Watch {
  live_id: number;
  hls: string;
  expires_at: string;
  watermark: string;
}

const one = async (sql: string, params: unknown[] = []) => Number(Object.values((await t.database.pool.query(sql, params)).rows[0] as object)[0]);

async function classFor(audienceCourse: number, state: 'scheduled' | 'live' = 'live'): Promise<number> {
  const key = issueStreamKey();
  return one(
    `insert into live_classes (title, teacher_sn, starts_at, audience, course_sn, key_hash, key_hint, created_by, state)
     values ('장중 라이브', (select teacher_sn from courses where course_sn = $1), now(), 'course', $1, $2, $3, 1, $4) returning id`,
    [audienceCourse, key.hash, key.hint, state],
  );
}

const iv = (seq: number) => {
  const b = Buffer.alloc(16);
  b.writeUInt32BE(seq, 12);
  return b;
};

/** What ffmpeg leaves after a push that dropped: two segments, the key named relatively, the list closed. */
async function broadcastFiles(id: number): Promise<{ kid: string; key: Buffer }> {
  const [issued] = await keys.issue(`live-${String(id)}`, 1);
  const { kid, key } = issued!;
  await t.database.pool.query(`update live_classes set ingest_state = 'live', ingest_kid = $2 where id = $1`, [id, kid]);
  const dir = path.join(dataDir, 'live', String(id));
  await fs.mkdir(dir, { recursive: true });
  for (const seq of [0, 1]) {
    const cipher = createCipheriv('aes-128-cbc', key, iv(seq));
    await fs.writeFile(path.join(dir, `m1abc-${String(seq)}.ts`), Buffer.concat([cipher.update(PLAIN), cipher.final()]));
  }
  await fs.writeFile(
    path.join(dir, 'index.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:0',
      `#EXT-X-KEY:METHOD=AES-128,URI="key/${kid}.key",IV=0x00000000000000000000000000000000`,
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-29T09:00:00.000+0900',
      '#EXTINF:2.000000,',
      'm1abc-0.ts',
      '#EXTINF:2.000000,',
      'm1abc-1.ts',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
  return { kid, key };
}

async function get<T = unknown>(url: string, who?: Tokens) {
  const res = await t.request({ method: 'GET', url, headers: who ? bearer(who) : {} });
  return { status: res.statusCode, raw: res.rawPayload, text: res.body, type: res.headers['content-type'], json: () => res.json<Body<T>>() };
}

const watch = (id: number, who?: Tokens) => get<Watch>(`/api/live/${String(id)}/watch`, who);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'live-broadcast-'));
  t = await createTestApp({ DATA_DIR: dataDir, IDENTITY_ENCRYPTION_KEY: SEALING_KEY });
  // The app's own media keys (the same sealing key), as the ingest issues the broadcast's.
  keys = new MediaKeyService(t.database.db, new Sealer(sealingKeys(t.config, SEALING_KEY), SEAL.mediaKeys));
  courseSn = await one("select min(course_sn) from courses where is_free = 'N' and is_published = 'Y'");
  otherCourseSn = await one("select min(course_sn) from courses where is_free = 'N' and is_published = 'Y' and course_sn <> $1", [courseSn]);
  const own = async (sn: number) => {
    const m = await createMember(t);
    await t.database.pool.query(`insert into entitlements (member_id, kind, course_sn, valid_from) values ($1, 'course', $2, now() - interval '1 day')`, [m.id, sn]);
    return m;
  };
  buyer = await own(courseSn);
  buyerTokens = await login(t, buyer);
  otherClassMember = await login(t, await own(otherCourseSn));
  stranger = await login(t, await createMember(t));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the live broadcast for viewers', () => {
  it('before the first segment the member reads 방송 준비 중, not an error page', async () => {
    for (const id of [await classFor(courseSn, 'scheduled'), await classFor(courseSn, 'live')]) {
      const res = await watch(id, buyerTokens);
      expect(res.status).toBe(409);
      expect(res.json()).toMatchObject({ code: codes.LIVE_STREAM_PREPARING.code, data: null });
      expect(res.json().message).toContain('방송 준비 중');
    }
  });

  it('an entitled member gets the playlist with signed addresses, a segment and the key, and the segment decrypts', async () => {
    const id = await classFor(courseSn);
    const { kid } = await broadcastFiles(id);
    const w = await watch(id, buyerTokens);
    expect(w.json().code).toBe('0000');
    const { hls, watermark } = w.json().data;
    expect(hls).toMatch(new RegExp(`^/api/media/live/${String(id)}/[^/]+/index\\.m3u8$`));
    expect(watermark).toContain(`회원번호 ${String(buyer.id)}`);

    const list = await get(hls);
    expect(list.status).toBe(200);
    expect(list.type).toContain('application/vnd.apple.mpegurl');
    const prefix = hls.replace(/index\.m3u8$/, '');
    const lines = list.text.split('\n');
    expect(lines).toContain(`${prefix}m1abc-0.ts`);
    expect(list.text).toContain(`URI="${prefix}key/${kid}.key"`);
    // Nothing relative is left, and a dropped push does not end the player's list while the class is live.
    expect(lines.filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith(prefix))).toEqual([]);
    expect(list.text).not.toContain('#EXT-X-ENDLIST');

    const segment = await get(`${prefix}m1abc-1.ts`);
    expect(segment.status).toBe(200);
    expect(segment.raw[0]).not.toBe(0x47);
    // The key goes only with the member's token (the player sends it), and opens the segment.
    expect((await get(`${prefix}key/${kid}.key`)).json().code).toBe(codes.LOGIN_REQUIRED.code);
    const key = await get(`${prefix}key/${kid}.key`, buyerTokens);
    expect(key.status).toBe(200);
    expect(key.raw).toHaveLength(16);
    const decipher = createDecipheriv('aes-128-cbc', key.raw, iv(1));
    const plain = Buffer.concat([decipher.update(segment.raw), decipher.final()]);
    expect(plain.equals(PLAIN)).toBe(true);

    // A name the playlist does not list, a forged or cut link: refused in Korean, nothing served.
    expect((await get(`${prefix}m1abc-9.ts`)).json().code).toBe(codes.LIVE_STREAM_SEGMENT_MISSING.code);
    const forged = hls.replace(/\/([^/]+)\/index\.m3u8$/, (_m, tok: string) => `/${tok.slice(0, -2)}AA/index.m3u8`);
    expect((await get(forged)).json()).toMatchObject({ code: codes.LIVE_STREAM_LINK_INVALID.code });
    // The link is the class's own: another class's address with it is refused.
    const other = await classFor(courseSn);
    expect((await get(hls.replace(`/live/${String(id)}/`, `/live/${String(other)}/`))).json().code).toBe(codes.LIVE_STREAM_LINK_INVALID.code);
  });

  it('a member without the class, a member of another class and a signed-out visitor are refused', async () => {
    const id = await classFor(courseSn);
    const { kid } = await broadcastFiles(id);
    for (const who of [stranger, otherClassMember]) {
      const res = await watch(id, who);
      expect(res.status).toBe(403);
      expect(res.json().code).toBe(codes.LIVE_STREAM_NOT_ENTITLED.code);
    }
    expect((await watch(id)).json().code).toBe(codes.LOGIN_REQUIRED.code);
    // Someone else's token with the buyer's link gets no key.
    const { hls } = (await watch(id, buyerTokens)).json().data;
    expect((await get(hls.replace(/index\.m3u8$/, `key/${kid}.key`), stranger)).json().code).toBe(codes.LIVE_STREAM_LINK_INVALID.code);
  });

  it('a second device takes the stream over: the first one is refused as a lecture is (3040)', async () => {
    const id = await classFor(courseSn);
    const { kid } = await broadcastFiles(id);
    const first = (await watch(id, buyerTokens)).json().data.hls;
    expect((await get(first)).status).toBe(200);
    const phone = await login(t, buyer, 'iPhone / Safari');
    const second = (await watch(id, phone)).json().data.hls;
    const taken = await get(first);
    expect(taken.status).toBe(409);
    expect(taken.json().code).toBe(codes.STREAM_TAKEN_OVER.code);
    expect((await get(first.replace(/index\.m3u8$/, `key/${kid}.key`), buyerTokens)).json().code).toBe(codes.STREAM_TAKEN_OVER.code);
    expect((await get(second)).status).toBe(200);
    expect((await get(second.replace(/index\.m3u8$/, `key/${kid}.key`), phone)).status).toBe(200);
  });

  it('after 종료 the playlist and the key are refused; the replay comes as a lecture', async () => {
    const id = await classFor(courseSn);
    const { kid } = await broadcastFiles(id);
    const { hls } = (await watch(id, buyerTokens)).json().data;
    await t.database.pool.query(`update live_classes set state = 'ended', ended_at = now() where id = $1`, [id]);
    expect((await get(hls)).json().code).toBe(codes.LIVE_STREAM_ENDED.code);
    expect((await get(hls.replace(/index\.m3u8$/, `key/${kid}.key`), buyerTokens)).json().code).toBe(codes.LIVE_STREAM_ENDED.code);
    expect((await watch(id, buyerTokens)).json().code).toBe(codes.LIVE_STREAM_ENDED.code);
  });
});
