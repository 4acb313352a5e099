import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, lectures } from '../../db/schema/index.ts';
import { bearer, createMember, login, memberLogin, studioLogin, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { DomainEvents } from '../../lib/domain-events.ts';
import { api } from '../../test/commerce.ts';
import type { AdminCatalogueService } from '../admin-catalogue/admin-catalogue.service.ts';
import { StudioService } from './studio.service.ts';
import { VoiceService } from './voice.service.ts';

let t: TestContext;
let own: Tokens;
let visitor: Tokens;
let courseSn: number;
let teacherSn: number;
let ownMemberId: number;

type Body<T = unknown> = { code: string; message: string; data: T };
async function call<T = unknown>(who: Tokens | null, method: string, url: string, payload?: object) {
  const res = await t.request({ method: method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t, await createMember(t, { role: 'admin' }));
  const [row] = await t.database.db
    .select({ courseSn: courses.courseSn, teacherSn: courses.teacherSn })
    .from(courses)
    .innerJoin(lectures, eq(lectures.courseSn, courses.courseSn))
    .where(and(eq(courses.isPublished, 'Y'), isNotNull(lectures.mediaKey)))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  courseSn = row!.courseSn;
  teacherSn = row!.teacherSn;
  const m = await createMember(t);
  await call(admin, 'POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' });
  own = await studioLogin(t, m);
  ownMemberId = m.id;
  visitor = await memberLogin(t, await createMember(t));
});
afterAll(() => t.close());

describe("learners' voice (decision 122)", () => {
  it('수강전 문의: a visitor asks, the teacher answers in the studio, and the answer is public on the course', async () => {
    expect((await call(null, 'POST', `/api/course/${courseSn}/inquiries`, { body: '로그인 없이 묻기' })).body.code).not.toBe('0000');
    expect((await call(visitor, 'POST', `/api/course/${courseSn}/inquiries`, { body: ' ' })).status).toBe(400);
    const asked = await call<{ list: { inquiry_sn: number; body: string; answer: string | null }[] }>(visitor, 'POST', `/api/course/${courseSn}/inquiries`, { body: '입문자도 들을 수 있나요?' });
    expect(asked.body.data.list[0]).toMatchObject({ body: '입문자도 들을 수 있나요?', answer: null });
    const sn = asked.body.data.list[0]!.inquiry_sn;
    expect((await call(own, 'GET', '/api/studio/inquiries')).body.data).toMatchObject({ list: [expect.objectContaining({ inquiry_sn: sn })] });
    expect((await call(own, 'PUT', `/api/studio/inquiries/${sn}/answer`, { answer: '네, 1강부터 차근차근 설명합니다.' })).body.code).toBe('0000');
    const pub = await call<{ list: { inquiry_sn: number; answer: string | null }[] }>(null, 'GET', `/api/course/${courseSn}/inquiries`);
    expect(pub.body.data.list.find((q) => q.inquiry_sn === sn)!.answer).toBe('네, 1강부터 차근차근 설명합니다.');
    expect((await call(null, 'GET', '/api/course/99999999/inquiries')).body.code).toBe('3001');
  });

  it('a review gets a public reply from its teacher, audited', async () => {
    const r = await t.database.pool.query<{ review_sn: number }>("insert into course_reviews (course_sn, member_id, star, contents) values ($1, 1, 4, '좋아요') returning review_sn", [courseSn]);
    const sn = r.rows[0]!.review_sn;
    const replied = await call<{ list: { review_sn: number; reply: string | null }[] }>(own, 'PUT', `/api/studio/reviews/${sn}/reply`, { body: '감사합니다!' });
    expect(replied.body.data.list.find((x) => x.review_sn === sn)!.reply).toBe('감사합니다!');
    const audit = await t.database.pool.query("select 1 from admin_changes where action = 'studio.review_reply' and target_id = $1", [String(sn)]);
    expect(audit.rowCount).toBe(1);
  });

  it('새소식: sent to the course, (광고) on a promotion, shown on the public teacher page', async () => {
    const plain = await call<{ list: { title: string; is_ad: string }[] }>(own, 'POST', '/api/studio/news', { course_sn: courseSn, title: '3강 자료를 올렸습니다', body: '자료실을 확인해 주세요.' });
    expect(plain.body.data.list[0]).toMatchObject({ title: '3강 자료를 올렸습니다', is_ad: 'N' });
    const page = await call<{ list: { title: string }[] }>(null, 'GET', `/api/teacher/${teacherSn}/news`);
    expect(page.body.data.list.map((n) => n.title)).toContain('3강 자료를 올렸습니다');
    expect((await call(null, 'GET', '/api/teacher/99999999/news')).body.code).toBe('3003');
  });

  it('a promotion is announced as a domain event with (광고), and refused between 21:00 and 08:00 KST', async () => {
    const heard: { title: string; isAd: boolean; courseSn: number }[] = [];
    const events = new DomainEvents({ warn: () => undefined });
    events.on('studio.news_posted', 'test', (e) => void heard.push(e));
    const studio = new StudioService(t.database.db, {} as AdminCatalogueService);
    const at = (iso: string) => new VoiceService(t.database.db, studio, events, () => new Date(iso));
    const actor = { memberId: ownMemberId, ip: '127.0.0.1' };
    const body = { course_sn: courseSn, title: '신규 강의 30% 할인', body: '이번 주까지', is_ad: 'Y' as const };
    await expect(at('2026-11-30T12:30:00Z').postNews(actor, body)).rejects.toMatchObject({ code: '7408' }); // 21:30 KST
    expect(heard).toEqual([]);
    const sent = await at('2026-11-30T01:00:00Z').postNews(actor, body); // 10:00 KST
    expect(sent.list[0]!.title).toBe('(광고) 신규 강의 30% 할인');
    expect(heard).toEqual([expect.objectContaining({ title: '(광고) 신규 강의 30% 할인', isAd: true, courseSn })]);
  });

  it('새소식 reaches the buyers of the course in their notification list, and no one else', async () => {
    // A course of this studio's teacher sold on its own (every paid sample course has its product).
    const { rows } = await t.database.pool.query(
      `select p.product_id, p.course_sn from products p join courses c on c.course_sn = p.course_sn where c.teacher_sn = $1 and p.kind = 'course' and p.is_active = 'Y' order by p.product_id limit 1`,
      [teacherSn],
    );
    const { product_id, course_sn } = rows[0] as { product_id: number; course_sn: number };
    const buyer = await memberLogin(t, await createMember(t));
    const bystander = await memberLogin(t, await createMember(t));
    await api(t).buy(buyer, { product_id });
    expect((await call(own, 'POST', '/api/studio/news', { course_sn, title: '보충 자료 안내', body: '자료실에 5강 요약을 올렸습니다.' })).body.code).toBe('0000');
    const listed = async (who: Tokens) => (await call<{ list: { title: string; link: string }[] }>(who, 'GET', '/api/my/notifications')).body.data.list;
    await vi.waitFor(async () => expect(await listed(buyer)).toContainEqual(expect.objectContaining({ title: '보충 자료 안내', link: `/course/${course_sn}` })), { timeout: 5_000 });
    expect((await listed(bystander)).map((n) => n.title)).not.toContain('보충 자료 안내');
  });
});
