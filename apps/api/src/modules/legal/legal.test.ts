import { authApi, legalApi, myApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { koreanDay, shiftDay } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, lastCode, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type Database } from '../../db/client.ts';
import { runOnce } from '../../jobs/scheduler.ts';
import { SandboxMail } from '../../providers/mail/sandbox.ts';
import { LegalService } from './legal.service.ts';

let t: TestContext;
let admin: Tokens;
interface Doc {
  version: number;
  title: string;
  html: string;
  versions: { version: number }[];
  upcoming: { version: number; effective_on: string } | null;
}
interface Pending {
  list: { doc_type: string; version: number; deemed_on: string }[];
}
interface Consents {
  list: { doc_type: string; version: number; agreed: boolean; how: string }[];
}

const publish = (type: string, days: number, html = '<h4>제1조 (목적)</h4><p>개정된 약관입니다.</p>', tokens = admin) =>
  call<{ version: number }>(t, legalApi.publish, { who: tokens, params: { type }, payload: { title: '이용약관', html, effective_on: shiftDay(koreanDay(new Date()), days), summary: '환불 조항을 고쳤습니다.' } }).then((r) => r.body);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, await createMember(t, { role: 'admin' }));
});
afterAll(() => t.close());

describe('legal texts as versions', () => {
  it('each of the texts is served in Korean with its version; an unknown one is refused plainly', async () => {
    const terms = (await call<Doc>(t, legalApi.document, { params: { type: 'terms' } })).body;
    expect(terms.data).toMatchObject({ version: 1, title: '이용약관', versions: [{ version: 1 }], upcoming: null });
    expect(terms.data.html).toContain('제26조');
    for (const type of ['privacy', 'collection', 'third-party', 'provision-outsourcing', 'electronic-financial', 'payment-privacy', 'purchase-conditions']) {
      expect((await call<Doc>(t, legalApi.document, { params: { type } })).body.data.version).toBe(1);
    }
    const unknown = await call(t, legalApi.document, { params: { type: 'nothing' } });
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.code).not.toBe('0000');
    // A version past the database's integer range is refused as input, not answered with a 500.
    const huge = await call(t, legalApi.documentVersion, { params: { type: 'terms', version: 9007199254740991 } });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toContain('약관 판 번호가 올바르지 않습니다.');
  });

  it('a new terms version needs 10 days of notice, is announced as upcoming, and keeps the old one readable', async () => {
    expect((await publish('terms', 9)).code).toBe('8080');
    expect((await publish('privacy', 6)).code).toBe('8080');
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    expect((await publish('terms', 10, undefined, staff)).code).toBe('0906');
    const made = await publish('terms', 10, '<h4>제1조</h4><p onclick="steal()">개정<script>alert(1)</script> <a href="javascript:x">링크</a></p>');
    expect(made).toMatchObject({ code: '0000', data: { version: 2 } });

    const now = (await call<Doc>(t, legalApi.document, { params: { type: 'terms' } })).body;
    expect(now.data.version).toBe(1);
    expect(now.data.upcoming).toMatchObject({ version: 2, effective_on: shiftDay(koreanDay(new Date()), 10) });
    const next = (await call<Doc>(t, legalApi.documentVersion, { params: { type: 'terms', version: 2 } })).body;
    expect(next.data.html).not.toMatch(/script|onclick|javascript/);
    expect(next.data.html).toContain('개정');
    expect((await call(t, legalApi.documentVersion, { params: { type: 'terms', version: 9 } })).body.code).toBe('7040');
    expect((await publish('collection', 7, '<script>only()</script>')).code).toBe('8081');
  });
});

describe('consents', () => {
  it('sign-up records the versions in force and the marketing choice', async () => {
    const hpno = `0107${String(Date.now() % 1e7).padStart(7, '0')}`;
    await call(t, authApi.certification, { payload: { hpno, page: 'signUp' } });
    const n = Date.now() % 1e6;
    const signed = await call(t, authApi.signup, {
      payload: {
        email: `legal${n}@example.com`,
        user_password: 'correct horse battery staple',
        user_name: '김약관',
        nickname: `약관${n}`,
        hpno,
        auth_no: await lastCode(t, hpno),
        birth: '1990-01-01',
        gender: 'M',
        agree_terms: 'Y',
        agree_privacy: 'Y',
        is_market: 'N',
        os: 'test',
      },
    });
    const tokens = signed.body.data;
    const consents = (await call<Consents>(t, legalApi.consents, { who: tokens })).body;
    expect(consents.data.list.map(({ doc_type, version, agreed, how }) => ({ doc_type, version, agreed, how }))).toEqual(
      expect.arrayContaining([
        { doc_type: 'terms', version: 1, agreed: true, how: 'signup' },
        { doc_type: 'collection', version: 1, agreed: true, how: 'signup' },
        { doc_type: 'marketing', version: 1, agreed: false, how: 'marketing' },
      ]),
    );
    await call(t, myApi.changeMarket, { who: tokens, payload: { is_market: 'Y' } });
    const after = (await call<Consents>(t, legalApi.consents, { who: tokens })).body;
    expect(after.data.list[0]).toMatchObject({ doc_type: 'marketing', agreed: true });
  });

  it('a member is shown the new version, can agree or object, and silence 14 days after the notice counts as agreement', async () => {
    // Version 2 of the terms was published above; each member agreed to version 1 at sign-up.
    const made = await Promise.all([0, 1, 2].map(() => createMember(t)));
    await insertSignupConsents(made.map((m) => m.id));
    const [a, b, c] = await Promise.all(made.map((m) => login(t, m)));
    const pendingOf = async (m: Tokens) => (await call<Pending>(t, legalApi.pending, { who: m })).body.data.list;
    expect(await pendingOf(a!)).toEqual([expect.objectContaining({ doc_type: 'terms', version: 2, deemed_on: shiftDay(koreanDay(new Date()), 14) })]);
    await pendingOf(b!);
    await pendingOf(c!);

    expect((await call(t, legalApi.answer, { who: a, params: { type: 'terms', version: 2 }, payload: { answer: 'agree' } })).body.code).toBe('0000');
    expect(await pendingOf(a!)).toEqual([]);
    expect((await call(t, legalApi.answer, { who: a, params: { type: 'terms', version: 2 }, payload: { answer: 'object' } })).body.code).toBe('7041');
    expect((await call(t, legalApi.answer, { who: b, params: { type: 'terms', version: 2 }, payload: { answer: 'object' } })).body.code).toBe('0000');

    // Thirteen days on nothing changes; fourteen days on, c (who said nothing) has agreed, b's objection stands.
    const at = (days: number) => new LegalService(t.database.db, null, console, () => new Date(Date.now() + days * 86_400_000));
    expect(await at(13).deemAgreed()).toBe(0);
    expect(await at(14).deemAgreed()).toBe(1);
    expect(await at(15).deemAgreed()).toBe(0);
    const cConsents = (await call<Consents>(t, legalApi.consents, { who: c })).body;
    expect(cConsents.data.list[0]).toMatchObject({ doc_type: 'terms', version: 2, agreed: true, how: 'deemed' });
    expect((await call<Consents>(t, legalApi.consents, { who: b })).body.data.list[0]).toMatchObject({ version: 2, agreed: false, how: 'objected' });
  });
});

describe('marketing consent notice every two years', () => {
  it('is sent once per member across two processes, shown on /my/info until answered, and not again for two years', async () => {
    const old = new Date(Date.now() - (2 * 365 + 2) * 86_400_000);
    const m = await createMember(t, { isMarket: 'Y', marketChangedAt: old, createdAt: old });
    const recent = await createMember(t, { isMarket: 'Y', marketChangedAt: new Date(), createdAt: old });
    const optedOut = await createMember(t, { isMarket: 'N', marketChangedAt: old, createdAt: old });
    const mails = async (to: string) => Number((await t.database.pool.query<{ n: string }>(`select count(*) as n from dev_outbox where channel = 'mail' and recipient = $1`, [to])).rows[0]!.n);

    // Two API processes run the job at the same moment: each has its own pool and scheduler lock.
    const other = connect(t.database.url, 2);
    const job = (db: Database) => ({ name: 'marketing-notice', pattern: '* * * * * *', run: () => new LegalService(db.db, mailTo(db), console).sendMarketingNotices() });
    await Promise.all([runOnce(t.database.pool, job(t.database), silent), runOnce(other.pool, job(other), silent)]);
    await runOnce(other.pool, job(other), silent);
    await other.pool.end();
    expect(await mails(m.email)).toBe(1);
    expect(await mails(recent.email)).toBe(0);
    expect(await mails(optedOut.email)).toBe(0);

    const tokens = await login(t, m);
    expect((await call<{ marketing_notice_at: string | null }>(t, legalApi.consents, { who: tokens })).body.data.marketing_notice_at).not.toBeNull();
    await call(t, myApi.changeMarket, { who: tokens, payload: { is_market: 'Y' } });
    expect((await call<{ marketing_notice_at: string | null }>(t, legalApi.consents, { who: tokens })).body.data.marketing_notice_at).toBeNull();
    const later = new LegalService(t.database.db, null, console, () => new Date(Date.now() + 365 * 86_400_000));
    expect(await later.sendMarketingNotices()).toBe(0);
  });
});

/** The sandbox mail of a test database: what it would send lands in dev_outbox. */
const mailTo = (db: Database) => new SandboxMail(async (msg) => void (await db.pool.query(`insert into dev_outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)`, [msg.channel, msg.to, msg.subject, msg.body])));
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** createMember inserts rows directly: give them the sign-up consents a real sign-up records. */
async function insertSignupConsents(ids: number[]) {
  for (const id of ids) {
    await t.database.pool.query(`insert into member_consents (member_id, doc_type, version, agreed, how) values ($1, 'terms', 1, true, 'signup'), ($1, 'collection', 1, true, 'signup')`, [id]);
  }
}
