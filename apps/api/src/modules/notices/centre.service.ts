import { NOTICE_FIXED, noticeChannels, noticeKinds, type NotificationList, type NotificationListQuery, type NotificationPrefs, type NotificationPrefsBody } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { choicesOf, listNotifications, markAllRead, markRead, reachOf, saveChoices, saveNight, unreadCount } from './centre.queries.ts';
import { resolveChoices } from './dispatcher.ts';

const isFixed = (kind: string, channel: string) => (NOTICE_FIXED[kind as keyof typeof NOTICE_FIXED] ?? []).some((c) => c === channel);

/**
 * The member's side of the notification centre (decision 125): their list, the bell's count, their choices. Every
 * read goes to the database (no count kept in a process), so any API process answers the same; every query names
 * the member, so nobody reads or marks another's notices.
 */
export class CentreService {
  constructor(private readonly db: Db) {}

  async list(memberId: number, q: NotificationListQuery): Promise<NotificationList> {
    const page = Number(q.page ?? 1);
    const size = Number(q.size ?? 20);
    const [{ rows, total }, unread] = await Promise.all([listNotifications(this.db, memberId, q.filter === 'unread', size, (page - 1) * size), unreadCount(this.db, memberId)]);
    return {
      list: rows.map((r) => ({ id: r.id, kind: r.kind as NotificationList['list'][number]['kind'], title: r.title, body: r.body, link: r.link, created_at: r.createdAt.toISOString(), read: r.readAt ? 'Y' : 'N' })),
      total,
      page,
      size,
      unread,
    };
  }

  async unread(memberId: number): Promise<{ unread: number }> {
    return { unread: await unreadCount(this.db, memberId) };
  }

  async markRead(memberId: number, id: number): Promise<{ unread: number }> {
    if (!(await markRead(this.db, memberId, id))) throw new AppError('NOTIFICATION_NOT_FOUND');
    return this.unread(memberId);
  }

  async markAllRead(memberId: number): Promise<{ unread: number }> {
    await markAllRead(this.db, memberId);
    return this.unread(memberId);
  }

  async prefs(memberId: number): Promise<NotificationPrefs> {
    const [rows, reach] = await Promise.all([choicesOf(this.db, memberId), reachOf(this.db, memberId)]);
    const chosen = resolveChoices(rows);
    return {
      choices: noticeKinds.flatMap((kind) => noticeChannels.map((channel) => ({ kind, channel, enabled: chosen[kind][channel], fixed: isFixed(kind, channel) ? ('Y' as const) : ('N' as const) }))),
      ad: { consent: reach?.isMarket ? 'Y' : 'N', night: reach?.night ? 'Y' : 'N', night_changed_at: reach?.nightAt?.toISOString() ?? null },
    };
  }

  /**
   * Changes the given choices and the night consent. A fixed channel cannot be turned off; the night consent needs
   * the 광고성 정보 consent first (given on 내 정보). Nothing is saved when anything is refused.
   */
  async savePrefs(memberId: number, body: NotificationPrefsBody): Promise<NotificationPrefs> {
    if (body.choices.some((c) => c.enabled === 'N' && isFixed(c.kind, c.channel))) throw new AppError('NOTIFICATION_FIXED');
    const reach = await reachOf(this.db, memberId);
    if (body.ad_night === 'Y' && !reach?.isMarket) throw new AppError('NOTIFICATION_AD_CONSENT_NEEDED');
    await this.db.transaction(async (tx) => {
      await saveChoices(tx, memberId, body.choices);
      await saveNight(tx, memberId, body.ad_night);
    });
    return this.prefs(memberId);
  }
}
