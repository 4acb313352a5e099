import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../providers/index.ts';
import { createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';
import { createCommerce } from '../commerce/commerce.ts';
import { sandboxOutbox } from '../dev/dev.module.ts';
import { NoticeDispatcher } from './dispatcher.ts';
import { NoticeService } from './notices.service.ts';
import { smsTalkChannel } from './talk.ts';

/** Issue 48 item 5: a 가상계좌 buyer hears of the account (은행, 계좌번호, 예금주, 금액, 기한), of the deposit and of the lapse. */

let t: TestContext;
let h: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

type Message = { channel: string; subject: string | null; body: string };
async function outbox(to: string, want: (m: Message) => boolean): Promise<Message[]> {
  // Notices go out right after the answer: poll briefly.
  for (let i = 0; i < 40; i++) {
    const res = await t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const found = res.json<{ data: { messages: Message[] } }>().data.messages.filter(want);
    if (found.length > 0 || i === 39) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}
const page = async (url: string) => (await t.request({ method: 'GET', url })).body;

async function issued(smsToo = false) {
  const m = await createMember(t);
  const tokens = await login(t, m);
  if (smsToo) {
    await t.request({ method: 'PUT', url: '/api/my/notifications/settings', headers: { authorization: `Bearer ${tokens.accessToken}` }, payload: { choices: [{ kind: 'payment', channel: 'talk', enabled: 'Y' }], ad_night: 'N' } });
  }
  const o = await h.order(tokens, { product_id: 1, pay_method: 'virtual_account' });
  const back = await h.windowChoice(o.order_id, 'approve');
  const c = await h.call('POST', '/api/payment/confirm', tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 });
  expect(c.data).toMatchObject({ status: 'pending', virtual_account: { bank: '샌드박스은행', holder: '(예시) 주식회사 투자학교' } });
  return { m, tokens, orderId: o.order_id, account: c.data.virtual_account.account_number as string };
}

describe('가상계좌 notices', () => {
  it('mails (and texts, when chosen) the account, holder, amount and deadline once; the deposit is announced as 입금 확인', async () => {
    const { m, orderId, account } = await issued(true);
    const mails = await outbox(m.email, (x) => x.subject === '[투자학교] 가상계좌 입금 안내');
    expect(mails).toHaveLength(1);
    const body = mails[0]!.body;
    expect(body).toContain('은행: 샌드박스은행');
    expect(body).toContain(`계좌번호: ${account}`);
    expect(body).toContain('예금주: (예시) 주식회사 투자학교');
    expect(body).toContain('입금액: 59,000원');
    expect(body).toMatch(/입금 기한: \d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2}까지/);
    const sms = await outbox(m.hpno, (x) => x.channel === 'sms' && x.body.includes('입금해 주세요'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(account);

    expect(await page(`/api/payment/sandbox/bank/${orderId}?action=deposit`)).toContain('granted');
    const paid = await outbox(m.email, (x) => x.subject === '[투자학교] 입금이 확인되어 결제가 완료되었습니다');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toContain('지금 바로 수강할 수 있습니다');
    expect(await outbox(m.hpno, (x) => x.body.includes('입금 확인 59,000원'))).toHaveLength(1);
    // Only the deposit is announced as paid: no card-style "결제가 완료되었습니다" at the account's issue.
    expect(await outbox(m.email, (x) => x.subject !== null && x.subject.startsWith('[투자학교]'))).toHaveLength(2);
  });

  it('a deadline passed unpaid: the order lapses and the buyer is told once that nothing is owed', async () => {
    const { m, orderId } = await issued();
    const db = t.database.db;
    await db.execute(sql`update orders set va_due_at = now() - interval '1 minute', expires_at = now() - interval '1 minute' where order_id = ${orderId}`);
    const commerce = createCommerce({ config: t.config, db, log: t.app.log, master: randomBytes(32) });
    expect(await commerce.payments.reconcile()).toBeGreaterThanOrEqual(1);
    const { mail, sms } = createProviders(t.config, sandboxOutbox(db));
    const dispatcher = new NoticeDispatcher(db, { mail, talk: smsTalkChannel(sms), push: null }, t.config.PUBLIC_URL, t.app.log);
    const notices = new NoticeService(db, dispatcher, mail, t.config.PUBLIC_URL, t.app.log);
    expect(await notices.depositExpiries()).toBe(1);
    expect(await notices.depositExpiries()).toBe(0);
    const lapsed = await outbox(m.email, (x) => x.subject === '[투자학교] 가상계좌 입금 기한이 지나 주문이 취소되었습니다');
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]!.body).toContain('더 이상 입금하실 수 없습니다');
    expect((await h.call('GET', `/api/my/payment/${orderId}`, await login(t, m))).data).toMatchObject({ status: 'expired' });
  });

  it('the refund mail of a 가상계좌 order names the refund account, not card companies', async () => {
    const { m, tokens, orderId } = await issued();
    await page(`/api/payment/sandbox/bank/${orderId}?action=deposit`);
    const done = await h.call('POST', `/api/my/payment/${orderId}/refund`, tokens, { expected_amount: 59_000, refund_account: { bank: '20', account_number: '1002123456789', holder_name: '김투자' } });
    expect(done.code, done.message).toBe('0000');
    const refunded = await outbox(m.email, (x) => x.subject === '[투자학교] 환불이 완료되었습니다');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.body).toContain('환불 계좌로');
    expect(refunded[0]!.body).not.toContain('카드사');
  });
});
