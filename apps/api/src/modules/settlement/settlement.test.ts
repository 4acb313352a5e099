import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, courses, entitlements, ledgerEntries, orders, products, settlementPayees, settlementWatchMarks, teachers } from '../../db/schema/index.ts';
import { bearer, createMember, login, studioLogin, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { Sealer } from '../../lib/sealer.ts';
import { SettlementService } from './settlement.service.ts';

/**
 * A fixture month (2026-09) written into the real tables — orders and their ledger rows, a refund of an August order,
 * subscription charges and a refund, pass holders' watching between the September and October watch marks — and the
 * statements the console computes from it, checked against the hand calculation below to the won.
 */
let t: TestContext;
let admin: Tokens;
let teacherA: Tokens;
let teacherB: Tokens;
const sn = { a: 0, b: 0, a1: 0, a2: 0, b1: 0 };

type Body<T = unknown> = { code: string; message: string; data: T };
interface Line {
  kind: string;
  course_sn: number | null;
  won: number;
}
interface Statement {
  statement_id: number;
  month: string;
  teacher_sn: number;
  status: string;
  taxable_won: number;
  income_tax_won: number;
  local_tax_won: number;
  payable_won: number;
  to_pay_won: number;
  lines: Line[];
}

async function call<T = unknown>(who: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.request({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json<Body<T>>() : { code: 'file' }) as Body<T>, raw: res };
}

const at = (iso: string) => new Date(iso);

async function paidOrder(courseSn: number, memberId: number, amount: number, paidAt: Date, refundedAt?: Date) {
  const db = t.database.db;
  const [p] = await db.insert(products).values({ kind: 'course', title: '정산 상품', price: amount, days: 365, scopeType: 'course', courseSn }).returning({ id: products.productId });
  const [o] = await db
    .insert(orders)
    .values({ orderId: randomUUID(), memberId, productId: p!.id, orderName: '정산 주문', status: refundedAt ? 'refunded' : 'paid', productPrice: amount, amount, provider: 'sandbox', receiptToken: randomUUID(), expiresAt: paidAt, paidAt })
    .returning({ sn: orders.orderSn });
  await db.insert(ledgerEntries).values({ occurredAt: paidAt, memberId, kind: 'order_payment', sourceType: 'order', sourceId: String(o!.sn), won: amount, actorType: 'member', reason: '정산 주문' });
  if (refundedAt) await db.insert(ledgerEntries).values({ occurredAt: refundedAt, memberId, kind: 'order_refund', sourceType: 'order', sourceId: String(o!.sn), won: -amount, actorType: 'member', reason: '환불' });
}

async function teacherAccount(teacherSn: number): Promise<Tokens> {
  const m = await createMember(t);
  const granted = await call(admin, 'POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' });
  expect(granted.body.code).toBe('0000');
  return studioLogin(t, m);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await login(t, await createMember(t, { role: 'admin' }));
  const [a, b] = await db.insert(teachers).values([{ name: '김정산', headline: '개인', bio: '개인 강사' }, { name: '박사업', headline: '사업자', bio: '사업자 강사' }]).returning({ sn: teachers.teacherSn });
  sn.a = a!.sn;
  sn.b = b!.sn;
  const [{ caSn }] = (await db.select({ caSn: categories.caSn }).from(categories).limit(1)) as [{ caSn: number }];
  const course = (title: string, teacherSn: number) => ({ title, summary: '요약', description: '설명', level: '입문', caSn, teacherSn });
  const made = await db.insert(courses).values([course('A1', sn.a), course('A2', sn.a), course('B1', sn.b)]).returning({ sn: courses.courseSn });
  [sn.a1, sn.a2, sn.b1] = made.map((c) => c.sn) as [number, number, number];
  teacherA = await teacherAccount(sn.a);
  teacherB = await teacherAccount(sn.b);

  const buyer = (await createMember(t)).id;
  // A1: three sales in September, and an August sale refunded in September (clawed back in September).
  for (const day of ['03', '10', '29']) await paidOrder(sn.a1, buyer, 55_000, at(`2026-09-${day}T03:00:00Z`));
  await paidOrder(sn.a1, buyer, 55_000, at('2026-08-20T03:00:00Z'), at('2026-09-05T03:00:00Z'));
  // Outside the month (Korean time): 31 Aug 23:59 KST and 1 Oct 00:00 KST.
  await paidOrder(sn.a1, buyer, 55_000, at('2026-08-31T14:59:00Z'));
  await paidOrder(sn.a1, buyer, 55_000, at('2026-09-30T15:00:00Z'));
  await paidOrder(sn.a2, buyer, 99_000, at('2026-09-12T03:00:00Z'));
  for (const day of ['02', '21']) await paidOrder(sn.b1, buyer, 120_000, at(`2026-09-${day}T03:00:00Z`));

  // Subscriptions: four charges of 9,900 and one refunded in September → the pool's net 29,700.
  for (let i = 0; i < 4; i++)
    await db.insert(ledgerEntries).values({ occurredAt: at(`2026-09-1${i}T03:00:00Z`), memberId: buyer, kind: 'charge_payment', sourceType: 'charge', sourceId: `fx-${i}`, won: 9_900, actorType: 'system', reason: '구독' });
  await db.insert(ledgerEntries).values({ occurredAt: at('2026-09-20T03:00:00Z'), memberId: buyer, kind: 'charge_refund', sourceType: 'charge', sourceId: 'fx-0', won: -9_900, actorType: 'member', reason: '구독 환불' });

  // Watching: two pass holders, and a member without a pass whose watching does not count.
  const [s1, s2, n1] = [(await createMember(t)).id, (await createMember(t)).id, (await createMember(t)).id];
  await db.insert(entitlements).values([s1, s2].map((memberId) => ({ memberId, kind: 'pass', validFrom: at('2026-08-01T00:00:00Z'), validUntil: at('2026-12-31T00:00:00Z') })));
  const mark = (month: string, memberId: number, courseSn: number, creditedTotal: number) => ({ month, memberId, courseSn, creditedTotal });
  await db.insert(settlementWatchMarks).values([
    mark('2026-09', s1, sn.a1, 1_000),
    mark('2026-10', s1, sn.a1, 4_600),
    mark('2026-10', s1, sn.b1, 1_200),
    mark('2026-09', s2, sn.a2, 500),
    mark('2026-10', s2, sn.a2, 2_900),
    mark('2026-09', s2, sn.b1, 100),
    mark('2026-10', s2, sn.b1, 1_900),
    mark('2026-10', n1, sn.a1, 10_000),
  ]);

  // Terms as versions: A1's January version is replaced in September; its October one is not yet in force.
  const terms = (teacher_sn: number, course_sn: number | null, teacher_share_pct: number, valid_from: string) => call(admin, 'POST', '/api/admin/settlement/terms', { teacher_sn, course_sn, teacher_share_pct, valid_from });
  for (const r of await Promise.all([
    terms(sn.a, sn.a1, 50, '2026-01-01'),
    terms(sn.a, sn.a1, 70, '2026-09-01'),
    terms(sn.a, sn.a1, 90, '2026-10-01'),
    terms(sn.a, sn.a2, 60, '2026-09-01'),
    terms(sn.a, null, 50, '2026-09-01'),
    terms(sn.b, sn.b1, 80, '2026-09-01'),
    terms(sn.b, null, 50, '2026-09-01'),
  ]))
    expect(r.body.code).toBe('0000');
  const payee = (teacher_sn: number, body: object) => call(admin, 'PUT', `/api/admin/settlement/payees/${teacher_sn}`, body);
  expect((await payee(sn.a, { payee_type: 'individual', real_name: '김정산', id_number: '900101-1234567', bank_code: '004', account_no: '123-456-789012' })).body.code).toBe('0000');
  expect((await payee(sn.b, { payee_type: 'business', real_name: '주식회사박사업', id_number: '123-45-67890', bank_code: '088', account_no: '110-222-333444' })).body.code).toBe('0000');
});
afterAll(() => t.close());

const month = '2026-09';
let statementA: Statement;
let statementB: Statement;

describe('a month of settlement', () => {
  it('computes each teacher statement from the ledger, equal to the hand calculation to the won', async () => {
    const computed = await call<{ computed: number; skipped: string[] }>(admin, 'POST', '/api/admin/settlement/compute', { month });
    expect(computed.body.code).toBe('0000');
    const list = await call<{ list: Statement[] }>(admin, 'GET', `/api/admin/settlement/statements?month=${month}`);
    const idOf = (teacherSn: number) => list.body.data.list.find((s) => s.teacher_sn === teacherSn)!.statement_id;

    // Hand calculation (fee rate 3.30 %, SETTLEMENT_FEE_BP's default; shares in force on 1 September):
    // A1: G = 3 × 55,000 = 165,000; R = 55,000 (August order refunded in September); N = 110,000; 70 % → 77,000,
    //     platform 33,000; fee F = 165,000 × 3.3 % = 5,445, teacher's 70 % = floor(3,811.5) = 3,811.
    // A2: G = 99,000; N = 99,000; 60 % → 59,400, platform 39,600; F = 3,267, 60 % = floor(1,960.2) = 1,960.
    // Pool: S = 4 × 9,900 − 9,900 = 29,700; teachers' 50 %; pass holders watched A 3,600 + 2,400 = 6,000 s and
    //     B 1,200 + 1,800 = 3,000 s (W = 9,000; the member without a pass does not count):
    //     A = floor(29,700 × 0.5 × 6,000 / 9,000) = 9,900; B = floor(29,700 × 0.5 × 3,000 / 9,000) = 4,950.
    // A taxable T = 165,000 − 55,000 − 33,000 − 3,811 + 99,000 − 39,600 − 1,960 + 9,900 = 140,529.
    //   소득세 = 140,529 × 3 % = 4,215.87 → 원 미만 절사 4,215 → 10원 미만 절사 4,210;
    //   지방소득세 = 4,210 × 10 % = 421 → 10원 미만 절사 420; payable = 140,529 − 4,210 − 420 = 135,899.
    // B (business, 세금계산서; no withholding): B1 G = 240,000, 80 % → 192,000, platform 48,000;
    //   F = 7,920, 80 % = 6,336; T = 240,000 − 48,000 − 6,336 + 4,950 = 190,614 = payable.
    const a = await call<Statement>(teacherA, 'GET', `/api/studio/settlement/statements/${idOf(sn.a)}`);
    expect(a.body.code).toBe('0000');
    statementA = a.body.data;
    expect(statementA.lines.map((l) => [l.kind, l.course_sn, l.won])).toEqual([
      ['sale', sn.a1, 165_000],
      ['refund_clawback', sn.a1, -55_000],
      ['platform_share', sn.a1, -33_000],
      ['fee', sn.a1, -3_811],
      ['sale', sn.a2, 99_000],
      ['platform_share', sn.a2, -39_600],
      ['fee', sn.a2, -1_960],
      ['subscription_share', null, 9_900],
      ['withholding_income', null, -4_210],
      ['withholding_local', null, -420],
    ]);
    expect([statementA.taxable_won, statementA.income_tax_won, statementA.local_tax_won, statementA.payable_won]).toEqual([140_529, 4_210, 420, 135_899]);
    expect(statementA.lines.reduce((s, l) => s + l.won, 0)).toBe(135_899);

    const b = await call<Statement>(teacherB, 'GET', `/api/studio/settlement/statements/${idOf(sn.b)}`);
    statementB = b.body.data;
    expect(statementB.lines.map((l) => [l.kind, l.won])).toEqual([
      ['sale', 240_000],
      ['platform_share', -48_000],
      ['fee', -6_336],
      ['subscription_share', 4_950],
    ]);
    expect([statementB.income_tax_won, statementB.local_tax_won, statementB.payable_won]).toEqual([0, 0, 190_614]);
  });

  it('refuses another teacher every statement route, and shows each teacher only their own', async () => {
    const id = statementA.statement_id;
    for (const path of ['', '/pdf', '/csv']) {
      const r = await call(teacherB, 'GET', `/api/studio/settlement/statements/${id}${path}`);
      expect([r.status, r.body.code]).toEqual([404, '4115']);
    }
    const own = await call<{ list: Statement[] }>(teacherB, 'GET', '/api/studio/settlement/statements');
    expect(own.body.data.list.map((s) => s.teacher_sn)).toEqual([sn.b]);
    // A teacher is refused the operator's month, and the teacher's statements take the studio session only (decision 128).
    expect((await call(teacherB, 'GET', '/api/admin/settlement/statements?month=2026-09')).body.code).toBe('0906');
    expect((await call(admin, 'GET', '/api/studio/settlement/statements')).body.code).toBe('7407');
  });

  it('gives the teacher a PDF and a CSV of their statement', async () => {
    const pdf = await call(teacherA, 'GET', `/api/studio/settlement/statements/${statementA.statement_id}/pdf`);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await call(teacherA, 'GET', `/api/studio/settlement/statements/${statementA.statement_id}/csv`);
    expect(csv.raw.body.startsWith('\uFEFF항목,강의,금액(원),내용,기록일\r\n')).toBe(true);
    expect(csv.raw.body).toContain('원천징수 소득세,,-4210,');
  });

  it('keeps payee details sealed and shows them masked', async () => {
    const rows = await t.database.db.select({ sealed: settlementPayees.sealedDetails }).from(settlementPayees);
    for (const r of rows) expect(r.sealed).toMatch(/^v1\./);
    expect(rows.map((r) => r.sealed).join('')).not.toContain('1234567');
    const own = await call<{ payee: Record<string, string> }>(teacherA, 'GET', '/api/studio/settlement/payee');
    expect(own.body.data.payee).toMatchObject({ real_name_masked: '김*산', id_number_masked: '900101*******', account_masked: '123******012', bank_code: '004' });
  });

  it('confirms on the 7th business day, then locks: recomputing changes nothing, corrections are new lines', async () => {
    const early = await call(admin, 'POST', '/api/admin/settlement/confirm', { month: '2026-11' });
    expect(early.body.code).toBe('4113');
    const confirmed = await call<{ confirmed: number }>(admin, 'POST', '/api/admin/settlement/confirm', { month });
    expect(confirmed.body.data.confirmed).toBe(2);
    // A late change to the ledger of September does not reach a confirmed statement.
    await paidOrder(sn.a1, (await createMember(t)).id, 55_000, at('2026-09-15T03:00:00Z'));
    const again = await call<{ locked: number }>(admin, 'POST', '/api/admin/settlement/compute', { month });
    expect(again.body.data.locked).toBe(2);
    const corrected = await call<Statement>(admin, 'POST', `/api/admin/settlement/statements/${statementA.statement_id}/corrections`, { won: -1_000, note: '9월 판매 정정' });
    expect(corrected.body.code).toBe('0000');
    expect([corrected.body.data.payable_won, corrected.body.data.to_pay_won, corrected.body.data.lines.length]).toEqual([135_899, 134_899, 11]);
    const terms = await call(admin, 'POST', '/api/admin/settlement/terms', { teacher_sn: sn.a, course_sn: sn.a1, teacher_share_pct: 10, valid_from: '2026-09-01' });
    expect(terms.body.code).toBe('4120');
  });

  it('exports the bank bulk-transfer file and marks statements paid through the ledger', async () => {
    const school = (await t.request({ method: 'GET', url: '/api/comm/business' })).json<Body<{ company_name: string }>>().data.company_name;
    // 받는분통장표시 (what the teacher's passbook shows) is the school's name and 정산, cut to 7 characters.
    const shown = [...`${school}정산`].slice(0, 7).join('');
    const file = await call(admin, 'GET', `/api/admin/settlement/bank-file?month=${month}`);
    expect(file.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.raw.body.split('\r\n')).toEqual([
      '\uFEFF입금은행코드,입금계좌번호,예금주,이체금액,받는분통장표시,보내는분통장표시,메모',
      `004,123456789012,김정산,134899,${shown},정산2609,statement-${statementA.statement_id}`,
      `088,110222333444,주식회사박사업,190614,${shown},정산2609,statement-${statementB.statement_id}`,
      '',
    ]);
    const noInvoice = await call(admin, 'POST', `/api/admin/settlement/statements/${statementB.statement_id}/paid`);
    expect(noInvoice.body.code).toBe('4116');
    expect((await call(admin, 'POST', `/api/admin/settlement/statements/${statementB.statement_id}/tax-invoice`, { tax_invoice_no: '20261008-41000012-1234' })).body.code).toBe('0000');
    for (const s of [statementA, statementB]) {
      const paid = await call<Statement>(admin, 'POST', `/api/admin/settlement/statements/${s.statement_id}/paid`);
      expect(paid.body.data.status).toBe('paid');
    }
    const out = await t.database.pool.query<{ won: number }>("select won from ledger_entries where kind = 'settlement_payout' order by source_id::int");
    expect(out.rows.map((r) => r.won)).toEqual([-134_899, -190_614]);
    const twice = await call(admin, 'POST', `/api/admin/settlement/statements/${statementA.statement_id}/paid`);
    expect(twice.body.code).toBe('4118');
  });

  it('the daily job computes last month and confirms it on its 7th business day, with the terms version of that month', async () => {
    // 10 November 2026 00:05 KST is the 7th business day of November (2–6, 9, 10): October is computed and confirmed.
    const job = new SettlementService(t.database.db, new Sealer(randomBytes(32), 'test'), { feeBp: 330, senderLabel: '학교', log: t.app.log, now: () => at('2026-11-09T15:05:00Z') });
    await job.runJob();
    const list = await call<{ list: Statement[] }>(teacherA, 'GET', '/api/studio/settlement/statements');
    const october = list.body.data.list.find((x) => x.month === '2026-10')!;
    // The order paid at 1 October 00:00 KST, under A1's October version (90 %): G = 55,000 → 49,500, platform 5,500;
    // fee 1,815 × 90 % = floor(1,633.5) = 1,633; T = 47,867; 소득세 1,436.01 → 1,430; 지방소득세 143 → 140; 46,297.
    expect([october.status, october.taxable_won, october.income_tax_won, october.local_tax_won, october.payable_won]).toEqual(['confirmed', 47_867, 1_430, 140, 46_297]);
  });
});
