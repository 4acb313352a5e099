import { koreanDay, SUBSCRIPTION_CONSENT_VERSION } from '@school/contracts';
import * as endpoints from '@school/contracts/endpoints';
import { CONSOLE_PATH_PREFIX, fillPath, type Endpoint } from '@school/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

let t: TestContext;
let admin: Tokens;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const account = await createMember(t, { role: 'admin' });
  adminId = account.id;
  admin = await login(t, account);
});
afterAll(() => t.close());

/** Every console write the contracts declare: each endpoint object under the console's prefix that is not a GET. */
function consoleWrites(): Endpoint[] {
  const out: Endpoint[] = [];
  for (const area of Object.values(endpoints)) {
    if (typeof area !== 'object' || area === null) continue;
    for (const e of Object.values(area as Record<string, unknown>)) {
      const ep = e as Endpoint;
      if (typeof ep === 'object' && ep !== null && 'method' in ep && 'path' in ep && ep.method !== 'GET' && ep.path.startsWith(CONSOLE_PATH_PREFIX)) out.push(ep);
    }
  }
  return out;
}
const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

const one = async (sql: string): Promise<number> => Number(Object.values((await t.database.pool.query(sql)).rows[0] as object)[0]);
/** A Korean date this many days from now (legal texts take effect 7–10 days after their notice). */
const daysAhead = (n: number) => koreanDay(new Date(Date.now() + n * 86_400_000));

/** A console call made while setting up a story; its data, or an error naming the call when it did not answer 0000. */
async function asAdmin<T = Record<string, unknown>>(method: 'POST' | 'PUT', url: string, payload?: object, who: Tokens = admin): Promise<T> {
  const res = await t.request({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
  const body = res.json<{ code: string; message: string; data: T }>();
  if (body.code !== '0000') throw new Error(`${method} ${url} answered ${body.code} ${body.message}`);
  return body.data;
}
const event = () => ({
  event_type: `audit-${Date.now() % 1e6}-${Math.floor(Math.random() * 1e3)}`,
  title: '감사 이벤트',
  summary: '요약',
  body: '본문',
  starts_on: daysAhead(-1),
  ends_on: daysAhead(7),
  benefit_kind: 'points',
  benefit_value: '100',
  benefit_label: '100포인트',
});
const seminar = (capacity: number) => ({
  title: '감사 세미나',
  summary: '요약',
  body: '본문',
  speaker: '김연사',
  place: '서울',
  held_at: `${daysAhead(10)}T19:30`,
  apply_from: daysAhead(-1),
  apply_until: daysAhead(9),
  capacity,
});
const course = async () => ({
  title: '감사 강의',
  summary: '요약',
  description: '설명',
  level: '입문',
  ca_sn: await one('select min(ca_sn) from categories'),
  teacher_sn: await one('select min(teacher_sn) from teachers'),
  is_free: 'N',
  price: 0,
  pass_included: 'Y',
  lectures: [{ title: '1강', duration_sec: 20, is_preview: 'N', media_key: null }],
});
/** A signed-in member holding a pass, and a published lecture of the pass's courses they may comment on and ask about. */
async function memberWithPass(): Promise<{ tokens: Tokens; lcNo: number }> {
  const m = await createMember(t);
  await t.database.pool.query(`insert into entitlements (member_id, kind, valid_from, valid_until) values ($1, 'pass', now() - interval '1 day', null)`, [m.id]);
  const lcNo = await one(
    "select min(l.lc_no) from lectures l join courses c on c.course_sn = l.course_sn where c.is_free = 'N' and c.pass_included = 'Y' and c.is_published = 'Y' and l.is_preview = 'N'",
  );
  return { tokens: await login(t, m), lcNo };
}
/** A member's order of the cheapest active pass, paid through the sandbox payment window, and its buyer. */
async function paidOrder(): Promise<{ orderId: string; buyer: Tokens }> {
  const buyer = await login(t, await createMember(t));
  const orderId = await api(t).buy(buyer, { product_id: await one("select product_id from products where kind = 'pass' and is_active = 'Y' order by price limit 1") });
  return { orderId, buyer };
}
/** An open refund review a member asked for on a paid order. */
async function refundReview(): Promise<number> {
  const { orderId, buyer } = await paidOrder();
  const asked = await asAdmin<{ review: { id: number } }>('POST', `/api/my/payment/${orderId}/refund-review`, { reason: '강의 영상이 재생되지 않아 이용하지 못했습니다.' }, buyer);
  return asked.review.id;
}
/** A member's monthly subscription, its card registered in the sandbox billing window: its number. */
async function subscription(): Promise<number> {
  const member = await login(t, await createMember(t));
  const monthly = await one("select plan_sn from subscription_plans where code = 'monthly'");
  const opened = await asAdmin<{ customer_key: string }>('POST', '/api/subscription/start', { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION }, member);
  const decide = await t.request({
    method: 'GET',
    url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.customer_key}&outcome=normal&successUrl=/subscription/success&failUrl=/subscription/fail`,
  });
  const back = new URL(String(decide.headers.location), 'http://localhost').searchParams;
  const active = await asAdmin<{ subscription: { subscription_sn: number } }>('POST', '/api/subscription/activate', { customerKey: back.get('customerKey'), authKey: back.get('authKey') }, member);
  return active.subscription.subscription_sn;
}
/** A live class's schedule form (decision 120), and one scheduled through the console: its number. */
const liveClass = async () => ({ title: '감사 라이브', teacher_sn: await one('select min(teacher_sn) from teachers'), starts_at: `${daysAhead(3)}T20:00`, audience: 'members' });
const scheduledLive = async () => (await asAdmin<{ live: { live_id: number } }>('POST', '/api/admin/live', await liveClass())).live.live_id;
const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n';

/** A teacher with a member account of their own (never the admin walking): its number and the member's id. */
async function teacherWithAccount(): Promise<{ teacherSn: number; memberId: number }> {
  const teacherSn = await one("insert into teachers (name, headline, bio) values ('감사 정산 강사', '감사', '감사') returning teacher_sn");
  const m = await createMember(t);
  await asAdmin('POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: teacherSn, reason: '감사 확인' });
  return { teacherSn, memberId: m.id };
}
/** A confirmed statement of a business payee with its 세금계산서 number, ready for a correction or the paid mark. */
async function confirmedStatement(): Promise<number> {
  const { teacherSn, memberId } = await teacherWithAccount();
  await t.database.pool.query("insert into settlement_payees (teacher_sn, member_id, payee_type) values ($1, $2, 'business')", [teacherSn, memberId]);
  return one(
    `insert into settlement_statements (teacher_sn, month, status, payee_type, taxable_won, income_tax_won, local_tax_won, payable_won, tax_invoice_no, confirmed_at)
     values (${teacherSn}, '2026-01', 'confirmed', 'business', 1000, 0, 0, 1000, '20260210-00000001', now()) returning statement_id`,
  );
}

/** How to perform one console write with valid input as an admin: its address's params and its body. */
type Recipe = () => Promise<{ params?: object; body?: object }>;

const RECIPES: Record<string, Recipe> = {
  'POST /api/admin/live': async () => ({ body: await liveClass() }),
  'PUT /api/admin/live/:live_id': async () => ({ params: { live_id: await scheduledLive() }, body: { ...(await liveClass()), title: '감사 라이브 수정', slow_mode_sec: 10 } }),
  'POST /api/admin/live/:live_id/key': async () => ({ params: { live_id: await scheduledLive() } }),
  'POST /api/admin/live/:live_id/start': async () => ({ params: { live_id: await scheduledLive() } }),
  'POST /api/admin/live/:live_id/end': async () => ({ params: { live_id: await scheduledLive() } }),
  // The recording → lecture (decision 134): an ended class of a course's teacher, and a video already in that course.
  'POST /api/admin/live/:live_id/recording': async () => {
    const { rows } = await t.database.pool.query<{ course_sn: number; teacher_sn: number; media_key: string }>(
      'select c.course_sn, c.teacher_sn, l.media_key from courses c join lectures l on l.course_sn = c.course_sn where l.media_key is not null and not exists (select 1 from course_versions v where v.course_sn = c.course_sn) order by c.course_sn, l.lc_no limit 1',
    );
    const picked = rows[0]!;
    const id = (await asAdmin<{ live: { live_id: number } }>('POST', '/api/admin/live', { ...(await liveClass()), teacher_sn: picked.teacher_sn })).live.live_id;
    await asAdmin('POST', `/api/admin/live/${id}/end`);
    return { params: { live_id: id }, body: { course_sn: picked.course_sn, media_key: picked.media_key } };
  },
  'POST /api/admin/live/bans': async () => ({ body: { member_id: (await createMember(t)).id, reason: '감사 확인' } }),
  'DELETE /api/admin/live/bans/:member_id': async () => {
    const { id } = await createMember(t);
    await asAdmin('POST', '/api/admin/live/bans', { member_id: id, reason: '감사 확인' });
    return { params: { member_id: id } };
  },
  'POST /api/admin/catalogue/categories': async () => ({ body: { p_ca_sn: null, title: '감사 확인 분류' } }),
  'POST /api/admin/catalogue/categories/:ca_sn': async () => ({ params: { ca_sn: await one('select min(ca_sn) from categories') }, body: { sort_order: 5 } }),
  'POST /api/admin/catalogue/courses/:course_sn/publish': async () => ({ params: { course_sn: await one('select min(course_sn) from courses') }, body: { is_published: 'Y' } }),
  'POST /api/admin/catalogue/teachers': async () => ({ body: { name: '감사 강사', headline: '감사 확인', bio: '소개' } }),
  'POST /api/admin/catalogue/teachers/:teacher_sn': async () => ({ params: { teacher_sn: await one('select min(teacher_sn) from teachers') }, body: { name: '감사 강사2', headline: '감사 확인', bio: '소개' } }),
  'POST /api/admin/commerce/coupons': async () => ({ body: { name: '감사 쿠폰', discount_type: 'fixed', discount_value: 1000 } }),
  'PUT /api/admin/commerce/coupon-policy': async () => ({ body: { max_rate_pct: 20, max_days: 10, early_bird_max_rate_pct: 30, early_bird_max_days: 30, reason: '감사 정책' } }),
  'POST /api/admin/commerce/passes': async () => ({ body: { title: '감사 이용권', price: 10_000, months: 1, scope_type: 'all', ca_sn: null, is_active: 'N' } }),
  'POST /api/admin/commerce/passes/:product_id': async () => ({
    params: { product_id: await one("select max(product_id) from products where kind = 'pass'") },
    body: { title: '감사 이용권 수정', price: 10_000, months: 1, scope_type: 'all', ca_sn: null, is_active: 'N' },
  }),
  'POST /api/admin/content/banners': async () => ({ body: { title: '감사 배너', subtitle: '', link: '/', background: '#112233', foreground: '#ffffff', is_visible: 'N' } }),
  'POST /api/admin/content/banners/:banner_sn': async () => ({
    params: { banner_sn: await one('select max(banner_sn) from home_banners') },
    body: { title: '감사 배너 수정', subtitle: '', link: '/', background: '#112233', foreground: '#ffffff', is_visible: 'N' },
  }),
  'POST /api/admin/content/faqs': async () => ({ body: { category: 'etc', question: '감사 질문', answer: '감사 답변' } }),
  'POST /api/admin/content/faqs/:faq_sn': async () => ({ params: { faq_sn: await one('select max(faq_sn) from faqs') }, body: { category: 'etc', question: '감사 질문 수정', answer: '감사 답변' } }),
  'POST /api/admin/members/:member_id/sessions/end': async () => ({ params: { member_id: (await createMember(t)).id }, body: { reason: '감사 확인' } }),
  'POST /api/admin/members/:member_id/status': async () => ({ params: { member_id: (await createMember(t)).id }, body: { status: 'suspended', reason: '감사 확인', member_notice: '감사 확인을 위한 정지' } }),
  'POST /api/admin/members/:member_id/role': async () => ({ params: { member_id: (await createMember(t)).id }, body: { role: 'staff', reason: '감사 확인' } }),
  'POST /api/admin/members/:member_id/passes': async () => ({
    params: { member_id: (await createMember(t)).id },
    body: { product_id: await one("select min(product_id) from products where kind = 'pass' and is_active = 'Y'"), reason: '감사 확인' },
  }),
  'POST /api/admin/practice/contests': async () => ({ body: { title: '감사 대회', region: 'kr', month: '2099-01', points_top: [] } }),
  'PUT /api/admin/practice/lectures/:lc_no/stocks': async () => ({ params: { lc_no: await one('select min(lc_no) from lectures') }, body: { items: [{ region: 'kr', code: '005930' }] } }),
  'POST /api/admin/quiz': async () => ({
    body: { course_sn: await one('select min(course_sn) from courses'), lc_no: null, title: '감사 퀴즈', pass_percent: 60, questions: [{ prompt: '1+1?', choices: ['1', '2'], answer: 1, explanation: '' }] },
  }),
  'POST /api/admin/site/notices': async () => ({ body: { category: 'service', title: '감사 공지', body: '본문' } }),
  'POST /api/admin/site/notices/:notice_sn': async () => ({ params: { notice_sn: await one('select max(notice_sn) from notices') }, body: { category: 'service', title: '감사 공지 수정', body: '본문' } }),
  'PUT /api/admin/subscription-plans/:plan_sn': async () => {
    const plan = await t.database.pool.query<{ plan_sn: number; name: string }>('select plan_sn, name from subscription_plans order by plan_sn limit 1');
    return { params: { plan_sn: plan.rows[0]!.plan_sn }, body: { name: plan.rows[0]!.name, on_sale: true, first_price: null, next_price: null } };
  },
  'PUT /api/admin/lectures/:lc_no/subtitles/:lang': async () => ({ params: { lc_no: await one('select min(lc_no) from lectures'), lang: 'en' }, body: { content: VTT } }),
  'POST /api/admin/legal/:type': async () => ({
    params: { type: 'terms' },
    body: { title: '이용약관', html: '<p>감사 확인을 위한 약관 본문입니다.</p>', effective_on: daysAhead(30), summary: '감사 확인' },
  }),
  'POST /api/admin/content/events': async () => ({ body: event() }),
  'POST /api/admin/content/events/:event_sn': async () => {
    const created = await asAdmin<{ event_sn: number; event_type: string }>('POST', '/api/admin/content/events', event());
    return { params: { event_sn: created.event_sn }, body: { ...event(), event_type: created.event_type, title: '감사 이벤트 수정' } };
  },
  'POST /api/admin/content/seminars': async () => ({ body: seminar(10) }),
  'POST /api/admin/content/seminars/:seminar_sn': async () => {
    const created = await asAdmin<{ seminar_sn: number }>('POST', '/api/admin/content/seminars', seminar(10));
    return { params: { seminar_sn: created.seminar_sn }, body: seminar(20) };
  },
  'POST /api/admin/content/seminars/:seminar_sn/registrations/:id/attendance': async () => {
    const { seminar_sn } = await asAdmin<{ seminar_sn: number }>('POST', '/api/admin/content/seminars', seminar(10));
    await asAdmin('POST', `/api/my/seminar/${seminar_sn}`, {}, await login(t, await createMember(t)));
    const id = await one(`select max(id) from seminar_registrations where seminar_sn = ${seminar_sn}`);
    return { params: { seminar_sn, id }, body: { attended: true } };
  },
  'POST /api/admin/content/faqs/:faq_sn/delete': async () => {
    const { faq_sn } = await asAdmin<{ faq_sn: number }>('POST', '/api/admin/content/faqs', { category: 'etc', question: '지울 질문', answer: '답' });
    return { params: { faq_sn } };
  },
  'DELETE /api/admin/lectures/:lc_no/subtitles/:lang': async () => {
    const lc_no = await one('select max(lc_no) from lectures');
    await asAdmin('PUT', `/api/admin/lectures/${lc_no}/subtitles/ko`, { content: VTT });
    return { params: { lc_no, lang: 'ko' } };
  },
  'POST /api/admin/catalogue/courses': async () => ({ body: await course() }),
  'POST /api/admin/catalogue/courses/:course_sn': async () => {
    const created = await asAdmin<{ course_sn: number; lectures: { lc_no: number }[] }>('POST', '/api/admin/catalogue/courses', await course());
    const body = await course();
    return { params: { course_sn: created.course_sn }, body: { ...body, title: '감사 강의 수정', lectures: [{ ...body.lectures[0]!, lc_no: created.lectures[0]!.lc_no }] } };
  },
  'POST /api/admin/moderation/comments/:co_sn': async () => {
    const { tokens, lcNo } = await memberWithPass();
    const { co_sn } = await asAdmin<{ co_sn: number }>('PUT', '/api/board/comment', { lc_no: lcNo, comment: '가려질 댓글' }, tokens);
    return { params: { co_sn }, body: { action: 'hide', reason: '감사 확인' } };
  },
  'POST /api/admin/site/inquiries/:inquiry_sn/answer': async () => {
    const member = await login(t, await createMember(t));
    const { inquiry_sn } = await asAdmin<{ inquiry_sn: number }>('POST', '/api/my/cs/inquiry', { category: 'payment', title: '환불 문의', contents: '환불이 되나요?' }, member);
    return { params: { inquiry_sn }, body: { answer: '됩니다.' } };
  },
  'POST /api/admin/qna/questions/:question_sn/answer': async () => {
    const { tokens, lcNo } = await memberWithPass();
    const { question_sn } = await asAdmin<{ question_sn: number }>('POST', `/api/qna/lecture/${lcNo}`, { title: '감사 질문', body: '내용', moment_sec: 1 }, tokens);
    return { params: { question_sn }, body: { body: '감사 답변' } };
  },
  'POST /api/admin/commerce/orders/:order_id/refund': async () => ({ params: { order_id: (await paidOrder()).orderId }, body: { mode: 'full', reason: '감사 확인' } }),
  'POST /api/admin/commerce/refund-reviews/:id/approve': async () => ({ params: { id: await refundReview() }, body: { mode: 'full', reason: '감사 확인' } }),
  'POST /api/admin/commerce/refund-reviews/:id/refuse': async () => ({ params: { id: await refundReview() }, body: { answer: '기준대로만 환불할 수 있습니다.' } }),
  'POST /api/admin/practice/contests/:contest_id/close': async () => {
    const { id } = await asAdmin<{ id: number }>('POST', '/api/admin/practice/contests', { title: '감사 마감 대회', region: 'us', month: daysAhead(0).slice(0, 7), points_top: [] });
    // The month ends: the round is moved into the past rather than the clock forward (as the contest's own test does).
    await t.database.pool.query("update practice_contests set month = '2020-01' where id = $1", [id]);
    return { params: { contest_id: id } };
  },
  'POST /api/admin/notifications/sends': async () => ({ body: { segment: { type: 'subscribers' }, kind: 'notice', title: '감사 알림', body: '감사 확인', link: '/my' } }),
  'POST /api/admin/videos': async () => ({ body: { title: '감사 영상.mp4', size_bytes: 1000 } }),
  'POST /api/admin/videos/:video_id/retry': async () => {
    const { video } = await asAdmin<{ video: { video_id: number } }>('POST', '/api/admin/videos', { title: '실패한 영상.mp4', size_bytes: 1000 });
    // Its processing failed (the worker's verdict on a file that is not a video, set here without a worker).
    await t.database.pool.query("update videos set status = 'failed', error = '영상 파일로 읽을 수 없습니다' where video_id = $1", [video.video_id]);
    return { params: { video_id: video.video_id } };
  },
  'POST /api/admin/subscriptions/:subscription_sn/retry': async () => {
    const sn = await subscription();
    // Its renewal charge failed: retried later by the schedule, or now from the console.
    await t.database.pool.query("update subscriptions set status = 'retrying', retries = 1, next_attempt_at = now() + interval '1 day' where subscription_sn = $1", [sn]);
    return { params: { subscription_sn: sn } };
  },
  // Teacher settlement (decision 118).
  'POST /api/admin/settlement/compute': async () => ({ body: { month: '2020-01' } }),
  'POST /api/admin/settlement/confirm': async () => ({ body: { month: '2020-01' } }),
  'POST /api/admin/settlement/terms': async () => ({ body: { teacher_sn: (await teacherWithAccount()).teacherSn, course_sn: null, teacher_share_pct: 50, valid_from: '2030-01-01' } }),
  'PUT /api/admin/settlement/payees/:teacher_sn': async () => ({
    params: { teacher_sn: (await teacherWithAccount()).teacherSn },
    body: { payee_type: 'individual', real_name: '감사정산', id_number: '9001011234567', bank_code: '004', account_no: '123456789012' },
  }),
  'POST /api/admin/settlement/statements/:statement_id/corrections': async () => ({ params: { statement_id: await confirmedStatement() }, body: { won: -100, note: '감사 정정' } }),
  'POST /api/admin/settlement/statements/:statement_id/tax-invoice': async () => ({ params: { statement_id: await confirmedStatement() }, body: { tax_invoice_no: '20260210-00000002' } }),
  'POST /api/admin/settlement/statements/:statement_id/paid': async () => ({ params: { statement_id: await confirmedStatement() } }),
};

/**
 * The one console write not walked: the tus upload's creation answers the tus protocol (201 and a Location), not the
 * JSON envelope, and its audit row is the registration's (POST /api/admin/videos, walked above). Every other write sets
 * up its story above with the API; this list is fixed, so a new console write must get a recipe.
 */
const NEEDS_A_STORY = new Set([
  'POST /api/admin/videos/upload',
  // The operator's review of a teacher's draft needs a teacher with a submitted draft first: walked, with its
  // studio.* admin_changes rows, in modules/studio/studio.test.ts (the teacher's own writes are on /api/studio).
  'POST /api/admin/course-reviews/:version_sn/return',
  'POST /api/admin/course-reviews/:version_sn/approve',
  'POST /api/admin/course-reviews/:version_sn/publish',
]);

describe('every console write is audited', () => {
  it('the contracts declare every console write the app registers', () => {
    const declared = new Set(consoleWrites().map(key));
    const registered = t.app.adminRoutes.filter((r) => r.method !== 'GET').map((r) => key({ method: r.method, path: r.url }));
    // The resumable upload's chunks (tus PATCH) are a byte stream, not a contract call; the upload itself is audited.
    expect(registered.filter((r) => !declared.has(r))).toEqual(['PATCH /api/admin/videos/upload/:upload_id']);
    expect([...declared].filter((d) => !registered.includes(d))).toEqual([]);
  });

  it('each has a recipe here or is one of the writes that need a story first', () => {
    const missing = consoleWrites().map(key).filter((k) => !(k in RECIPES) && !NEEDS_A_STORY.has(k));
    expect(missing).toEqual([]);
  });

  it('performed as an admin with valid input, each answers 0000 and leaves its admin_changes row by that admin', async () => {
    const byKey = new Map(consoleWrites().map((e) => [key(e), e]));
    const failures: string[] = [];
    for (const [k, recipe] of Object.entries(RECIPES)) {
      const e = byKey.get(k);
      if (!e) {
        failures.push(`${k}: no such console write in the contracts`);
        continue;
      }
      const input = await recipe().catch((err: unknown) => err as Error);
      if (input instanceof Error) {
        failures.push(`${k}: recipe failed: ${input.message}`);
        continue;
      }
      const { params, body } = input;
      const rows = await one(`select count(*) from admin_changes where actor_id = ${adminId}`);
      const res = await t.request({ method: e.method, url: fillPath(e.path, params), headers: bearer(admin), ...(body ? { payload: body } : {}) });
      const code = res.json<{ code: string }>().code;
      if (code !== '0000') failures.push(`${k}: answered ${code} ${res.json<{ message: string }>().message}`);
      else if ((await one(`select count(*) from admin_changes where actor_id = ${adminId}`)) <= rows) failures.push(`${k}: no admin_changes row`);
    }
    expect(failures).toEqual([]);
  });
});
