import { devicesApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login } from '../../test/accounts.ts';
import { memberWithPass, passCourse } from '../../test/pass-course.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';
import { isPushServiceEndpoint, PUSH_SERVICE_HOSTS } from './devices.service.ts';
import { PushSender } from './push.ts';
import { vapidSource } from './vapid.ts';

// Decision 114: push subscriptions per device, removed when the push service says they are gone; offline licences.

let t: TestContext;
let push: { server: http.Server; base: string; got: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] };
let paid: number[];

beforeAll(async () => {
  // A VAPID pair from config, so the test writes no local pair into the data folder.
  const { default: webpush } = await import('web-push');
  const pair = webpush.generateVAPIDKeys();
  t = await createTestApp({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, OFFLINE_MAX_LECTURES: '2', OFFLINE_LICENCE_DAYS: '7' });
  paid = (await passCourse(t)).lectures.filter((l) => l.isPreview === 'N' && l.mediaKey).map((l) => l.lcNo);
  // A fake push service: /gone/… answers 410 (the browser dropped the subscription), anything else 201.
  const got: typeof push.got = [];
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  push = { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, got };
});
afterAll(async () => {
  push?.server.close();
  await t?.close();
});

const b64url = (b: Buffer) => b.toString('base64url');
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) };
}
const device = (n: number) => `device-${n}-${'x'.repeat(16)}`;

describe('web push', () => {
  it('keeps one subscription per device with its label, sends to each, and drops the one the push service calls gone (410)', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    const other = await login(t, await createMember(t));
    const phone = await call(t, devicesApi.pushSubscribe, { who: tokens, payload: { device_id: device(1), label: '내 휴대폰', endpoint: `${push.base}/ok/1`, keys: browserKeys() } });
    expect(phone.body.code, phone.body.message).toBe('0000');
    expect(phone.body.data.public_key).toBe(t.config.VAPID_PUBLIC_KEY);
    // The same device again replaces its row; a second device adds one.
    await call(t, devicesApi.pushSubscribe, { who: tokens, payload: { device_id: device(1), label: '휴대폰', endpoint: `${push.base}/ok/1b`, keys: browserKeys() } });
    await call(t, devicesApi.pushSubscribe, { who: tokens, payload: { device_id: device(2), label: '노트북', endpoint: `${push.base}/gone/2`, keys: browserKeys() } });
    const bad = await call(t, devicesApi.pushSubscribe, { who: tokens, payload: { device_id: device(3), label: '가'.repeat(41), endpoint: `${push.base}/ok/3`, keys: browserKeys() } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('40자');
    const listed = await call(t, devicesApi.pushDevices, { who: tokens });
    expect((listed.body.data.devices as { label: string }[]).map((d) => d.label)).toEqual(['휴대폰', '노트북']);
    expect((await call(t, devicesApi.pushDevices, { who: other })).body.data.devices).toEqual([]);

    const sender = new PushSender(t.database.db, vapidSource(t.config), { warn: () => undefined });
    expect(await sender.send(m.id, { title: '새 공지', body: '강의가 열렸습니다', url: '/my' })).toBe(1);
    const sent = push.got.filter((g) => g.path === '/ok/1b' || g.path === '/gone/2');
    expect(sent.map((g) => g.path).sort()).toEqual(['/gone/2', '/ok/1b']);
    // Encrypted for the browser and signed with the VAPID key, as a real push service requires.
    expect(sent[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(sent[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(sent[0]!.bytes).toBeGreaterThan(0);
    expect(((await call(t, devicesApi.pushDevices, { who: tokens })).body.data.devices as { label: string }[]).map((d) => d.label)).toEqual(['휴대폰']);

    const removed = await call(t, devicesApi.pushRemove, { who: tokens, params: { device_id: device(1) } });
    expect(removed.body.data.devices).toEqual([]);
  });
});

describe('push endpoints in production', () => {
  it("are taken only on the browsers' push services, over https: never an address of the server's own network", () => {
    const ok = (e: string) => isPushServiceEndpoint(e, PUSH_SERVICE_HOSTS);
    expect(ok('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(ok('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(ok('https://web.push.apple.com/QO1')).toBe(true);
    expect(ok('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(ok('https://127.0.0.1:5432/x')).toBe(false);
    expect(ok('https://metadata.internal/x')).toBe(false);
    expect(ok('https://fcm.googleapis.com.evil.example/x')).toBe(false);
  });
});

describe('offline licences', () => {
  it('are granted only to members who may watch, up to the limit, with the keys and an expiry', async () => {
    const stranger = await login(t, await createMember(t));
    expect((await call(t, devicesApi.offlineGrant, { who: stranger, params: { lc_no: paid[0] }, payload: { device_id: device(1) } })).body.code).toBe('3010');
    expect((await call(t, devicesApi.offlineLicences, { who: stranger })).body.data.licences).toEqual([]);

    const tokens = await login(t, await memberWithPass(t));
    const first = await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[0] }, payload: { device_id: device(1) } });
    expect(first.body.code, first.body.message).toBe('0000');
    expect(first.body.data.keys.length).toBeGreaterThan(0);
    expect(Buffer.from(first.body.data.keys[0]!.key, 'base64')).toHaveLength(16);
    const days = (Date.parse(first.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Renewing the same lecture on the same device takes no new place; a second lecture does; a third is refused.
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[0] }, payload: { device_id: device(1) } })).body.code).toBe('0000');
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[1] }, payload: { device_id: device(1) } })).body.code).toBe('0000');
    const full = await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[2] }, payload: { device_id: device(1) } });
    expect(full.body.code).toBe('3110');
    expect(full.body.message).toContain('오프라인');
    const list = await call(t, devicesApi.offlineLicences, { who: tokens });
    expect(list.body.data).toMatchObject({ max: 2, days: 7 });
    expect((list.body.data.licences as { lc_no: number }[]).map((l) => l.lc_no)).toEqual([paid[0], paid[1]]);
    // Removing one frees its place.
    await call(t, devicesApi.offlineRemove, { who: tokens, params: { lc_no: paid[1] }, query: { device_id: device(1) } });
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[2] }, payload: { device_id: device(1) } })).body.code).toBe('0000');
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[0] }, payload: { device_id: 'bad id!' } })).status).toBe(400);
  });

  it('an expired licence is no longer listed nor counted; after a refund renewal is refused', async () => {
    const h = api(t);
    const m = await createMember(t);
    const tokens = await login(t, m);
    const orderId = await h.buy(tokens, { product_id: 1 });
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[0] }, payload: { device_id: device(1) } })).body.code).toBe('0000');
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[1] }, payload: { device_id: device(1) } })).body.code).toBe('0000');
    await t.database.pool.query(`UPDATE offline_licences SET expires_at = now() - interval '1 second' WHERE member_id = $1 AND lc_no = $2`, [m.id, paid[0]]);
    const after = await call(t, devicesApi.offlineLicences, { who: tokens });
    expect((after.body.data.licences as { lc_no: number }[]).map((l) => l.lc_no)).toEqual([paid[1]]);
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[2] }, payload: { device_id: device(1) } })).body.code).toBe('0000');
    // At the limit again: the refusal leaves no delivery behind (a delivered lecture lowers the refund).
    const delivered = async (lcNo: number) => Number((await t.database.pool.query('SELECT count(*) FROM lecture_deliveries WHERE member_id = $1 AND lc_no = $2', [m.id, lcNo])).rows[0].count);
    expect(await delivered(paid[3]!)).toBe(0);
    expect((await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[3] }, payload: { device_id: device(1) } })).body.code).toBe('3110');
    expect(await delivered(paid[3]!)).toBe(0);
    expect(await delivered(paid[2]!)).toBe(1);

    const quote = await h.call('GET', `/api/my/payment/${orderId}/refund`, tokens);
    const done = await h.call('POST', `/api/my/payment/${orderId}/refund`, tokens, { expected_amount: quote.data.amount });
    expect(done.data.status).toBe('refunded');
    const renew = await call(t, devicesApi.offlineGrant, { who: tokens, params: { lc_no: paid[1] }, payload: { device_id: device(1) } });
    expect(renew.body.code).toBe('3010');
    expect(renew.body.data.keys).toBeUndefined();
    // The refused renewal took the licence back: the device lost the right to play it.
    expect(((await call(t, devicesApi.offlineLicences, { who: tokens })).body.data.licences as { lc_no: number }[]).map((l) => l.lc_no)).not.toContain(paid[1]);
  });
});
