import { envelope, faqListResponse, inquiryDetail, inquiryListResponse, noticeDetail, noticeListResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let a: Tokens;
let b: Tokens;

const call = (method: 'GET' | 'POST', url: string, tokens?: Tokens | null, payload?: object) =>
  t.request({ method, url, ...(tokens ? { headers: bearer(tokens) } : {}), ...(payload ? { payload } : {}) });
const noticesOf = async (query: string) => envelope(noticeListResponse).parse((await call('GET', `/api/cs/notice?${query}`)).json()).data;

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
    const first = await noticesOf('size=10');
    expect(first.items).toHaveLength(10);
    expect(first.pinned.length).toBeGreaterThan(0);
    expect(first.pinned.every((n) => n.pinned === 'Y')).toBe(true);
    const last = await noticesOf(`size=10&page=${Math.ceil(first.total / 10)}`);
    expect(last.pinned).toEqual([]);
    expect(last.items.length).toBe(first.total - 10 * (Math.ceil(first.total / 10) - 1));
    const ids = new Set([...first.items, ...(await noticesOf('size=10&page=2')).items].map((n) => n.notice_sn));
    expect(ids.size).toBe(20);
  });

  it('searches title and body, literally, within a category', async () => {
    const found = await noticesOf(`q=${encodeURIComponent('점검 테스트')}&size=50`);
    expect(found.total).toBe(13);
    expect(found.items.every((n) => n.title.includes('점검 테스트'))).toBe(true);
    expect((await noticesOf(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await noticesOf('category=system&size=50')).items.every((n) => n.category === 'system')).toBe(true);
    expect((await call('GET', `/api/cs/notice?q=${'가'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/cs/notice?category=nope')).statusCode).toBe(400);
  });

  it('opens a notice at its own address; an unknown one is 404', async () => {
    const { items } = await noticesOf('size=1');
    const detail = envelope(noticeDetail).parse((await call('GET', `/api/cs/notice/${items[0]!.notice_sn}`)).json()).data;
    expect(detail.title).toBe(items[0]!.title);
    expect((await call('GET', '/api/cs/notice/99999999')).json().code).toBe('7020');
  });
});

describe('faq', () => {
  it('filters by category and search', async () => {
    const all = envelope(faqListResponse).parse((await call('GET', '/api/cs/faq')).json()).data.items;
    expect(all.length).toBeGreaterThan(5);
    const pay = envelope(faqListResponse).parse((await call('GET', '/api/cs/faq?category=payment')).json()).data.items;
    expect(pay.length).toBeGreaterThan(0);
    expect(pay.every((f) => f.category === 'payment')).toBe(true);
    const q = envelope(faqListResponse).parse((await call('GET', `/api/cs/faq?q=${encodeURIComponent('환불')}`)).json()).data.items;
    expect(q.some((f) => f.question.includes('환불'))).toBe(true);
  });
});

describe('1:1 inquiries', () => {
  it('a member writes one, sees 답변 대기, and another member cannot read it', async () => {
    const made = await call('POST', '/api/my/cs/inquiry', a, { category: 'course', title: ' 강의 질문 ', contents: '이어보기가 안 돼요.' });
    const mine = envelope(inquiryDetail).parse(made.json()).data;
    expect(mine).toMatchObject({ title: '강의 질문', status: 'waiting', status_label: '답변 대기', answer: null });
    const list = envelope(inquiryListResponse).parse((await call('GET', '/api/my/cs/inquiry', a)).json()).data;
    expect(list.items.map((i) => i.inquiry_sn)).toContain(mine.inquiry_sn);

    const theirs = await call('GET', `/api/my/cs/inquiry/${mine.inquiry_sn}`, b);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('7030');
    expect(envelope(inquiryListResponse).parse((await call('GET', '/api/my/cs/inquiry', b)).json()).data.total).toBe(0);
    expect((await call('GET', `/api/my/cs/inquiry/${mine.inquiry_sn}`)).statusCode).toBe(401);
  });

  it('refuses an inquiry over its length or without a category, and stores nothing', async () => {
    const long = await call('POST', '/api/my/cs/inquiry', a, { category: 'etc', title: '제목', contents: '가'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('2000자');
    expect((await call('POST', '/api/my/cs/inquiry', a, { title: '제목', contents: '내용' })).statusCode).toBe(400);
    expect((await call('POST', '/api/my/cs/inquiry', a, { category: 'etc', title: '   ', contents: '내용' })).statusCode).toBe(400);
    const list = envelope(inquiryListResponse).parse((await call('GET', '/api/my/cs/inquiry', a)).json()).data;
    expect(list.total).toBe(1);
  });
});
