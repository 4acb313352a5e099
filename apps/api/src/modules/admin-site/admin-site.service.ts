import type { DomainEvents } from '../../lib/domain-events.ts';
import { inquiryCategories, KOREA_TIME_ZONE } from '@school/contracts';
import type { AdminEvents, AdminInquiry, AdminNotice, InquiryAnswerBody, noticeBody } from '@school/contracts/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { csvFile } from '../../lib/csv.ts';
import {
  allNotices,
  answerInquiry,
  eventParticipants,
  eventSummaries,
  eventTitle,
  inquiryPage,
  insertNotice,
  lockInquiry,
  lockNotice,
  seminarApplicants,
  seminarSummaries,
  seminarTitle,
  updateNotice,
} from './admin-site.queries.ts';

type Notice = z.infer<typeof noticeBody>;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const SEOUL = new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const STATE_LABEL: Record<string, string> = { applied: '신청', waiting: '대기', cancelled: '취소' };

/** Notices, 1:1 inquiries, event participants and seminar applicants in the console (docs/decisions/064). */
export class AdminSiteService {
  constructor(
    private readonly db: Db,
    /** Where an answered inquiry is announced (decision 113). */
    private readonly bus?: DomainEvents,
  ) {}

  async notices(): Promise<{ list: AdminNotice[] }> {
    const rows = await allNotices(this.db);
    return {
      list: rows.map((r) => ({
        notice_sn: r.noticeSn,
        category: r.category as AdminNotice['category'],
        title: r.title,
        body: r.body,
        pinned: r.pinned === 'Y' ? 'Y' : 'N',
        posted_at: new Date(r.postedAt).toISOString(),
        is_demo: r.isDemo === 'Y' ? 'Y' : 'N',
      })),
    };
  }

  async saveNotice(actor: Actor, noticeSn: number | null, body: Notice): Promise<{ notice_sn: number }> {
    return this.db.transaction(async (tx) => {
      if (noticeSn === null) {
        const created = await insertNotice(tx, body);
        await recordChange(tx, actor, { action: 'notice.create', targetType: 'notice', targetId: created, after: body });
        return { notice_sn: created };
      }
      const before = await lockNotice(tx, noticeSn);
      if (!before) throw new AppError('NOTICE_NOT_FOUND');
      await updateNotice(tx, noticeSn, body);
      await recordChange(tx, actor, { action: 'notice.update', targetType: 'notice', targetId: noticeSn, before, after: body });
      return { notice_sn: noticeSn };
    });
  }

  async inquiries(state: 'open' | 'answered' | 'all', page: number): Promise<{ total: number; list: AdminInquiry[] }> {
    const rows = await inquiryPage(this.db, state, page);
    return {
      total: rows[0]?.total ?? 0,
      list: rows.map((r) => ({
        inquiry_sn: r.inquirySn,
        email: r.email,
        nickname: r.nickname ?? '',
        category: inquiryCategories[r.category as keyof typeof inquiryCategories] ?? r.category,
        title: r.title,
        contents: r.contents,
        answer: r.answer,
        answered_at: iso(r.answeredAt),
        created_at: new Date(r.createdAt).toISOString(),
      })),
    };
  }

  /** Answers once; the member reads it on /cs/inquiry. A second answer (two operators at once) is refused. */
  async answer(actor: Actor, inquirySn: number, body: InquiryAnswerBody): Promise<{ inquiry_sn: number }> {
    const done = await this.db.transaction(async (tx) => {
      const before = await lockInquiry(tx, inquirySn);
      if (!before) throw new AppError('INQUIRY_NOT_FOUND');
      if (before.answeredAt) throw new AppError('ADMIN_INQUIRY_ANSWERED');
      await answerInquiry(tx, inquirySn, body.answer);
      await recordChange(tx, actor, { action: 'inquiry.answer', targetType: 'inquiry', targetId: inquirySn, after: { answer: body.answer } });
      return { inquiry_sn: inquirySn };
    });
    void this.bus?.publish('inquiry.answered', { inquirySn });
    return done;
  }

  async events(): Promise<AdminEvents> {
    const [events, seminars] = await Promise.all([eventSummaries(this.db), seminarSummaries(this.db)]);
    return {
      events: events.map((e) => ({ event_sn: e.eventSn, title: e.title, starts_on: e.startsOn, ends_on: e.endsOn, participants: e.participants })),
      seminars: seminars.map((s) => ({ seminar_sn: s.seminarSn, title: s.title, held_at: new Date(s.heldAt).toISOString(), capacity: s.capacity, applied: s.applied, waiting: s.waiting })),
    };
  }

  async eventCsv(eventSn: number): Promise<string> {
    const title = await eventTitle(this.db, eventSn);
    if (title === undefined) throw new AppError('EVENT_NOT_FOUND');
    const rows = await eventParticipants(this.db, eventSn);
    return csvFile(['이벤트', '이메일', '이름', '닉네임', '참여 일시'], rows.map((r) => [title, r.email, r.name, r.nickname, SEOUL.format(r.at)]));
  }

  async seminarCsv(seminarSn: number): Promise<string> {
    const title = await seminarTitle(this.db, seminarSn);
    if (title === undefined) throw new AppError('SEMINAR_NOT_FOUND');
    const rows = await seminarApplicants(this.db, seminarSn);
    return csvFile(['세미나', '이메일', '이름', '휴대폰', '상태', '신청 일시'], rows.map((r) => [title, r.email, r.name, r.hpno, STATE_LABEL[r.state] ?? r.state, SEOUL.format(r.at)]));
  }
}

