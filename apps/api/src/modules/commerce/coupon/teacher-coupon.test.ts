import { koreanDay, shiftDay } from '@school/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, categories, coupons, courses, ledgerEntries, orders, products, teachers } from '../../../db/schema/index.ts';
import { createMember, login, memberLogin, studioLogin, type TestMember, type Tokens } from '../../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';

/**
 * Teachers' coupons (decision 132): made in the studio for the teacher's own course within the operator's policy,
 * never usable by the teacher's account, used by members like any coupon (ledger coupon_use), and charged to the
 * teacher's share in the month's statement.
 */
let t: TestContext;
let h: ReturnType<typeof api>;
let admin: Tokens;
let staff: Tokens;
let teacherA: Tokens;
let teacherB: Tokens;
let teacherMemberA: TestMember;
const sn = { a: 0, b: 0, courseA: 0, productA: 0 };
const today = koreanDay();
const PRICE = 100_000;

type Coupon = { key: string; code: string | null; count: number; registered: number; used: number; discount_won: number; course_sn: number };

const body = (over: object = {}) => ({ course_sn: sn.courseA, name: '오픈 기념 할인', discount_type: 'percent', discount_value: 20, valid_from: today, valid_until: shiftDay(today, 13), count: 5, ...over });
const teacherCouponCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(eq(coupons.teacherSn, sn.a)))[0]!.n;
const myCoupons = async (who: Tokens) => {
  const r = await h.call<{ list: Coupon[]; policy: { max_rate_pct: number } }>('GET', '/api/studio/coupons', who);
  expect(r.code, r.message).toBe('0000');
  return r.data;
};
const put = async (who: Tokens, payload: object) => {
  const res = await t.request({ method: 'PUT', url: '/api/admin/commerce/coupon-policy', headers: { authorization: `Bearer ${who.accessToken}` }, payload });
  return res.json<{ code: string; message: string; data: { max_rate_pct: number } }>();
};

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  h = api(t);
  const db = t.database.db;
  admin = await login(t, await createMember(t, { role: 'admin' }));
  staff = await login(t, await createMember(t, { role: 'staff' }));
  const [a, b] = await db.insert(teachers).values([{ name: '김쿠폰', headline: '강사', bio: '강사' }, { name: '이남의', headline: '강사', bio: '강사' }]).returning({ sn: teachers.teacherSn });
  sn.a = a!.sn;
  sn.b = b!.sn;
  const [{ caSn }] = (await db.select({ caSn: categories.caSn }).from(categories).limit(1)) as [{ caSn: number }];
  const [c] = await db
    .insert(courses)
    .values({ title: '쿠폰 강의', summary: '요약', description: '설명', level: '입문', caSn, teacherSn: sn.a, price: PRICE, isPublished: 'Y', passIncluded: 'N' })
    .returning({ sn: courses.courseSn });
  sn.courseA = c!.sn;
  const [p] = await db.insert(products).values({ kind: 'course', title: '쿠폰 강의', price: PRICE, days: 365, scopeType: 'course', courseSn: sn.courseA }).returning({ id: products.productId });
  sn.productA = p!.id;
  const teacherAccount = async (teacherSn: number) => {
    const m = await createMember(t);
    const granted = await h.call('POST', `/api/admin/members/${m.id}/role`, admin, { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' });
    expect(granted.code).toBe('0000');
    return m;
  };
  teacherMemberA = await teacherAccount(sn.a);
  teacherA = await studioLogin(t, teacherMemberA);
  teacherB = await studioLogin(t, await teacherAccount(sn.b));
});
afterAll(() => t.close());

describe('teacher coupons within the policy', () => {
  it('refuses anything over the policy with its own code and the limit in Korean, and makes nothing', async () => {
    const before = await teacherCouponCount();
    const rate = await h.call('POST', '/api/studio/coupons', teacherA, body({ discount_value: 26 }));
    expect(rate.code).toBe('4101');
    expect(rate.message).toContain('할인율 25% 이하');
    const days = await h.call('POST', '/api/studio/coupons', teacherA, body({ valid_until: shiftDay(today, 14) }));
    expect(days.code).toBe('4102');
    expect(days.message).toContain('기간 14일 이하');
    const fixed = await h.call('POST', '/api/studio/coupons', teacherA, body({ discount_type: 'fixed', discount_value: 25_001 }));
    expect(fixed.code).toBe('7411');
    expect(fixed.message).toContain('25,000원 이하');
    expect((await h.call('POST', '/api/studio/coupons', teacherA, body({ valid_from: shiftDay(today, -1) }))).code).toBe('7412');
    // An early bird may go to 30 % and 30 days (the course opened today), not beyond.
    expect((await h.call('POST', '/api/studio/coupons', teacherA, body({ early_bird: 'Y', discount_value: 31, valid_until: shiftDay(today, 29) }))).code).toBe('4101');
    expect((await h.call('POST', '/api/studio/coupons', teacherA, body({ early_bird: 'Y', discount_value: 30, valid_until: shiftDay(today, 30) }))).code).toBe('4102');
    expect(await teacherCouponCount()).toBe(before);
    const early = await h.call('POST', '/api/studio/coupons', teacherA, body({ early_bird: 'Y', discount_value: 30, valid_until: shiftDay(today, 29), code: 'EARLY-BIRD-30' }));
    expect(early.code, early.message).toBe('0000');
    expect(early.data.codes).toEqual(['EARLY-BIRD-30']);
    expect(await teacherCouponCount()).toBe(before + 1);
  });

  it('the operator sets the policy in the console (admin only, audited); teachers are held to the new limits', async () => {
    expect((await put(staff, { max_rate_pct: 10, max_days: 7, early_bird_max_rate_pct: 20, early_bird_max_days: 14, reason: '시험' })).code).toBe('0906');
    expect((await put(admin, { max_rate_pct: 30, max_days: 7, early_bird_max_rate_pct: 20, early_bird_max_days: 14, reason: '거꾸로' })).code).toBe('7415');
    const saved = await put(admin, { max_rate_pct: 10, max_days: 7, early_bird_max_rate_pct: 20, early_bird_max_days: 14, reason: '연말 할인 과열 방지' });
    expect(saved.code, saved.message).toBe('0000');
    const [audit] = await t.database.db.select({ before: adminChanges.before, after: adminChanges.after, reason: adminChanges.reason }).from(adminChanges).where(eq(adminChanges.action, 'coupon_policy.update'));
    expect(audit).toMatchObject({ before: { maxRatePct: 25, maxDays: 14 }, after: { maxRatePct: 10, maxDays: 7 }, reason: '연말 할인 과열 방지' });
    expect((await myCoupons(teacherA)).policy.max_rate_pct).toBe(10);
    const refused = await h.call('POST', '/api/studio/coupons', teacherA, body({ discount_value: 20, valid_until: shiftDay(today, 6) }));
    expect(refused.code).toBe('4101');
    expect(refused.message).toContain('할인율 10% 이하');
    expect((await put(admin, { max_rate_pct: 25, max_days: 14, early_bird_max_rate_pct: 30, early_bird_max_days: 30, reason: '원래대로' })).code).toBe('0000');
  });

  it('another teacher cannot make a coupon for this course nor see this teacher’s coupons', async () => {
    const before = await teacherCouponCount();
    const r = await h.call('POST', '/api/studio/coupons', teacherB, body());
    expect(r.code).toBe('4100');
    expect(await teacherCouponCount()).toBe(before);
    expect((await myCoupons(teacherB)).list).toEqual([]);
    // A member or console session is not a studio session.
    expect((await h.call('GET', '/api/studio/coupons', admin)).code).toBe('7407');
  });

  it('the teacher cannot register their own coupon from their member account; a member buys with it and the ledger, list and statement show the discount', async () => {
    const made = await h.call('POST', '/api/studio/coupons', teacherA, body({ code: 'KIM-20', count: 3 }));
    expect(made.code, made.message).toBe('0000');
    const ownMember = await memberLogin(t, teacherMemberA);
    const own = await h.call('POST', '/api/payment/coupon', ownMember, { cp_no: 'KIM-20' });
    expect(own.code).toBe('7409');
    expect(own.message).toMatch(/강사 본인/);

    const buyer = await login(t, await createMember(t));
    const reg = await h.call('POST', '/api/payment/coupon', buyer, { cp_no: 'KIM-20' });
    expect(reg.code, reg.message).toBe('0000');
    const quote = await h.call('POST', '/api/payment/order/quote', buyer, { product_id: sn.productA, coupon_id: reg.data.coupon_id });
    expect(quote.data).toMatchObject({ coupon_discount: 20_000, amount: 80_000 });
    const orderId = await h.buy(buyer, { product_id: sn.productA, coupon_id: reg.data.coupon_id });
    const [o] = await t.database.db.select({ sn: orders.orderSn }).from(orders).where(eq(orders.orderId, orderId));
    const rows = await t.database.db
      .select({ kind: ledgerEntries.kind, won: ledgerEntries.won, discount: ledgerEntries.discount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'order'), eq(ledgerEntries.sourceId, String(o!.sn))));
    expect(rows).toEqual(expect.arrayContaining([{ kind: 'order_payment', won: 80_000, discount: 0 }, { kind: 'coupon_use', won: 0, discount: 20_000 }]));

    const mine = (await myCoupons(teacherA)).list.find((c) => c.code === 'KIM-20');
    expect(mine).toMatchObject({ count: 3, registered: 1, used: 1, discount_won: 20_000 });

    // Settlement: 70 % share; the statement charges the platform's 30 % of the 20,000 discount to the teacher.
    const month = today.slice(0, 7);
    expect((await h.call('POST', '/api/admin/settlement/terms', admin, { teacher_sn: sn.a, course_sn: sn.courseA, teacher_share_pct: 70, valid_from: `${month}-01` })).code).toBe('0000');
    const payee = await t.request({
      method: 'PUT',
      url: `/api/admin/settlement/payees/${sn.a}`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
      payload: { payee_type: 'business', real_name: '김쿠폰', id_number: '123-45-67890', bank_code: '004', account_no: '123-456-789012' },
    });
    expect(payee.json<{ code: string }>().code).toBe('0000');
    expect((await h.call('POST', '/api/admin/settlement/compute', admin, { month })).code).toBe('0000');
    const list = await h.call<{ list: { teacher_sn: number; statement_id: number }[] }>('GET', `/api/admin/settlement/statements?month=${month}`, admin);
    const id = list.data.list.find((s) => s.teacher_sn === sn.a)!.statement_id;
    const st = await h.call<{ lines: { kind: string; course_sn: number | null; won: number }[]; payable_won: number }>('GET', `/api/studio/settlement/statements/${id}`, teacherA);
    const fee = Math.floor((80_000 * 330) / 10_000);
    expect(st.data.lines.filter((l) => l.course_sn === sn.courseA).map((l) => [l.kind, l.won])).toEqual([
      ['sale', 80_000],
      ['platform_share', -24_000],
      ['teacher_coupon', -6_000],
      ['fee', -Math.floor((fee * 7_000) / 10_000)],
    ]);

    // The buyer withdraws within 7 days: the discount was never given after all, so the charge goes with it.
    const refund = await h.call('POST', `/api/my/payment/${orderId}/refund`, buyer, { expected_amount: 80_000 });
    expect(refund.code, refund.message).toBe('0000');
    expect((await myCoupons(teacherA)).list.find((c) => c.code === 'KIM-20')).toMatchObject({ discount_won: 0 });
    expect((await h.call('POST', '/api/admin/settlement/compute', admin, { month })).code).toBe('0000');
    const again = await h.call<{ lines: { kind: string; course_sn: number | null; won: number }[] }>('GET', `/api/studio/settlement/statements/${id}`, teacherA);
    const lines = again.data.lines.filter((l) => l.course_sn === sn.courseA).map((l) => [l.kind, l.won]);
    expect(lines).toContainEqual(['refund_clawback', -80_000]);
    expect(lines.some(([kind]) => kind === 'teacher_coupon')).toBe(false);
  });

  it('parallel registrations of one code never exceed its count', async () => {
    const made = await h.call('POST', '/api/studio/coupons', teacherA, body({ code: 'RACE-3', count: 3, discount_value: 10 }));
    expect(made.code, made.message).toBe('0000');
    const members = await Promise.all(Array.from({ length: 8 }, async () => login(t, await createMember(t))));
    const results = await Promise.all(members.map((m) => h.call('POST', '/api/payment/coupon', m, { cp_no: 'RACE-3' })));
    expect(results.filter((r) => r.code === '0000')).toHaveLength(3);
    expect(results.filter((r) => r.code !== '0000').every((r) => r.code === '4036')).toBe(true);
    expect((await myCoupons(teacherA)).list.find((c) => c.code === 'RACE-3')).toMatchObject({ count: 3, registered: 3, used: 0 });
  });

  it('a batch makes single-use codes for the course only', async () => {
    const made = await h.call('POST', '/api/studio/coupons', teacherA, body({ mode: 'batch', count: 4, discount_type: 'fixed', discount_value: 10_000 }));
    expect(made.code, made.message).toBe('0000');
    expect(made.data.codes).toHaveLength(4);
    const row = (await myCoupons(teacherA)).list.find((c) => c.key === made.data.key);
    expect(row).toMatchObject({ count: 4, registered: 0, course_sn: sn.courseA });
  });
});

describe('ending a coupon early and a batch as CSV (decision 137)', () => {
  type Ended = { key: string; valid_until: string; stopped: number };
  const endAudits = async (target: string) =>
    t.database.db
      .select({ after: adminChanges.after })
      .from(adminChanges)
      .where(and(eq(adminChanges.action, 'studio.coupon_end'), eq(adminChanges.targetId, target)));
  const csv = (who: Tokens, batch: string) => t.request({ method: 'GET', url: `/api/studio/coupons/batch/${batch}/codes.csv`, headers: { authorization: `Bearer ${who.accessToken}` } });

  it('only the owner ends it (audited, twice harmless); its code and members’ unused coupons of it are refused after', async () => {
    const made = await h.call('POST', '/api/studio/coupons', teacherA, body({ code: 'END-EARLY', count: 10, discount_value: 10 }));
    expect(made.code, made.message).toBe('0000');
    const key = made.data.key as string;
    const holder = await login(t, await createMember(t));
    const reg = await h.call('POST', '/api/payment/coupon', holder, { cp_no: 'END-EARLY' });
    expect(reg.code, reg.message).toBe('0000');

    // Another teacher: refused as if it did not exist, and nothing changes.
    const other = await h.call('POST', `/api/studio/coupons/${key}/end`, teacherB);
    expect(other.code).toBe('3229');
    expect(await endAudits(key)).toEqual([]);
    expect((await myCoupons(teacherA)).list.find((c) => c.key === key)).toMatchObject({ ended: 'N' });

    const ended = await h.call<Ended>('POST', `/api/studio/coupons/${key}/end`, teacherA);
    expect(ended.code, ended.message).toBe('0000');
    expect(ended.data.stopped).toBe(1);
    expect(ended.message).toContain('등록한 회원 1명');
    expect(new Date(ended.data.valid_until).getTime()).toBeLessThanOrEqual(Date.now());
    const audits = await endAudits(key);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ codes_ended: 1, member_coupons_stopped: 1, teacher_sn: sn.a });
    expect((await myCoupons(teacherA)).list.find((c) => c.key === key)).toMatchObject({ ended: 'Y', valid_until: ended.data.valid_until });

    // Twice: the same answer, nothing moved, not logged again.
    const again = await h.call<Ended>('POST', `/api/studio/coupons/${key}/end`, teacherA);
    expect(again.code).toBe('0000');
    expect(again.data).toMatchObject({ stopped: 0, valid_until: ended.data.valid_until });
    expect(await endAudits(key)).toHaveLength(1);

    // A new member cannot register the code; the member who holds it cannot pay with it.
    const late = await h.call('POST', '/api/payment/coupon', await login(t, await createMember(t)), { cp_no: 'END-EARLY' });
    expect(late.code).toBe('3230');
    expect(late.message).toContain('강사가 사용을 종료한 쿠폰');
    const quote = await h.call('POST', '/api/payment/order/quote', holder, { product_id: sn.productA, coupon_id: reg.data.coupon_id });
    expect(quote.code).toBe('3230');
    const order = await h.call('POST', '/api/payment/order', holder, { product_id: sn.productA, coupon_id: reg.data.coupon_id });
    expect(order.code).toBe('3230');
    const mine = await h.call<{ list: { coupon_id: number; status: string }[] }>('GET', '/api/my/coupon?status=expired', holder);
    expect(mine.data.list.find((c) => c.coupon_id === reg.data.coupon_id)).toMatchObject({ status: 'expired' });
  });

  it('a batch ends whole; its CSV (BOM, Korean headers, one row per code) is for its teacher only', async () => {
    const made = await h.call('POST', '/api/studio/coupons', teacherA, body({ mode: 'batch', count: 3, discount_value: 10 }));
    expect(made.code, made.message).toBe('0000');
    const batch = made.data.key as string;
    const [first, second] = made.data.codes as string[];
    const buyer = await login(t, await createMember(t));
    const reg = await h.call('POST', '/api/payment/coupon', buyer, { cp_no: first });
    expect(reg.code, reg.message).toBe('0000');
    await h.buy(buyer, { product_id: sn.productA, coupon_id: reg.data.coupon_id });

    const res = await csv(teacherA, batch);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.payload.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('쿠폰코드,쿠폰 이름,등록여부,등록일시,사용여부,사용일시,사용 종료일시');
    expect(lines).toHaveLength(4);
    const used = lines.find((l) => l.startsWith(`${first},`))!.split(',');
    expect(used.slice(2, 3)).toEqual(['등록']);
    expect(used[4]).toBe('사용');
    expect(used[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lines.find((l) => l.startsWith(`${second},`))!.split(',').slice(2, 6)).toEqual(['미등록', '', '미사용', '']);
    expect(res.payload).not.toContain('@');

    // Another teacher and a member session are refused; nothing of the batch is in their answer.
    const other = await csv(teacherB, batch);
    expect(other.json<{ code: string }>().code).toBe('3229');
    expect(other.payload).not.toContain(first);
    const member = await csv(buyer, batch);
    expect(member.json<{ code: string }>().code).toBe('0906');
    expect(member.payload).not.toContain(first);
    // The operator downloads the same batch in the console.
    const operator = await t.request({ method: 'GET', url: `/api/admin/commerce/coupons/batch/${batch}/codes.csv`, headers: { authorization: `Bearer ${staff.accessToken}` } });
    expect(operator.statusCode).toBe(200);
    expect(operator.payload).toContain(second);

    const ended = await h.call<Ended>('POST', `/api/studio/coupons/${batch}/end`, teacherA);
    expect(ended.code, ended.message).toBe('0000');
    expect((await endAudits(batch))[0]!.after).toMatchObject({ codes_ended: 3 });
    expect((await h.call('POST', '/api/payment/coupon', buyer, { cp_no: second })).code).toBe('3230');
    const after = (await csv(teacherA, batch)).payload.split('\r\n');
    expect(after.find((l) => l.startsWith(`${second},`))!.split(',')[4]).toBe('미사용(종료)');
    expect(after.find((l) => l.startsWith(`${first},`))!.split(',')[4]).toBe('사용');
  });

  it('the console lists teacher coupons with the teacher’s name', async () => {
    const r = await h.call<{ list: { code: string | null; teacher_sn: number | null; teacher_name: string | null }[] }>('GET', '/api/admin/commerce/coupons', staff);
    expect(r.code).toBe('0000');
    expect(r.data.list.find((c) => c.code === 'END-EARLY')).toMatchObject({ teacher_sn: sn.a, teacher_name: '김쿠폰' });
  });
});
