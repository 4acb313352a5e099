import { eventTabs, type EventDetail, type EventItem, type EventListQuery, type EventListResponse, type HomeBannersResponse, type ParticipationResponse } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { benefitOf, type BenefitGranter } from './events.benefits.ts';
import { eventById, eventByType, eventPage, insertBenefitGrant, insertParticipation, participationOf, visibleBanners } from './events.queries.ts';

type EventRow = Awaited<ReturnType<typeof eventPage>>['rows'][number];

function toItem(r: EventRow): EventItem {
  return {
    event_sn: r.eventSn,
    event_type: r.eventType,
    title: r.title,
    summary: r.summary,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    status: r.status,
    status_label: eventTabs[r.status],
    benefit_label: r.benefitLabel,
    participant_count: r.participantCount,
    is_demo: r.isDemo === 'Y' ? 'Y' : 'N',
  };
}

/**
 * Events (docs/decisions/030): lists by tab in Korea time, and participation once per member,
 * with the event's benefit granted in the same transaction.
 */
export class EventService {
  constructor(
    private readonly db: Db,
    private readonly benefits: BenefitGranter,
  ) {}

  async list(q: EventListQuery): Promise<EventListResponse> {
    const { rows, total } = await eventPage(this.db, q.tab, q.page, q.size);
    return { tab: q.tab, items: rows.map(toItem), total, page: q.page, size: q.size };
  }

  async detail(eventSn: number): Promise<EventDetail> {
    const row = await eventById(this.db, eventSn);
    if (!row) throw new AppError('EVENT_NOT_FOUND');
    return { ...toItem(row), body: row.body };
  }

  async participation(memberId: number, eventType: string): Promise<ParticipationResponse> {
    const event = await eventByType(this.db, eventType);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const row = await participationOf(this.db, event.eventSn, memberId);
    return { event_type: eventType, participated: row ? 'Y' : 'N', participated_at: row?.createdAt.toISOString() ?? null, benefit_label: event.benefitLabel };
  }

  async participate(memberId: number, eventType: string): Promise<ParticipationResponse> {
    const event = await eventByType(this.db, eventType);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    if (event.status !== 'ongoing') throw new AppError('EVENT_NOT_OPEN');
    const benefit = benefitOf(event.benefitKind, event.benefitValue);
    // The operator who set an event's benefit cannot take it on their own account (decision 080).
    if (benefit && event.benefitSetBy === memberId) throw new AppError('EVENT_OWN_BENEFIT');
    try {
      const createdAt = await this.db.transaction(async (tx) => {
        const row = await insertParticipation(tx, event.eventSn, memberId);
        if (!row) throw new AppError('EVENT_ALREADY_JOINED');
        if (benefit) {
          const state = await this.benefits.grant(tx, { memberId, eventSn: event.eventSn, benefit, description: `이벤트 참여 혜택 (${eventType})` });
          const value = benefit.kind === 'points' ? String(benefit.amount) : benefit.couponCode;
          await insertBenefitGrant(tx, { participationId: row.id, memberId, kind: benefit.kind, value, state });
        }
        return row.createdAt;
      });
      return { event_type: eventType, participated: 'Y', participated_at: createdAt.toISOString(), benefit_label: event.benefitLabel };
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new AppError('EVENT_ALREADY_JOINED');
      throw err;
    }
  }

  async banners(): Promise<HomeBannersResponse> {
    const rows = await visibleBanners(this.db);
    return {
      items: rows.map((b) => ({
        banner_sn: b.bannerSn,
        title: b.title,
        subtitle: b.subtitle,
        link: b.link,
        background: b.background,
        foreground: b.foreground,
        is_demo: b.isDemo === 'Y' ? 'Y' : 'N',
      })),
    };
  }
}
