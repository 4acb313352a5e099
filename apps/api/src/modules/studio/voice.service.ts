import type { NewsBody } from '@school/contracts';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { isKoreanNight } from '../../lib/business-days.ts';
import type { StudioService } from './studio.service.ts';
import * as q from './voice.queries.ts';

/** 정보통신망법 §50 ④: an advertising message starts with (광고). */
export const adTitle = (title: string) => `(광고) ${title}`;

/**
 * Learners' voice (decision 122): a teacher answers reviews and 수강전 문의 in public and sends 새소식, all on their own
 * courses only (another teacher's answers "not found"); visitors ask, everyone reads the answers.
 */
export class VoiceService {
  constructor(
    private readonly db: Db,
    private readonly studio: StudioService,
    private readonly events: DomainEvents,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async teacher(memberId: number) {
    return (await this.studio.me(memberId)).teacher_sn;
  }

  async reviews(memberId: number) {
    return { list: await q.reviewsOfTeacher(this.db, await this.teacher(memberId)) };
  }

  async reply(actor: Actor, reviewSn: number, body: string) {
    const teacherSn = await this.teacher(actor.memberId);
    if ((await q.reviewTeacher(this.db, reviewSn)) !== teacherSn) throw new AppError('STUDIO_NOT_FOUND');
    await this.db.transaction(async (tx) => {
      await q.upsertReply(tx, reviewSn, teacherSn, body);
      await recordChange(tx, actor, { action: 'studio.review_reply', targetType: 'course_review', targetId: reviewSn, after: { body } });
    });
    return this.reviews(actor.memberId);
  }

  async inquiries(memberId: number) {
    return { list: await q.inquiries(this.db, { teacherSn: await this.teacher(memberId) }) };
  }

  async answer(actor: Actor, inquirySn: number, answer: string) {
    const teacherSn = await this.teacher(actor.memberId);
    if ((await q.inquiryTeacher(this.db, inquirySn)) !== teacherSn) throw new AppError('STUDIO_NOT_FOUND');
    await this.db.transaction(async (tx) => {
      await q.answerInquiry(tx, inquirySn, answer, actor.memberId);
      await recordChange(tx, actor, { action: 'studio.inquiry_answer', targetType: 'course_inquiry', targetId: inquirySn, after: { answer } });
    });
    return this.inquiries(actor.memberId);
  }

  async news(memberId: number) {
    return { list: await q.newsOfTeacher(this.db, await this.teacher(memberId), 100) };
  }

  /**
   * 새소식 to a course's learners. A promotion carries (광고) and is refused at night (21–08 KST) at posting, whatever
   * night consents learners gave. Delivery (each learner's channels and advertising consent) belongs to the
   * notification centre, which subscribes to `studio.news_posted`.
   */
  async postNews(actor: Actor, body: NewsBody) {
    const teacherSn = await this.teacher(actor.memberId);
    if ((await q.ownCourseTeacher(this.db, body.course_sn)) !== teacherSn) throw new AppError('STUDIO_NOT_FOUND');
    const isAd = body.is_ad === 'Y';
    if (isAd && isKoreanNight(this.now())) throw new AppError('STUDIO_AD_AT_NIGHT');
    const title = isAd ? adTitle(body.title) : body.title;
    const newsSn = await this.db.transaction(async (tx) => {
      const sentCount = await q.enrolledCount(tx, body.course_sn);
      const sn = await q.insertNews(tx, { teacherSn, courseSn: body.course_sn, title, body: body.body, isAd, sentCount, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'studio.news', targetType: 'teacher_news', targetId: sn, after: { course_sn: body.course_sn, title, is_ad: body.is_ad } });
      return sn;
    });
    void this.events.publish('studio.news_posted', { newsSn, teacherSn, courseSn: body.course_sn, title, body: body.body, isAd });
    return this.news(actor.memberId);
  }

  // ── the public side ──
  async courseInquiries(courseSn: number) {
    if ((await q.publishedCourseTeacher(this.db, courseSn)) === undefined) throw new AppError('COURSE_NOT_FOUND');
    return { list: (await q.inquiries(this.db, { courseSn })).map(({ course_title: _t, ...rest }) => rest) };
  }

  async ask(memberId: number, courseSn: number, body: string) {
    if ((await q.publishedCourseTeacher(this.db, courseSn)) === undefined) throw new AppError('COURSE_NOT_FOUND');
    await q.insertInquiry(this.db, courseSn, memberId, body);
    return this.courseInquiries(courseSn);
  }

  async teacherNews(teacherSn: number, size: number) {
    if (!(await q.teacherExists(this.db, teacherSn))) throw new AppError('TEACHER_NOT_FOUND');
    return { list: await q.publicNewsOfTeacher(this.db, teacherSn, size) };
  }
}
