import { koreanDay } from '@school/contracts';
import { refreshAnalytics } from '../analytics/analytics.aggregate.ts';
import type { Tokens } from '../../test/accounts.ts';
import type { TestContext } from '../../test/test-app.ts';

type Call = <T = unknown>(who: Tokens | null, method: string, url: string, payload?: object) => Promise<{ status: number; body: { code: string; data: T } }>;

/** What teacher A owns when teacher B walks the studio: the ids B's calls name. */
export interface Owned {
  courseSn: number;
  courseTitle: string;
  draftSn: number;
  /** A's draft body, reused as a well-formed body for B's writes (so B is refused for ownership, not input). */
  body: Record<string, unknown>;
  reviewSn: number;
  inquirySn: number;
  /** One of A's lectures (its retention curve) and A's statement (decision 128). */
  lcNo: number;
  statementId: number;
  /** A's coupon (its coupon_sn) and A's batch (decision 137): B may neither end them nor download the batch. */
  couponKey: string;
  batch: string;
  /** A's upload (decision 142): its id and tus upload id. */
  videoId: number;
  uploadId: string;
}

interface Try {
  url: string;
  payload?: object;
  /** For a list of B's own: the answer must not mention this (A's things); otherwise the answer must be `code`. */
  expectOwnList?: RegExp;
  /** The refusal, when the area answers its own not-found rather than the studio's 7401. */
  code?: string;
}

const MARKER = '남의 눈에 띄면 안 되는 초안';

/**
 * Every studio route, as another teacher would call it with teacher A's ids (studio-session.test.ts walks
 * `app.studioRoutes`: a new studio route without a recipe here fails that test).
 */
export const otherTeacherTries = {
  async setUp({ t, call, own, courseSn }: { t: TestContext; call: Call; own: Tokens; courseSn: number }): Promise<Owned> {
    const snap = (await call<{ snapshot: Record<string, unknown> }>(own, 'GET', `/api/studio/courses/${courseSn}`)).body.data.snapshot;
    const body = { ...snap, title: MARKER, course_sn: courseSn };
    const created = await call<{ latest: { draft_sn: number } }>(own, 'POST', '/api/studio/drafts', body);
    if (created.body.code !== '0000') throw new Error(`draft: ${created.body.code}`);
    const review = await t.database.pool.query<{ review_sn: number }>(
      `insert into course_reviews (course_sn, member_id, star, contents) values ($1, $2, 5, '${MARKER} 수강평') returning review_sn`,
      [courseSn, 1],
    );
    const inquiry = await t.database.pool.query<{ inquiry_sn: number }>(
      `insert into course_inquiries (course_sn, member_id, body) values ($1, 1, '${MARKER} 문의') returning inquiry_sn`,
      [courseSn],
    );
    const news = await call(own, 'POST', '/api/studio/news', { course_sn: courseSn, title: `${MARKER} 소식`, body: '본문' });
    if (news.body.code !== '0000') throw new Error(`news: ${news.body.code}`);
    // A's analytics (the job's aggregates, so a refusal is for ownership, not for an empty table), statement and payee.
    await refreshAnalytics(t.database.db, new Date());
    const lecture = await t.database.pool.query<{ lc_no: number; teacher_sn: number }>(
      'select l.lc_no, c.teacher_sn from lectures l join courses c using (course_sn) where l.course_sn = $1 order by l.lc_no limit 1',
      [courseSn],
    );
    const { lc_no: lcNo, teacher_sn: teacherSn } = lecture.rows[0]!;
    const statement = await t.database.pool.query<{ statement_id: number }>(
      `insert into settlement_statements (teacher_sn, month, payee_type, taxable_won, income_tax_won, local_tax_won, payable_won)
       values ($1, '2020-01', 'individual', 123457, 3700, 370, 119387) returning statement_id`,
      [teacherSn],
    );
    await t.database.pool.query(`insert into settlement_payees (teacher_sn, member_id, payee_type) values ($1, 1, 'individual')`, [teacherSn]);
    // A's coupon for the course (decision 132), written directly: the walk's course need not be on sale.
    const coupon = await t.database.pool.query<{ coupon_sn: number }>(
      `insert into coupons (code, name, discount_type, discount_value, product_kind, teacher_sn, course_sn, valid_until)
       values ('WALK-COUPON', '${MARKER} 쿠폰', 'percent', 10, 'course', $1, $2, now() + interval '7 days'),
              ('WALK-BATCH-1', '${MARKER} 쿠폰 묶음', 'percent', 10, 'course', $1, $2, now() + interval '7 days') returning coupon_sn`,
      [teacherSn, courseSn],
    );
    await t.database.pool.query(`update coupons set batch = 'walk-batch' where code = 'WALK-BATCH-1'`);
    const video = await call<{ video: { video_id: number; upload_id: string } }>(own, 'POST', '/api/studio/videos', { title: `${MARKER}.mp4`, size_bytes: 10 });
    if (video.body.code !== '0000') throw new Error(`video: ${video.body.code}`);
    return {
      courseSn,
      courseTitle: String(snap.title),
      draftSn: created.body.data.latest.draft_sn,
      body,
      reviewSn: review.rows[0]!.review_sn,
      inquirySn: inquiry.rows[0]!.inquiry_sn,
      lcNo,
      statementId: statement.rows[0]!.statement_id,
      couponKey: String(coupon.rows[0]!.coupon_sn),
      batch: 'walk-batch',
      videoId: video.body.data.video.video_id,
      uploadId: video.body.data.video.upload_id,
    };
  },
  recipes: {
    'GET /api/studio/me': () => ({ url: '/api/studio/me', expectOwnList: new RegExp(MARKER) }),
    'GET /api/studio/courses': (o) => ({ url: '/api/studio/courses', expectOwnList: new RegExp(`"course_sn":${o.courseSn}[,}]`) }),
    'GET /api/studio/courses/:course_sn': (o) => ({ url: `/api/studio/courses/${o.courseSn}` }),
    'GET /api/studio/drafts': () => ({ url: '/api/studio/drafts', expectOwnList: new RegExp(MARKER) }),
    'POST /api/studio/drafts': (o) => ({ url: '/api/studio/drafts', payload: o.body }),
    'GET /api/studio/drafts/:draft_sn': (o) => ({ url: `/api/studio/drafts/${o.draftSn}` }),
    'PUT /api/studio/drafts/:draft_sn': (o) => ({ url: `/api/studio/drafts/${o.draftSn}`, payload: o.body }),
    'POST /api/studio/drafts/:draft_sn/submit': (o) => ({ url: `/api/studio/drafts/${o.draftSn}/submit` }),
    'GET /api/studio/reviews': () => ({ url: '/api/studio/reviews', expectOwnList: new RegExp(MARKER) }),
    'PUT /api/studio/reviews/:review_sn/reply': (o) => ({ url: `/api/studio/reviews/${o.reviewSn}/reply`, payload: { body: '가로챈 답글' } }),
    'GET /api/studio/inquiries': () => ({ url: '/api/studio/inquiries', expectOwnList: new RegExp(MARKER) }),
    'PUT /api/studio/inquiries/:inquiry_sn/answer': (o) => ({ url: `/api/studio/inquiries/${o.inquirySn}/answer`, payload: { answer: '가로챈 답변' } }),
    'GET /api/studio/news': () => ({ url: '/api/studio/news', expectOwnList: new RegExp(MARKER) }),
    'POST /api/studio/news': (o) => ({ url: '/api/studio/news', payload: { course_sn: o.courseSn, title: '남의 강의에 보내는 소식', body: '본문' } }),
    'GET /api/studio/analytics/courses': (o) => ({ url: '/api/studio/analytics/courses', expectOwnList: new RegExp(`"course_sn":${o.courseSn}[,}]`) }),
    'GET /api/studio/analytics/courses/:course_sn': (o) => ({ url: `/api/studio/analytics/courses/${o.courseSn}`, code: '7500' }),
    'GET /api/studio/analytics/lectures/:lc_no': (o) => ({ url: `/api/studio/analytics/lectures/${o.lcNo}`, code: '7500' }),
    'GET /api/studio/settlement/statements': (o) => ({ url: '/api/studio/settlement/statements', expectOwnList: new RegExp(`"statement_id":${o.statementId}[,}]|119387`) }),
    'GET /api/studio/settlement/statements/:statement_id': (o) => ({ url: `/api/studio/settlement/statements/${o.statementId}`, code: '4115' }),
    'GET /api/studio/settlement/statements/:statement_id/pdf': (o) => ({ url: `/api/studio/settlement/statements/${o.statementId}/pdf`, code: '4115' }),
    'GET /api/studio/settlement/statements/:statement_id/csv': (o) => ({ url: `/api/studio/settlement/statements/${o.statementId}/csv`, code: '4115' }),
    'GET /api/studio/settlement/payee': () => ({ url: '/api/studio/settlement/payee', expectOwnList: /"payee_type"/ }),
    'GET /api/studio/coupons': () => ({ url: '/api/studio/coupons', expectOwnList: new RegExp(`${MARKER}|WALK-COUPON`) }),
    'POST /api/studio/coupons': (o) => ({
      url: '/api/studio/coupons',
      payload: { course_sn: o.courseSn, name: '남의 강의 쿠폰', discount_type: 'percent', discount_value: 10, valid_from: koreanDay(), valid_until: koreanDay(), count: 1 },
      code: '4100',
    }),
    'POST /api/studio/coupons/:key/end': (o) => ({ url: `/api/studio/coupons/${o.couponKey}/end`, code: '3229' }),
    'GET /api/studio/coupons/batch/:batch/codes.csv': (o) => ({ url: `/api/studio/coupons/batch/${o.batch}/codes.csv`, code: '3229' }),
    'GET /api/studio/videos': () => ({ url: '/api/studio/videos', expectOwnList: new RegExp(MARKER) }),
    'POST /api/studio/videos': () => ({ url: '/api/studio/videos', payload: { title: '내 영상.mp4', size_bytes: 10 }, expectOwnList: new RegExp(MARKER) }),
    // tus creation with no registration of B's in Upload-Metadata (studio-media.test.ts sends A's: refused the same).
    'POST /api/studio/videos/upload': () => ({ url: '/api/studio/videos/upload' }),
    'PATCH /api/studio/videos/upload/:upload_id': (o) => ({ url: `/api/studio/videos/upload/${o.uploadId}` }),
    'POST /api/studio/videos/:video_id/retry': (o) => ({ url: `/api/studio/videos/${o.videoId}/retry` }),
    'PUT /api/studio/videos/:video_id/subtitles/:lang': (o) => ({ url: `/api/studio/videos/${o.videoId}/subtitles/ko`, payload: { content: 'WEBVTT\n\n00:00.000 --> 00:01.000\n가로챈 자막\n' } }),
    'DELETE /api/studio/videos/:video_id/subtitles/:lang': (o) => ({ url: `/api/studio/videos/${o.videoId}/subtitles/ko` }),
  } as Record<string, (o: Owned) => Try>,
};
