import type { AdminBanner, AdminEventDetail, AdminFaq, AdminSeminarDetail, BannerBody, EventBody, FaqBody, SeminarBody } from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import * as q from './admin-content.queries.ts';

const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** What the console needs of the seminar service: filling seats freed by a larger capacity, with its notices. */
export interface SeatFiller {
  fillFreeSeats(seminarSn: number): Promise<number>;
}

/**
 * Events, seminars (with attendance), FAQ and home banners in the console (docs/decisions/067). Each
 * save is one transaction with its audit row; the public pages read the same tables, so they follow at once.
 */
export class AdminContentService {
  constructor(
    private readonly db: Db,
    private readonly seats: SeatFiller,
  ) {}

  // ── events ─────────────────────────────────────────────────────────────
  async event(eventSn: number): Promise<AdminEventDetail> {
    const row = await q.eventDetail(this.db, eventSn);
    if (!row) throw new AppError('ADMIN_EVENT_NOT_FOUND');
    return {
      event_sn: row.eventSn,
      event_type: row.eventType,
      title: row.title,
      summary: row.summary,
      body: row.body,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      benefit_kind: row.benefitKind === 'points' || row.benefitKind === 'coupon' ? row.benefitKind : null,
      benefit_value: row.benefitValue,
      benefit_label: row.benefitLabel,
      participants: row.participants,
      is_demo: yn(row.isDemo),
    };
  }

  async saveEvent(actor: Actor, eventSn: number | null, body: EventBody): Promise<AdminEventDetail> {
    const saved = await this.db.transaction(async (tx) => {
      if (await q.eventTypeTaken(tx, body.event_type, eventSn)) throw new AppError('ADMIN_EVENT_TYPE_TAKEN');
      if (body.benefit_kind === 'coupon' && !(await q.couponCodeExists(tx, body.benefit_value ?? ''))) throw new AppError('ADMIN_EVENT_COUPON_MISSING');
      if (eventSn === null) {
        const created = await q.insertEvent(tx, body, actor.memberId);
        await recordChange(tx, actor, { action: 'event.create', targetType: 'event', targetId: created, after: body });
        return created;
      }
      const before = await q.eventDetail(tx, eventSn, true);
      if (!before) throw new AppError('ADMIN_EVENT_NOT_FOUND');
      // Members reach their participation by the event's address (/my/user/event/{type}).
      if (before.participants > 0 && before.eventType !== body.event_type) throw new AppError('ADMIN_EVENT_TYPE_LOCKED');
      const benefitChanged = before.benefitKind !== body.benefit_kind || (body.benefit_kind !== null && before.benefitValue !== body.benefit_value);
      await q.updateEvent(tx, eventSn, body, !body.benefit_kind ? null : benefitChanged ? actor.memberId : undefined);
      await recordChange(tx, actor, { action: 'event.update', targetType: 'event', targetId: eventSn, before, after: body });
      return eventSn;
    });
    return this.event(saved);
  }

  // ── seminars ───────────────────────────────────────────────────────────
  async seminar(seminarSn: number): Promise<AdminSeminarDetail> {
    const row = await q.seminarDetail(this.db, seminarSn);
    if (!row) throw new AppError('SEMINAR_NOT_FOUND');
    const registrations = await q.registrationsOf(this.db, seminarSn);
    return {
      seminar_sn: row.seminarSn,
      title: row.title,
      summary: row.summary,
      body: row.body,
      speaker: row.speaker,
      place: row.place,
      held_at: row.heldAt,
      apply_from: row.applyFrom,
      apply_until: row.applyUntil,
      capacity: row.capacity,
      is_demo: yn(row.isDemo),
      registrations: registrations.map((r) => ({
        id: r.id,
        email: r.email,
        nickname: r.nickname ?? '',
        state: r.state as AdminSeminarDetail['registrations'][number]['state'],
        created_at: r.createdAt.toISOString(),
        attended_at: r.attendedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Saves a seminar; a larger capacity moves waiting members up at once (they are told, as on a cancellation). */
  async saveSeminar(actor: Actor, seminarSn: number | null, body: SeminarBody): Promise<AdminSeminarDetail> {
    const saved = await this.db.transaction(async (tx) => {
      if (seminarSn === null) {
        const created = await q.insertSeminar(tx, body);
        await recordChange(tx, actor, { action: 'seminar.create', targetType: 'seminar', targetId: created, after: body });
        return created;
      }
      const before = await q.seminarDetail(tx, seminarSn, true);
      if (!before) throw new AppError('SEMINAR_NOT_FOUND');
      if (body.capacity < (await q.appliedCount(tx, seminarSn))) throw new AppError('ADMIN_SEMINAR_CAPACITY');
      await q.updateSeminar(tx, seminarSn, body);
      await recordChange(tx, actor, { action: 'seminar.update', targetType: 'seminar', targetId: seminarSn, before, after: body });
      return seminarSn;
    });
    await this.seats.fillFreeSeats(saved);
    return this.seminar(saved);
  }

  async attendance(actor: Actor, seminarSn: number, id: number, attended: boolean): Promise<AdminSeminarDetail> {
    await this.db.transaction(async (tx) => {
      const before = await q.lockRegistration(tx, seminarSn, id);
      if (!before) throw new AppError('ADMIN_REGISTRATION_NOT_FOUND');
      if (before.state !== 'applied') throw new AppError('ADMIN_REGISTRATION_NOT_APPLIED');
      await q.setAttended(tx, id, attended);
      await recordChange(tx, actor, { action: attended ? 'seminar.attend' : 'seminar.unattend', targetType: 'seminar_registration', targetId: id, before: { attended_at: before.attendedAt } });
    });
    return this.seminar(seminarSn);
  }

  // ── FAQ ────────────────────────────────────────────────────────────────
  async faqs(): Promise<{ list: AdminFaq[] }> {
    const rows = await q.allFaqs(this.db);
    return {
      list: rows.map((r) => ({ faq_sn: r.faqSn, category: r.category as AdminFaq['category'], question: r.question, answer: r.answer, sort_order: r.sortOrder, is_demo: yn(r.isDemo) })),
    };
  }

  async saveFaq(actor: Actor, faqSn: number | null, body: FaqBody): Promise<{ faq_sn: number }> {
    return this.db.transaction(async (tx) => {
      if (faqSn === null) {
        const created = await q.insertFaq(tx, body);
        await recordChange(tx, actor, { action: 'faq.create', targetType: 'faq', targetId: created, after: body });
        return { faq_sn: created };
      }
      const before = await q.lockFaq(tx, faqSn);
      if (!before) throw new AppError('ADMIN_FAQ_NOT_FOUND');
      await q.updateFaq(tx, faqSn, body);
      await recordChange(tx, actor, { action: 'faq.update', targetType: 'faq', targetId: faqSn, before, after: body });
      return { faq_sn: faqSn };
    });
  }

  async deleteFaq(actor: Actor, faqSn: number): Promise<{ faq_sn: number }> {
    return this.db.transaction(async (tx) => {
      const before = await q.lockFaq(tx, faqSn);
      if (!before) throw new AppError('ADMIN_FAQ_NOT_FOUND');
      await q.deleteFaq(tx, faqSn);
      await recordChange(tx, actor, { action: 'faq.delete', targetType: 'faq', targetId: faqSn, before });
      return { faq_sn: faqSn };
    });
  }

  // ── home banners ───────────────────────────────────────────────────────
  async banners(): Promise<{ list: AdminBanner[] }> {
    const rows = await q.allBanners(this.db);
    return {
      list: rows.map((r) => ({
        banner_sn: r.bannerSn,
        title: r.title,
        subtitle: r.subtitle,
        link: r.link,
        background: r.background,
        foreground: r.foreground,
        sort_order: r.sortOrder,
        is_visible: yn(r.isVisible),
        is_demo: yn(r.isDemo),
      })),
    };
  }

  async saveBanner(actor: Actor, bannerSn: number | null, body: BannerBody): Promise<{ banner_sn: number }> {
    return this.db.transaction(async (tx) => {
      if (bannerSn === null) {
        const created = await q.insertBanner(tx, body);
        await recordChange(tx, actor, { action: 'banner.create', targetType: 'banner', targetId: created, after: body });
        return { banner_sn: created };
      }
      const before = await q.lockBanner(tx, bannerSn);
      if (!before) throw new AppError('ADMIN_BANNER_NOT_FOUND');
      await q.updateBanner(tx, bannerSn, body);
      await recordChange(tx, actor, { action: 'banner.update', targetType: 'banner', targetId: bannerSn, before, after: body });
      return { banner_sn: bannerSn };
    });
  }
}
