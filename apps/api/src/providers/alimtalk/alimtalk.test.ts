import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNhnCloud } from '../../test/fake-nhn-alimtalk.ts';
import type { OutboxMessageInput } from '../outbox.ts';
import { NhnCloudSms } from '../sms/nhncloud.ts';
import { SandboxSms } from '../sms/sandbox.ts';
import { NhnCloudAlimtalk } from './nhncloud.ts';
import { SandboxAlimtalk } from './sandbox.ts';
import { createAlimtalkChannel } from './sender.ts';
import { alimtalkTemplates, renderTemplate, TemplateVariableError } from './templates.ts';

const keys = { appKey: 'APP', secretKey: 'SECRET' };
let fake: Awaited<ReturnType<typeof startFakeNhnCloud>>;
beforeAll(async () => {
  fake = await startFakeNhnCloud({ ...keys, noKakao: ['01099990000'] });
});
afterAll(() => fake.close());

const vars = { 이름: '김민수', 상품명: '주식 기초반', 금액: '99,000' };

describe('알림톡 templates', () => {
  it('fills only the registered text and refuses missing or unknown variables', () => {
    expect(renderTemplate('PAYMENT_DONE', vars).content).toBe('[투자학교] 결제 완료\n김민수님, 주식 기초반 결제가 완료되었습니다.\n결제 금액: 99,000원');
    expect(() => renderTemplate('PAYMENT_DONE', { 이름: '김민수', 상품명: 'x' })).toThrow(TemplateVariableError);
    expect(() => renderTemplate('PAYMENT_DONE', { ...vars, 쿠폰: '1' })).toThrow(/unknown \[쿠폰\]/);
    expect(() => renderTemplate('NO_SUCH', {})).toThrow(TemplateVariableError);
    expect(Object.keys(alimtalkTemplates)).toHaveLength(10);
  });
});

describe('알림톡 through a fake NHN Cloud', () => {
  const channel = () =>
    createAlimtalkChannel({
      alimtalk: new NhnCloudAlimtalk({ ...keys, senderKey: 'SENDER', baseUrl: fake.url }),
      sms: new NhnCloudSms({ ...keys, sendNo: '0212345678', baseUrl: fake.url }),
    });

  it('sends the v2.3 request with the template variables and no SMS', async () => {
    const before = fake.sms.length;
    await expect(channel().send('PAYMENT_DONE', '01012345678', vars)).resolves.toEqual({ channel: 'alimtalk' });
    expect(fake.alimtalk.at(-1)).toEqual({
      path: '/alimtalk/v2.3/appkeys/APP/messages',
      secretKey: 'SECRET',
      body: { senderKey: 'SENDER', templateCode: 'PAYMENT_DONE', recipientList: [{ recipientNo: '01012345678', templateParameter: vars, resendParameter: { isResend: false } }] },
    });
    expect(fake.sms.length).toBe(before);
  });

  it('falls back to SMS with the same text when the member has no KakaoTalk', async () => {
    const outcome = await channel().send('REFUND_DONE', '01099990000', vars);
    expect(outcome).toMatchObject({ channel: 'sms', reason: expect.stringMatching(/-3026/) });
    expect(fake.sms.at(-1)).toEqual({ recipientNo: '01099990000', body: renderTemplate('REFUND_DONE', vars).content });
  });

  it('falls back to SMS when 알림톡 itself is refused, and sends nothing for bad variables', async () => {
    const wrongKey = createAlimtalkChannel({
      alimtalk: new NhnCloudAlimtalk({ ...keys, secretKey: 'WRONG', senderKey: 'SENDER', baseUrl: fake.url }),
      sms: new NhnCloudSms({ ...keys, sendNo: '0212345678', baseUrl: fake.url }),
    });
    await expect(wrongKey.send('LIVE_STARTING', '01012345678', { 강의명: '차트 읽기' })).resolves.toMatchObject({ channel: 'sms' });
    const counts = [fake.alimtalk.length, fake.sms.length];
    await expect(channel().send('LIVE_STARTING', '01012345678', {})).rejects.toThrow(TemplateVariableError);
    expect([fake.alimtalk.length, fake.sms.length]).toEqual(counts);
  });
});

describe('알림톡 sandbox', () => {
  it('records what would be sent, and the SMS fallback, in the outbox', async () => {
    const outbox: OutboxMessageInput[] = [];
    const store = async (m: OutboxMessageInput) => void outbox.push(m);
    const channel = createAlimtalkChannel({ alimtalk: new SandboxAlimtalk(store), sms: new SandboxSms(store) });
    await channel.send('LIVE_STARTING', '01012345678', { 강의명: '차트 읽기' });
    await channel.send('LIVE_STARTING', '01011110000', { 강의명: '차트 읽기' });
    const text = '[투자학교] 라이브 시작\n차트 읽기 라이브 수업이 곧 시작합니다.';
    expect(outbox).toEqual([
      { channel: 'talk', to: '01012345678', subject: 'LIVE_STARTING', body: text },
      { channel: 'sms', to: '01011110000', subject: null, body: text },
    ]);
  });
});
