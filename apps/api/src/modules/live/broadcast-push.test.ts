import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEAL, sealingKeys } from '../../lib/configured-keys.ts';
import { Sealer } from '../../lib/sealer.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MediaKeyService } from '../media-keys/media-keys.service.ts';
import { IngestFront } from './ingest-front.ts';
import { issueStreamKey } from './stream-key.ts';

/**
 * Decision 140 end to end: a real push through the RTMP front (decision 136), served to a real HLS player (ffmpeg's
 * HLS reader with the member's token, as hls.js sends it on key requests) through the signed, rewritten playlist.
 */

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const SEALING_KEY = 'c'.repeat(64);

function run(args: string[]): Promise<{ code: number | null; err: string }> {
  const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err = (err + d.toString('utf8')).slice(-2000)));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, err })));
}

let t: TestContext;
let front: IngestFront;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'live-push-'));
  t = await createTestApp({ DATA_DIR: dataDir, IDENTITY_ENCRYPTION_KEY: SEALING_KEY });
  const keys = new MediaKeyService(t.database.db, new Sealer(sealingKeys(t.config, SEALING_KEY), SEAL.mediaKeys));
  front = new IngestFront({
    db: t.database.db,
    ffmpeg,
    dir: path.join(dataDir, 'live'),
    keys: { issue: async (mediaKey) => (await keys.issue(mediaKey, 1))[0]!, open: async (kid) => (await keys.open(kid))?.key ?? null },
    status: async () => undefined,
    log: { info: () => undefined, warn: () => undefined },
    segmentSeconds: 1,
  });
});
afterAll(async () => {
  await front.close();
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it("a teacher's push plays for a member through the signed playlist, key and segments; without the member's token the key is refused", async () => {
  const port = await front.listen(0, '127.0.0.1');
  const key = issueStreamKey();
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into live_classes (title, teacher_sn, starts_at, audience, key_hash, key_hint, created_by)
     values ('실시간 재생 테스트', (select min(teacher_sn) from teachers), now(), 'members', $1, $2, 1) returning id`,
    [key.hash, key.hint],
  );
  const id = rows[0]!.id;
  const live = new Promise<void>((resolve) => {
    const off = front.on((e) => {
      if (e.type === 'live' && e.classId === id) {
        off();
        resolve();
      }
    });
  });
  const pushed = run([
    ...['-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${String(port)}/live/${key.key}`],
  ]);
  await live;

  const tokens = await login(t, await createMember(t));
  const watch = (await t.request({ method: 'GET', url: `/api/live/${String(id)}/watch`, headers: bearer(tokens) })).json<{ code: string; data: { hls: string } }>();
  expect(watch.code).toBe('0000');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}${watch.data.hls}`;
  const played = await run(['-headers', `Authorization: Bearer ${tokens.accessToken}\r\n`, '-i', url, '-t', '1', '-f', 'null', '-']);
  expect(played.code, played.err).toBe(0);
  // The same link without the token: the playlist comes, its key does not.
  const playlist = await (await fetch(url)).text();
  const keyPath = /URI="([^"]+)"/.exec(playlist)?.[1];
  expect(keyPath).toMatch(/^\/api\/media\/live\/\d+\/[^/]+\/key\/[A-Za-z0-9_-]+\.key$/);
  const refused = await fetch(`${address}${keyPath!}`);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('0907');
  expect((await pushed).code).toBe(0);
}, 15_000);
