import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/commerce.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue 33 item 14: a member hears of a payment, a refund and an answer, by the channels they chose (decision 087). */

let t: TestContext;
let h: ReturnType<typeof api>;
const ALL_1M = 1;

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

type Message = { channel: string; subject: string | null; body: string };
async function outbox(to: string): Promise<Message[]> {
  // The notice is sent right after the answer: give it a moment.
  for (let i = 0; i < 40; i++) {
    const res = await t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const messages = res.json<{ data: { messages: Message[] } }>().data.messages;
    if (messages.length > 0 || i === 39) return messages;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}
const settle = () => new Promise((r) => setTimeout(r, 300));

async function member() {
  const m = await createMember(t);
  return { ...m, tokens: await login(t, m) };
}

describe('payment and refund notices', () => {
  it('mails a completed payment once (a repeated confirm sends nothing more) and a refund', async () => {
    const m = await member();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M });
    const paid = (await outbox(m.email)).filter((x) => x.subject === '[투자학교] 결제가 완료되었습니다');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toContain('결제 금액: 59,000원');
    expect(paid[0]!.body).toContain(orderId);

    const refund = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000 });
    expect(refund.code, refund.message).toBe('0000');
    await settle();
    const mails = await outbox(m.email);
    expect(mails.filter((x) => x.subject === '[투자학교] 결제가 완료되었습니다')).toHaveLength(1);
    const refunded = mails.filter((x) => x.subject === '[투자학교] 환불이 완료되었습니다');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.body).toContain('환불 금액: 59,000원');
  });

  it("follows the member's choices: payment mail off, payment 알림톡/SMS on; defaults are mail on, SMS off", async () => {
    const m = await member();
    const defaults = await h.call('GET', '/api/my/notifications/settings', m.tokens);
    const payment = (defaults.data.choices as { kind: string; channel: string; enabled: string }[]).filter((c) => c.kind === 'payment').map((c) => `${c.channel}:${c.enabled}`);
    expect(payment).toEqual(['inapp:Y', 'talk:N', 'mail:Y', 'push:Y']);
    const put = await t.request({ method: 'PUT', url: '/api/my/notifications/settings', headers: { authorization: `Bearer ${m.tokens.accessToken}` }, payload: { choices: [{ kind: 'payment', channel: 'mail', enabled: 'N' }, { kind: 'payment', channel: 'talk', enabled: 'Y' }], ad_night: 'N' } });
    expect(put.json()).toMatchObject({ code: '0000', message: '알림 설정을 저장했습니다.' });
    const bad = await t.request({ method: 'PUT', url: '/api/my/notifications/settings', headers: { authorization: `Bearer ${m.tokens.accessToken}` }, payload: { choices: [{ kind: 'payment', channel: 'mail', enabled: 'maybe' }], ad_night: 'N' } });
    expect(bad.statusCode).toBe(400);

    await h.buy(m.tokens, { product_id: ALL_1M });
    const talk = (await outbox(m.hpno)).filter((x) => x.channel === 'talk' && x.body.includes('결제 완료'));
    expect(talk).toHaveLength(1);
    await settle();
    expect((await outbox(m.email)).filter((x) => x.subject === '[투자학교] 결제가 완료되었습니다')).toHaveLength(0);
  });
});

describe('inquiry answers', () => {
  it("tells a member their inquiry was answered, and a signed-out asker at the address they gave; another member's settings are their own", async () => {
    const staff: Tokens = await login(t, await createMember(t, { role: 'staff' }));
    const m = await member();
    const asked = await h.call('POST', '/api/my/cs/inquiry', m.tokens, { category: 'payment', title: '환불 문의', contents: '환불은 언제 되나요?' });
    const guest = await h.call('POST', '/api/cs/contact', null, { name: '손님', email: 'guest-notice@example.com', category: 'account', title: '정지 문의', contents: '왜 정지되었나요?' });
    for (const sn of [asked.data.inquiry_sn, guest.data.inquiry_sn]) {
      const res = await t.request({ method: 'POST', url: `/api/admin/site/inquiries/${sn}/answer`, headers: { authorization: `Bearer ${staff.accessToken}` }, payload: { answer: '확인해 드렸습니다.' } });
      expect(res.json().code).toBe('0000');
    }
    expect((await outbox(m.email)).filter((x) => x.subject === '[투자학교] 문의에 답변이 등록되었습니다')).toHaveLength(1);
    expect((await outbox('guest-notice@example.com')).filter((x) => x.subject === '[투자학교] 문의에 답변이 등록되었습니다')).toHaveLength(1);
  });
});
