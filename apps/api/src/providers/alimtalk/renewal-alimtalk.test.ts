import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNhnCloud } from '../../test/fake-nhn-alimtalk.ts';
import type { OutboxMessageInput } from '../outbox.ts';
import { NhnCloudSms } from '../sms/nhncloud.ts';
import { SandboxSms } from '../sms/sandbox.ts';
import { NhnCloudAlimtalk } from './nhncloud.ts';
import { SandboxAlimtalk } from './sandbox.ts';
import { createAlimtalkChannel } from './sender.ts';
import { renderTemplate, TemplateVariableError } from './templates.ts';

/** Decision 139: the subscription notices' 알림톡 templates (결제 동의 안내, 가격 변경 안내, 가격 인상 안내). */

const keys = { appKey: 'APP', secretKey: 'SECRET' };
const NO_KAKAO = '01077770000';
let fake: Awaited<ReturnType<typeof startFakeNhnCloud>>;
beforeAll(async () => {
  fake = await startFakeNhnCloud({ ...keys, noKakao: [NO_KAKAO] });
});
afterAll(() => fake.close());

const channel = () =>
  createAlimtalkChannel({
    alimtalk: new NhnCloudAlimtalk({ ...keys, senderKey: 'SENDER', baseUrl: fake.url }),
    sms: new NhnCloudSms({ ...keys, sendNo: '0212345678', baseUrl: fake.url }),
  });

const cases = [
  {
    code: 'RENEWAL_CONSENT',
    vars: { 이름: '박지훈', 상품명: '연간 구독 (전체 강의)', 갱신일: '2028. 2. 20.', 금액: '520,000' },
    text:
      '[투자학교] 결제 동의 안내\n박지훈님, 연간 구독 (전체 강의) 구독이 2028. 2. 20.에 520,000원으로 갱신될 예정입니다.\n' +
      '이번 결제 금액은 회원님이 다시 동의하셔야 결제되며, 2028. 2. 20. 전까지 투자학교 내 정보에서 동의하지 않으시면 구독이 끝나고 결제되지 않습니다.',
  },
  {
    code: 'PRICE_CHANGE',
    vars: { 이름: '박지훈', 상품명: '월간 구독 (전체 강의)', 변경일: '2027. 8. 1.', 이전금액: '49,000', 변경금액: '45,000' },
    text: '[투자학교] 구독 가격 변경 안내\n박지훈님, 월간 구독 (전체 강의) 구독 가격이 2027. 8. 1.부터 49,000원에서 45,000원으로 바뀝니다.\n해지 예약과 결제 카드 변경은 투자학교 내 정보에서 하실 수 있습니다.',
  },
  {
    code: 'PRICE_RAISE',
    vars: { 이름: '박지훈', 상품명: '월간 구독 (전체 강의)', 변경일: '2027. 8. 1.', 이전금액: '49,000', 변경금액: '59,000', 동의기한: '2027. 8. 15.' },
    text:
      '[투자학교] 구독 가격 인상 안내\n박지훈님, 월간 구독 (전체 강의) 구독 가격이 2027. 8. 1.부터 49,000원에서 59,000원으로 오릅니다.\n' +
      '오른 가격으로 자동 갱신하려면 회원님의 동의가 필요합니다. 2027. 8. 15. 결제일 전까지 투자학교 내 정보에서 동의해 주세요. 동의하지 않으시면 그날 구독이 끝나고 더 결제되지 않습니다.',
  },
] as const;

describe('subscription 알림톡 templates', () => {
  it.each(cases)('$code: the registered text with every variable filled; a missing or unknown variable is refused', ({ code, vars, text }) => {
    expect(renderTemplate(code, vars).content).toBe(text);
    const { 이름: _name, ...withoutName } = vars;
    expect(() => renderTemplate(code, withoutName)).toThrow(/missing \[이름\]/);
    expect(() => renderTemplate(code, { ...vars, 쿠폰: '1' })).toThrow(TemplateVariableError);
  });

  it.each(cases)('$code through a fake NHN Cloud: 알림톡 with its variables; without KakaoTalk, the same text by SMS', async ({ code, vars, text }) => {
    const sms = fake.sms.length;
    await expect(channel().send(code, '01012345678', vars)).resolves.toEqual({ channel: 'alimtalk' });
    expect(fake.alimtalk.at(-1)!.body).toMatchObject({ templateCode: code, recipientList: [{ recipientNo: '01012345678', templateParameter: vars }] });
    expect(fake.sms.length).toBe(sms);

    await expect(channel().send(code, NO_KAKAO, vars)).resolves.toMatchObject({ channel: 'sms', reason: expect.stringMatching(/-3026/) as unknown });
    expect(fake.sms.at(-1)).toEqual({ recipientNo: NO_KAKAO, body: text });
  });

  it('an 알림톡 refused outright (wrong key) also falls back to SMS with the same content', async () => {
    const wrongKey = createAlimtalkChannel({
      alimtalk: new NhnCloudAlimtalk({ ...keys, secretKey: 'WRONG', senderKey: 'SENDER', baseUrl: fake.url }),
      sms: new NhnCloudSms({ ...keys, sendNo: '0212345678', baseUrl: fake.url }),
    });
    const raise = cases[2];
    await expect(wrongKey.send(raise.code, '01012345678', raise.vars)).resolves.toMatchObject({ channel: 'sms' });
    expect(fake.sms.at(-1)).toEqual({ recipientNo: '01012345678', body: raise.text });
  });

  it('the sandbox records the 알림톡 and the SMS fallback with the same text', async () => {
    const outbox: OutboxMessageInput[] = [];
    const store = async (m: OutboxMessageInput) => void outbox.push(m);
    const failing = { name: 'down', sandbox: true, send: async () => Promise.reject(new Error('down')) };
    const consent = cases[0];
    await createAlimtalkChannel({ alimtalk: new SandboxAlimtalk(store), sms: new SandboxSms(store) }).send(consent.code, '01012345678', consent.vars);
    await createAlimtalkChannel({ alimtalk: failing, sms: new SandboxSms(store) }).send(consent.code, '01011110000', consent.vars);
    expect(outbox).toEqual([
      { channel: 'talk', to: '01012345678', subject: 'RENEWAL_CONSENT', body: consent.text },
      { channel: 'sms', to: '01011110000', subject: null, body: consent.text },
    ]);
  });
});
