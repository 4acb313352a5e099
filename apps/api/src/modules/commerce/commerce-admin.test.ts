import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, lastMessage, login, messagesTo, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

let t: TestContext;
let h: ReturnType<typeof api>;
let staff: Tokens;

const admin = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.request({ method, url, headers: { authorization: `Bearer ${staff.accessToken}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<{ code: string; message: string; data: T }>() };
};
const coupon = (over: object = {}) => ({ name: '콘솔 쿠폰', discount_type: 'fixed', discount_value: 5000, ...over });

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_TIMEOUT_MS: '300' });
  h = api(t);
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(() => t.close());

describe('coupons in the console', () => {
  it('one coupon with a chosen code: members register it; a taken code is refused', async () => {
    const created = await admin<{ codes: string[] }>('POST', '/api/admin/commerce/coupons', coupon({ code: 'spring-2026', total_limit: 100 }));
    expect(created.body).toMatchObject({ code: '0000', data: { codes: ['SPRING-2026'] } });
    expect((await admin('POST', '/api/admin/commerce/coupons', coupon({ code: 'SPRING-2026' }))).body.code).toBe('8040');
    const m = await login(t, await createMember(t));
    expect((await h.call('POST', '/api/payment/coupon', m, { cp_no: 'SPRING-2026' })).code).toBe('0000');
  });

  it('a batch of single-use codes: all distinct even when made in parallel; each registers once; the CSV says who', async () => {
    const [a, b] = await Promise.all([
      admin<{ batch: string; codes: string[] }>('POST', '/api/admin/commerce/coupons', coupon({ name: '제휴 A', count: 300 })),
      admin<{ batch: string; codes: string[] }>('POST', '/api/admin/commerce/coupons', coupon({ name: '제휴 B', count: 300 })),
    ]);
    expect(a.body.message).toBe('쿠폰 300장을 만들었습니다.');
    const codes = [...a.body.data.codes, ...b.body.data.codes];
    expect(new Set(codes).size).toBe(600);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);

    const first = await createMember(t);
    const second = await login(t, await createMember(t));
    expect((await h.call('POST', '/api/payment/coupon', await login(t, first), { cp_no: codes[0] })).code).toBe('0000');
    expect((await h.call('POST', '/api/payment/coupon', second, { cp_no: codes[0] })).code).not.toBe('0000');

    const list = await admin<{ list: { batch: string | null; codes: number; registered: number }[] }>('GET', '/api/admin/commerce/coupons');
    expect(list.body.data.list.find((r) => r.batch === a.body.data.batch)).toMatchObject({ codes: 300, registered: 1 });

    const res = await t.request({ method: 'GET', url: `/api/admin/commerce/coupons/batch/${a.body.data.batch}/codes.csv`, headers: { authorization: `Bearer ${staff.accessToken}` } });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF쿠폰 번호,쿠폰 이름,등록 회원,등록일시,사용일시,사용 주문');
    expect(lines.filter((l) => l.includes(first.email))).toHaveLength(1);
    expect(lines.filter(Boolean)).toHaveLength(301);
  });

  it('refuses a code on a batch and a percent over 100, in Korean, creating nothing', async () => {
    const before = (await admin<{ list: unknown[] }>('GET', '/api/admin/commerce/coupons')).body.data.list.length;
    const batchWithCode = await admin('POST', '/api/admin/commerce/coupons', coupon({ count: 5, code: 'NOPE-1234' }));
    expect(batchWithCode.status).toBe(400);
    expect(batchWithCode.body.message).toContain('여러 장을 만들 때는');
    expect((await admin('POST', '/api/admin/commerce/coupons', coupon({ discount_type: 'percent', discount_value: 150 }))).body.message).toContain('100% 이하');
    expect((await admin<{ list: unknown[] }>('GET', '/api/admin/commerce/coupons')).body.data.list.length).toBe(before);
  });
});

describe('refunds in the console', () => {
  it('shows the rule’s amount, refunds by the rule, in full or a set amount; access ends; audited', async () => {
    const buyer = await createMember(t);
    const tokens = await login(t, buyer);
    const byRule = await h.buy(tokens, { product_id: 1 });
    const quote = await admin<{ amount: number; refundable: boolean }>('GET', `/api/admin/commerce/orders/${byRule}/refund-quote`);
    expect(quote.body.data).toMatchObject({ refundable: true, amount: 59_000 });
    const listed = await admin<{ list: { order_id: string; email: string }[] }>('GET', `/api/admin/commerce/orders?q=${encodeURIComponent(buyer.email)}`);
    expect(listed.body.data.list.map((o) => o.order_id)).toContain(byRule);

    const done = await admin<{ status: string }>('POST', `/api/admin/commerce/orders/${byRule}/refund`, { mode: 'rule', reason: '고객 요청 (전화)' });
    expect(done.body).toMatchObject({ code: '0000', data: { status: 'refunded' } });
    expect((await admin('POST', `/api/admin/commerce/orders/${byRule}/refund`, { mode: 'full', reason: '두 번' })).body.code).toBe('4050');

    const custom = await h.buy(tokens, { product_id: 1 });
    expect((await admin('POST', `/api/admin/commerce/orders/${custom}/refund`, { mode: 'custom', amount: 60_000, reason: '너무 많이' })).body.message).toContain('보다 많이 환불할 수 없습니다');
    expect((await admin('POST', `/api/admin/commerce/orders/${custom}/refund`, { mode: 'custom', reason: '금액 없음' })).status).toBe(400);
    expect((await admin('POST', `/api/admin/commerce/orders/${custom}/refund`, { mode: 'custom', amount: 20_000, reason: '부분 보상' })).body.code).toBe('0000');
    const history = await h.call<{ list: { order_id: string; refunded_amount: number }[] }>('GET', '/api/my/payment', tokens);
    expect(history.data.list.find((o) => o.order_id === custom)).toMatchObject({ status: 'refunded', refunded_amount: 20_000 });

    const { rows } = await t.database.pool.query<{ target_id: string; after: { mode: string; refund_amount: number } }>(`select target_id, after from admin_changes where action = 'order.refund' order by id`);
    expect(rows.map((r) => [r.target_id, r.after.mode, r.after.refund_amount])).toEqual([
      [byRule, 'rule', 59_000],
      [custom, 'custom', 20_000],
    ]);
  });
});

describe('passes and prices in the console', () => {
  type Products = { passes: { product_id: number; title: string; price: number }[]; courses: { product_id: number; title: string; price: number }[] };
  const onSale = async () => (await t.request({ method: 'GET', url: '/api/payment/products' })).json<{ data: Products }>().data;
  const pass = (over: object = {}) => ({ title: '콘솔 이용권 6개월', price: 250_000, months: 6, scope_type: 'all', ca_sn: null, is_active: 'Y', sort_order: 9, ...over });

  it('a pass made in the console is on sale; its price changes for later orders; off sale it disappears', async () => {
    const created = await admin<{ product_id: number }>('POST', '/api/admin/commerce/passes', pass());
    expect(created.body.code).toBe('0000');
    const id = created.body.data.product_id;
    expect((await onSale()).passes).toContainEqual(expect.objectContaining({ product_id: id, title: '콘솔 이용권 6개월', price: 250_000 }));

    const m = await login(t, await createMember(t));
    const before = await h.call<{ amount: number }>('POST', '/api/payment/order', m, { product_id: id });
    expect(before.data.amount).toBe(250_000);
    await admin('POST', `/api/admin/commerce/passes/${id}`, pass({ price: 199_000 }));
    expect((await onSale()).passes.find((p) => p.product_id === id)!.price).toBe(199_000);
    expect((await h.call<{ amount: number }>('POST', '/api/payment/order', m, { product_id: id })).data.amount).toBe(199_000);

    await admin('POST', `/api/admin/commerce/passes/${id}`, pass({ is_active: 'N' }));
    expect((await onSale()).passes.some((p) => p.product_id === id)).toBe(false);
    const listed = await admin<{ list: { product_id: number; is_active: string }[] }>('GET', '/api/admin/commerce/products');
    expect(listed.body.data.list.find((p) => p.product_id === id)!.is_active).toBe('N');
  });

  it('a category pass needs an existing category; a single course is not edited as a pass', async () => {
    expect((await admin('POST', '/api/admin/commerce/passes', pass({ scope_type: 'category', ca_sn: null }))).body.message).toContain('분야');
    expect((await admin('POST', '/api/admin/commerce/passes', pass({ scope_type: 'category', ca_sn: 999_999 }))).body.code).toBe('3002');
    const course = (await admin<{ list: { product_id: number; kind: string }[] }>('GET', '/api/admin/commerce/products')).body.data.list.find((p) => p.kind === 'course')!;
    expect((await admin('POST', `/api/admin/commerce/passes/${course.product_id}`, pass())).body.code).toBe('4001');
  });
});

describe('refund reviews', () => {
  it('a member asks for a review; an operator refuses with an answer the member reads, then refunds a second request in full', async () => {
    const member = await createMember(t);
    const m = await login(t, member);
    const orderId = await h.buy(m, { product_id: 1 });
    const url = `/api/my/payment/${orderId}/refund-review`;
    expect((await h.call('POST', url, m, { reason: '짧음' })).message).toContain('10자');
    const asked = await h.call('POST', url, m, { reason: '강의 영상이 재생되지 않아 이용하지 못했습니다.' });
    expect(asked).toMatchObject({ code: '0000', data: { review: { status: 'open' } } });
    expect((await h.call('POST', url, m, { reason: '한 번 더 요청합니다. 확인 부탁드립니다.' })).code).toBe('4054');
    const stranger = await login(t, await createMember(t));
    expect((await h.call('GET', url, stranger)).code).toBe('4010');
    expect((await h.call('POST', url, stranger, { reason: '남의 주문에 검토를 요청합니다.' })).code).toBe('4010');

    type Reviews = { list: { id: number; order_id: string; status: string }[] };
    const open = (await admin<Reviews>('GET', '/api/admin/commerce/refund-reviews')).body.data.list.find((r) => r.order_id === orderId)!;
    expect((await admin('POST', `/api/admin/commerce/refund-reviews/${open.id}/refuse`, { answer: '재생 기록이 있어 기준대로만 환불할 수 있습니다.' })).body.code).toBe('0000');
    expect((await admin('POST', `/api/admin/commerce/refund-reviews/${open.id}/refuse`, { answer: '두 번째 거절' })).body.code).toBe('4055');
    expect((await h.call('GET', url, m)).data.review).toMatchObject({ status: 'refused', answer: '재생 기록이 있어 기준대로만 환불할 수 있습니다.' });
    // The member is told by mail, with the answer.
    const refusedMail = await lastMessage(t, member.email);
    expect(refusedMail).toContain('환불해 드리기 어렵다는 답변');
    expect(refusedMail).toContain('재생 기록이 있어 기준대로만 환불할 수 있습니다.');

    expect((await h.call('POST', url, m, { reason: '재생 오류 화면을 1:1 문의에 첨부했습니다. 다시 봐 주세요.' })).code).toBe('0000');
    const again = (await admin<Reviews>('GET', '/api/admin/commerce/refund-reviews')).body.data.list.find((r) => r.order_id === orderId)!;
    const internal = '내부: CS팀 김 대리 확인, 재생 로그상 3강까지 시청';
    const approved = await admin('POST', `/api/admin/commerce/refund-reviews/${again.id}/approve`, { mode: 'full', reason: internal, member_note: '불편을 드려 죄송합니다.' });
    expect(approved.body.code).toBe('0000');
    expect((await h.call('GET', url, m)).data.review).toMatchObject({ status: 'approved', answer: '검토 결과 전액 환불해 드렸습니다. 불편을 드려 죄송합니다.' });
    // The answer and the refund notice leave in the same moment, in either order; the internal note is in neither.
    const mails = await messagesTo(t, member.email);
    expect(mails.some((m) => m.includes('환불해 드렸습니다') && m.includes('불편을 드려 죄송합니다.'))).toBe(true);
    expect(mails.filter((m) => m.includes(internal))).toEqual([]);
    expect(JSON.stringify((await h.call('GET', `/api/my/payment/${orderId}`, m)).data)).not.toContain(internal);
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m)).data.status).toBe('refunded');
    expect((await h.call('POST', url, m, { reason: '환불된 주문에 또 요청을 보내 봅니다.' })).code).toBe('4053');
  });
});
