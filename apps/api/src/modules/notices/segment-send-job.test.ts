import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';
import { NoticeDispatcher } from './dispatcher.ts';
import { SegmentSendService } from './segment-sends.service.ts';

/** Decision 130: the console's send to a segment runs as a job, its progress on the console's list. */

let t: TestContext;
let h: ReturnType<typeof api>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

type SendRow = { send_sn: number; status: string; targeted: number; processed: number; delivered: number };
const sendsOf = async (admin: Tokens) => (await t.request({ method: 'GET', url: '/api/admin/notifications/sends', headers: bearer(admin) })).json<{ data: { list: SendRow[] } }>().data.list;
const rowOf = async (admin: Tokens, sn: number) => (await sendsOf(admin)).find((s) => s.send_sn === sn)!;
const titlesOf = async (tokens: Tokens) => (await t.request({ method: 'GET', url: '/api/my/notifications', headers: bearer(tokens) })).json<{ data: { list: { title: string }[] } }>().data.list.map((n) => n.title);

/** Members not seen for `days` (signed up then, no session since): the segment of each test. */
async function away(n: number, days: number) {
  const createdAt = new Date(Date.now() - days * DAY);
  return Promise.all(Array.from({ length: n }, () => createMember(t, { createdAt })));
}

describe('a segment send is a job', () => {
  it('the request answers queued at once; the job sends to each member and the console shows it done', async () => {
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const members = await away(3, 400);
    const res = await h.call('POST', '/api/admin/notifications/sends', admin, { segment: { type: 'inactive', days: 365 }, kind: 'notice', title: '작업 알림', body: '잘 지내시나요?', link: '/' });
    expect(res.code, res.message).toBe('0000');
    expect(res.data).toMatchObject({ status: 'queued', targeted: 3, processed: 0, delivered: 0 });
    expect(res.message).toBe('3명에게 보내기 시작했습니다. 진행 상황은 보낸 알림에서 볼 수 있습니다.');

    let row = await rowOf(admin, res.data.send_sn as number);
    for (let i = 0; i < 100 && row.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = await rowOf(admin, res.data.send_sn as number);
    }
    expect(row).toMatchObject({ status: 'done', targeted: 3, processed: 3, delivered: 3 });
    for (const m of members) expect(await titlesOf(await login(t, m))).toEqual(['작업 알림']);
  });

  it('goes on where a stopped job left off, in another process, telling no member twice; progress shows meanwhile', async () => {
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const actor = { memberId: (await createMember(t, { role: 'admin' })).id, ip: '127.0.0.1' };
    const members = await away(3, 800);
    const mails: string[] = [];
    const dispatcher = new NoticeDispatcher(t.database.db, { mail: { name: 'memory', sandbox: true, send: async (m) => void mails.push(m.to) }, talk: { send: async () => undefined }, push: null }, 'http://localhost', t.app.log);
    // Left to the job (no start in the request): nothing has gone yet.
    const first = new SegmentSendService(t.database.db, dispatcher);
    const sent = await first.send(actor, { segment: { type: 'inactive', days: 700 }, kind: 'notice', title: '이어서 보내기', body: '내용', link: '/' });
    expect(await rowOf(admin, sent.send_sn)).toMatchObject({ status: 'queued', targeted: 3, processed: 0 });
    expect(mails).toEqual([]);

    expect(await first.work(2)).toBe(2);
    expect(await rowOf(admin, sent.send_sn)).toMatchObject({ status: 'running', targeted: 3, processed: 2, delivered: 2 });
    // The process stopped between a member's notice and writing its outcome.
    await t.database.pool.query(`update notification_send_targets set outcome = null where send_sn = $1 and member_id = $2`, [sent.send_sn, Math.min(...members.map((m) => m.id))]);

    const second = new SegmentSendService(t.database.db, dispatcher);
    expect(await second.work()).toBe(2);
    expect(await rowOf(admin, sent.send_sn)).toMatchObject({ status: 'done', targeted: 3, processed: 3, delivered: 3 });
    expect(mails.sort()).toEqual(members.map((m) => m.email).sort());
    for (const m of members) expect(await titlesOf(await login(t, m))).toEqual(['이어서 보내기']);
    expect(await second.work()).toBe(0);
  });
});
