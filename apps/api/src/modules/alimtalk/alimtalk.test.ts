import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { alimtalkSends } from '../../db/schema/index.ts';
import { NhnCloudAlimtalk } from '../../providers/alimtalk/nhncloud.ts';
import { createAlimtalkChannel } from '../../providers/alimtalk/sender.ts';
import { renderTemplate, TemplateVariableError } from '../../providers/alimtalk/templates.ts';
import { createProviders } from '../../providers/index.ts';
import type { OutboxMessageInput } from '../../providers/outbox.ts';
import { NhnCloudSms } from '../../providers/sms/nhncloud.ts';
import { createMember } from '../../test/accounts.ts';
import { startFakeNhnCloud } from '../../test/fake-nhn-alimtalk.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { AlimtalkService } from './alimtalk.service.ts';

const keys = { appKey: 'APP', secretKey: 'SECRET' };
const NO_KAKAO = '01077770000';
let t: TestContext;
let fake: Awaited<ReturnType<typeof startFakeNhnCloud>>;
const warnings: object[] = [];
beforeAll(async () => {
  fake = await startFakeNhnCloud({ ...keys, noKakao: [NO_KAKAO] });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const service = (secretKey = keys.secretKey, smsBase = fake.url) =>
  new AlimtalkService({
    db: t.database.db,
    channel: createAlimtalkChannel({
      alimtalk: new NhnCloudAlimtalk({ ...keys, secretKey, senderKey: 'SENDER', baseUrl: fake.url }),
      sms: new NhnCloudSms({ ...keys, sendNo: '0212345678', baseUrl: smsBase }),
    }),
    log: { warn: (obj) => void warnings.push(obj) },
  });

const sends = (memberId: number) =>
  t.database.db
    .select({ templateCode: alimtalkSends.templateCode, result: alimtalkSends.result, detail: alimtalkSends.detail })
    .from(alimtalkSends)
    .where(eq(alimtalkSends.memberId, memberId))
    .orderBy(desc(alimtalkSends.id));

const vars = { 이름: '김민수', 상품명: '주식 기초반', 금액: '99,000' };

describe('알림톡 send(member, template code, variables) against a fake NHN Cloud', () => {
  it('sends to the member’s own number with the registered template’s variables, and records the result', async () => {
    const member = await createMember(t, { hpno: '01055501234' });
    await expect(service().send(member.id, 'PAYMENT_DONE', vars)).resolves.toBe('alimtalk');
    expect(fake.alimtalk.at(-1)!.body).toEqual({
      senderKey: 'SENDER',
      templateCode: 'PAYMENT_DONE',
      recipientList: [{ recipientNo: '01055501234', templateParameter: vars, resendParameter: { isResend: false } }],
    });
    expect(await sends(member.id)).toEqual([{ templateCode: 'PAYMENT_DONE', result: 'alimtalk', detail: null }]);
  });

  it('#{이름} is the member’s own name when the notice does not give one (the notification centre never does)', async () => {
    const member = await createMember(t, { hpno: '01055502468', userName: '박지은' });
    await expect(service().send(member.id, 'PAYMENT_DONE', { 상품명: '주식 기초반', 금액: '99,000' })).resolves.toBe('alimtalk');
    expect(fake.alimtalk.at(-1)!.body).toMatchObject({ recipientList: [{ recipientNo: '01055502468', templateParameter: { 이름: '박지은', 상품명: '주식 기초반', 금액: '99,000' } }] });
  });

  it('a member without KakaoTalk gets the same text by SMS; the record says why', async () => {
    const member = await createMember(t, { hpno: NO_KAKAO });
    const smsBefore = fake.sms.length;
    await expect(service().send(member.id, 'REFUND_DONE', vars)).resolves.toBe('sms');
    expect(fake.sms.slice(smsBefore)).toEqual([{ recipientNo: NO_KAKAO, body: renderTemplate('REFUND_DONE', vars).content }]);
    expect(await sends(member.id)).toEqual([{ templateCode: 'REFUND_DONE', result: 'sms', detail: expect.stringMatching(/-3026/) }]);
  });

  it('알림톡 refused and SMS down: nothing thrown, recorded as failed and logged', async () => {
    const member = await createMember(t, { hpno: '01055505678' });
    // Nothing listens on port 1.
    await expect(service('WRONG', 'http://127.0.0.1:1').send(member.id, 'LIVE_STARTING', { 강의명: '차트 읽기' })).resolves.toBe('failed');
    expect(await sends(member.id)).toEqual([{ templateCode: 'LIVE_STARTING', result: 'failed', detail: 'nhncloud: request failed: fetch failed' }]);
    expect(warnings.at(-1)).toMatchObject({ memberId: member.id, templateCode: 'LIVE_STARTING' });
  });

  it('variables not in the registered text, or missing, are refused before anything is sent or recorded', async () => {
    const member = await createMember(t, { hpno: '01055509999' });
    const counts = [fake.alimtalk.length, fake.sms.length];
    await expect(service().send(member.id, 'PAYMENT_DONE', { ...vars, 할인: '10%' })).rejects.toThrow(TemplateVariableError);
    await expect(service().send(member.id, 'PAYMENT_DONE', { 이름: '김민수' })).rejects.toThrow(TemplateVariableError);
    expect([fake.alimtalk.length, fake.sms.length]).toEqual(counts);
    expect(await sends(member.id)).toEqual([]);
  });

  it('a member with no number, or not active, is skipped and recorded', async () => {
    const noPhone = await createMember(t, { hpno: null });
    const away = await createMember(t, { hpno: '01055504321', status: 'dormant' });
    const before = fake.alimtalk.length;
    await expect(service().send(noPhone.id, 'ANSWER_RECEIVED', { 이름: '김', 강의명: '차트' })).resolves.toBe('skipped');
    await expect(service().send(away.id, 'ANSWER_RECEIVED', { 이름: '김', 강의명: '차트' })).resolves.toBe('skipped');
    expect(fake.alimtalk.length).toBe(before);
    expect((await sends(away.id))[0]).toMatchObject({ result: 'skipped' });
  });
});

describe('알림톡 provider from the configuration', () => {
  it('is the sandbox by default, recording what would be sent in the outbox; NHN Cloud when configured', async () => {
    const outbox: OutboxMessageInput[] = [];
    const sandbox = createProviders(loadConfig({}), async (m) => void outbox.push(m)).alimtalk;
    expect(sandbox.sandbox).toBe(true);
    const text = renderTemplate('LIVE_STARTING', { 강의명: '차트 읽기' }).content;
    await sandbox.send({ to: '01012345678', templateCode: 'LIVE_STARTING', vars: { 강의명: '차트 읽기' }, content: text });
    expect(outbox).toEqual([{ channel: 'talk', to: '01012345678', subject: 'LIVE_STARTING', body: text }]);
    const live = createProviders(
      loadConfig({ ALIMTALK_PROVIDER: 'nhncloud', NHN_ALIMTALK_APP_KEY: 'a', NHN_ALIMTALK_SECRET_KEY: 's', NHN_ALIMTALK_SENDER_KEY: 'k' }),
      async () => undefined,
    ).alimtalk;
    expect(live).toMatchObject({ name: 'nhncloud-alimtalk', sandbox: false });
  });
});
