import { type EventListQuery, eventTabs, KOREA_TIME_ZONE, type SeminarApplyResponse, type SeminarDetail, type SeminarItem, type SeminarListResponse } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import {
  activeRegistration,
  claimDueReminders,
  contactOf,
  insertRegistration,
  lockSeminar,
  promoteFirstWaiting,
  seatsTaken,
  seminarById,
  seminarPage,
  setRegistrationState,
  waitingNo,
} from './events.queries.ts';

type SeminarRow = Awaited<ReturnType<typeof seminarPage>>['rows'][number];

const koreanDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KOREA_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function toItem(r: SeminarRow): SeminarItem {
  return {
    seminar_sn: r.seminarSn,
    title: r.title,
    summary: r.summary,
    speaker: r.speaker,
    place: r.place,
    held_at: r.heldAt.toISOString(),
    held_at_label: koreanDateTime.format(r.heldAt),
    apply_from: r.applyFrom,
    apply_until: r.applyUntil,
    status: r.status,
    status_label: r.status === 'ongoing' ? '신청 중' : eventTabs[r.status],
    capacity: r.capacity,
    seats_taken: r.seatsTaken,
    waiting_count: r.waitingCount,
    is_demo: r.isDemo === 'Y' ? 'Y' : 'N',
  };
}

/**
 * Seminars (docs/decisions/031): seats under a row lock on the seminar, so the last seat goes to
 * exactly one member; a waiting list that moves up when a seat frees; a reminder the day before.
 */
export class SeminarService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly mail: MailSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(q: EventListQuery): Promise<SeminarListResponse> {
    const { rows, total } = await seminarPage(this.db, q.tab, q.page, q.size);
    return { tab: q.tab, items: rows.map(toItem), total, page: q.page, size: q.size };
  }

  async detail(seminarSn: number, memberId: number | null): Promise<SeminarDetail> {
    const row = await seminarById(this.db, seminarSn);
    if (!row) throw new AppError('SEMINAR_NOT_FOUND');
    const mine = await this.mine(seminarSn, memberId);
    return { ...toItem(row), body: row.body, ...mine };
  }

  private async mine(seminarSn: number, memberId: number | null): Promise<Omit<SeminarApplyResponse, 'seminar_sn'>> {
    const reg = memberId === null ? undefined : await activeRegistration(this.db, seminarSn, memberId);
    if (!reg) return { my_state: 'none', my_waiting_no: null };
    if (reg.state === 'waiting') return { my_state: 'waiting', my_waiting_no: await waitingNo(this.db, seminarSn, reg.id) };
    return { my_state: 'applied', my_waiting_no: null };
  }

  async apply(memberId: number, seminarSn: number, waitlist: boolean): Promise<SeminarApplyResponse> {
    try {
      await this.db.transaction(async (tx) => {
        const seminar = await lockSeminar(tx, seminarSn);
        if (!seminar) throw new AppError('SEMINAR_NOT_FOUND');
        if (seminar.status !== 'ongoing') throw new AppError('SEMINAR_NOT_OPEN');
        if (await activeRegistration(tx, seminarSn, memberId)) throw new AppError('SEMINAR_ALREADY_APPLIED');
        const full = (await seatsTaken(tx, seminarSn)) >= seminar.capacity;
        if (full && !waitlist) throw new AppError('SEMINAR_FULL');
        await insertRegistration(tx, seminarSn, memberId, full ? 'waiting' : 'applied');
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new AppError('SEMINAR_ALREADY_APPLIED');
      throw err;
    }
    return { seminar_sn: seminarSn, ...(await this.mine(seminarSn, memberId)) };
  }

  /** Cancels the member's seat or place in line; a freed seat goes to the first in line. */
  async cancel(memberId: number, seminarSn: number): Promise<SeminarApplyResponse> {
    const promoted = await this.db.transaction(async (tx) => {
      const seminar = await lockSeminar(tx, seminarSn);
      if (!seminar) throw new AppError('SEMINAR_NOT_FOUND');
      if (seminar.status === 'ended') throw new AppError('SEMINAR_NOT_OPEN');
      const reg = await activeRegistration(tx, seminarSn, memberId);
      if (!reg) throw new AppError('SEMINAR_NOT_APPLIED');
      await setRegistrationState(tx, reg.id, 'cancelled');
      if (reg.state !== 'applied') return null;
      return (await seatsTaken(tx, seminarSn)) < seminar.capacity ? promoteFirstWaiting(tx, seminarSn) : null;
    });
    if (promoted) await this.tellPromoted(promoted.memberId, seminarSn);
    return { seminar_sn: seminarSn, my_state: 'none', my_waiting_no: null };
  }

  /** Moves waiting members into seats left free (an operator raised the capacity); tells each. Returns how many moved. */
  async fillFreeSeats(seminarSn: number): Promise<number> {
    const promoted = await this.db.transaction(async (tx) => {
      const seminar = await lockSeminar(tx, seminarSn);
      if (!seminar || seminar.status === 'ended') return [];
      const moved: { memberId: number }[] = [];
      for (let free = seminar.capacity - (await seatsTaken(tx, seminarSn)); free > 0; free--) {
        const next = await promoteFirstWaiting(tx, seminarSn);
        if (!next) break;
        moved.push(next);
      }
      return moved;
    });
    for (const p of promoted) await this.tellPromoted(p.memberId, seminarSn);
    return promoted.length;
  }

  private async tellPromoted(memberId: number, seminarSn: number): Promise<void> {
    const [contact, seminar] = await Promise.all([contactOf(this.db, memberId), seminarById(this.db, seminarSn)]);
    if (!contact?.hpno || !seminar) return;
    await this.sms
      .send({ to: contact.hpno, text: `[투자학교] 대기하신 세미나 "${seminar.title}"에 자리가 생겨 신청이 확정되었습니다.` })
      .catch((err: unknown) => this.log.warn({ err }, 'seminar promotion sms failed'));
  }

  /**
   * Sends the day-before reminders (SMS, and mail as well). Each registration is claimed by
   * stamping it first, so two processes running this together never send one twice.
   */
  async sendReminders(): Promise<number> {
    const due = await claimDueReminders(this.db);
    for (const r of due) {
      const contact = await contactOf(this.db, r.memberId);
      if (!contact || contact.status !== 'active') continue;
      const text = `[투자학교] 내일 ${koreanDateTime.format(r.heldAt)} "${r.title}" 세미나가 ${r.place}에서 열립니다.`;
      if (contact.hpno) await this.sms.send({ to: contact.hpno, text }).catch((err: unknown) => this.log.warn({ err }, 'seminar reminder sms failed'));
      await this.mail.send({ to: contact.email, subject: '[투자학교] 내일 세미나 안내', text }).catch((err: unknown) => this.log.warn({ err }, 'seminar reminder mail failed'));
    }
    return due.length;
  }
}
