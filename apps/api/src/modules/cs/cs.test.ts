import { csApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { envelope, faqListResponse, inquiryDetail, inquiryListResponse, noticeDetail, noticeListResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let a: Tokens;
let b: Tokens;

const noticesOf = async (query: Record<string, string | number>) => envelope(noticeListResponse).parse((await call(t, csApi.notices, { query })).body).data;

beforeAll(async () => {
  t = await createTestApp();
  const [ma, mb] = await Promise.all([createMember(t), createMember(t)]);
  [a, b] = await Promise.all([login(t, ma), login(t, mb)]);
  await t.database.db.insert(notices).values(
    Array.from({ length: 13 }, (_, i) => ({ category: 'system', title: `점검 테스트 공지 ${i}`, body: '서버 점검', postedAt: new Date(Date.now() - i * 1000) })),
  );
});
afterAll(() => t.close());

describe('notices', () => {
  it('pages newest first with the pinned ones above the first page', async () => {
    const first = await noticesOf({ size: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.pinned.length).toBeGreaterThan(0);
    expect(first.pinned.every((n) => n.pinned === 'Y')).toBe(true);
    const last = await noticesOf({ size: 10, page: Math.ceil(first.total / 10) });
    expect(last.pinned).toEqual([]);
    expect(last.items.length).toBe(first.total - 10 * (Math.ceil(first.total / 10) - 1));
    const ids = new Set([...first.items, ...(await noticesOf({ size: 10, page: 2 })).items].map((n) => n.notice_sn));
    expect(ids.size).toBe(20);
  });

  it('searches title and body, literally, within a category', async () => {
    const found = await noticesOf({ q: '점검 테스트', size: 50 });
    expect(found.total).toBe(13);
    expect(found.items.every((n) => n.title.includes('점검 테스트'))).toBe(true);
    expect((await noticesOf({ q: '%' })).total).toBe(0);
    expect((await noticesOf({ category: 'system', size: 50 })).items.every((n) => n.category === 'system')).toBe(true);
    expect((await call(t, csApi.notices, { query: { q: '가'.repeat(101) } })).status).toBe(400);
    expect((await call(t, csApi.notices, { query: { category: 'nope' } })).status).toBe(400);
  });

  it('opens a notice at its own address; an unknown one is 404', async () => {
    const { items } = await noticesOf({ size: 1 });
    const detail = envelope(noticeDetail).parse((await call(t, csApi.notice, { params: { id: items[0]!.notice_sn } })).body).data;
    expect(detail.title).toBe(items[0]!.title);
    expect((await call(t, csApi.notice, { params: { id: 99999999 } })).body.code).toBe('7020');
  });
});

describe('faq', () => {
  it('filters by category and search', async () => {
    const all = envelope(faqListResponse).parse((await call(t, csApi.faq)).body).data.items;
    expect(all.length).toBeGreaterThan(5);
    const pay = envelope(faqListResponse).parse((await call(t, csApi.faq, { query: { category: 'payment' } })).body).data.items;
    expect(pay.length).toBeGreaterThan(0);
    expect(pay.every((f) => f.category === 'payment')).toBe(true);
    const q = envelope(faqListResponse).parse((await call(t, csApi.faq, { query: { q: '환불' } })).body).data.items;
    expect(q.some((f) => f.question.includes('환불'))).toBe(true);
  });
});

describe('1:1 inquiries', () => {
  it('a member writes one, sees 답변 대기, and another member cannot read it', async () => {
    const made = await call(t, csApi.ask, { who: a, payload: { category: 'course', title: ' 강의 질문 ', contents: '이어보기가 안 돼요.' } });
    const mine = envelope(inquiryDetail).parse(made.body).data;
    expect(mine).toMatchObject({ title: '강의 질문', status: 'waiting', status_label: '답변 대기', answer: null });
    const list = envelope(inquiryListResponse).parse((await call(t, csApi.inquiries, { who: a })).body).data;
    expect(list.items.map((i) => i.inquiry_sn)).toContain(mine.inquiry_sn);

    const theirs = await call(t, csApi.inquiry, { who: b, params: { id: mine.inquiry_sn } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('7030');
    expect(envelope(inquiryListResponse).parse((await call(t, csApi.inquiries, { who: b })).body).data.total).toBe(0);
    expect((await call(t, csApi.inquiry, { params: { id: mine.inquiry_sn } })).status).toBe(401);
  });

  it('refuses an inquiry over its length or without a category, and stores nothing', async () => {
    const long = await call(t, csApi.ask, { who: a, payload: { category: 'etc', title: '제목', contents: '가'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('2000자');
    expect((await call(t, csApi.ask, { who: a, payload: { title: '제목', contents: '내용' } })).status).toBe(400);
    expect((await call(t, csApi.ask, { who: a, payload: { category: 'etc', title: '   ', contents: '내용' } })).status).toBe(400);
    const list = envelope(inquiryListResponse).parse((await call(t, csApi.inquiries, { who: a })).body).data;
    expect(list.total).toBe(1);
  });
});
