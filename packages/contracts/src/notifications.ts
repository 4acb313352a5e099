import { z } from 'zod';
import './zod-locale.ts';
import { idParam } from './id-param.ts';
import { yesNo } from './menu.ts';
import { emptyAsUnset, page } from './play-fields.ts';

/*
 * The notification centre (issue 47 item 3, docs/decisions/125): the member's list and bell, and which kinds reach
 * them by which channel. 광고성 정보 (`ad`) is a kind of its own: it needs the 광고성 정보 수신 consent (내 정보) and,
 * between 21:00 and 08:00, the night consent kept here.
 */

export const noticeKinds = ['payment', 'refund', 'inquiry', 'qna', 'subscription', 'account', 'live', 'notice', 'ad'] as const;
export type NoticeKind = (typeof noticeKinds)[number];
export const noticeChannels = ['inapp', 'talk', 'mail', 'push'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  payment: '결제·가상계좌 입금',
  refund: '환불',
  inquiry: '1:1 문의 답변',
  qna: '강의 질문 답변',
  subscription: '구독 자동 결제·가격 변경',
  account: '계정 안내 (휴면 전환 예정)',
  live: '라이브 수업 시작 (알림 신청한 수업)',
  notice: '운영 공지',
  ad: '광고성 정보 (이벤트·할인)',
};
export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = { inapp: '알림함', talk: '알림톡·문자', mail: '메일', push: '앱 푸시' };

const on = { inapp: 'Y', talk: 'N', mail: 'Y', push: 'Y' } as const;
/** A member's choices before they change any (no row). 광고 is off everywhere until chosen. */
export const NOTICE_DEFAULTS: Record<NoticeKind, Record<NoticeChannel, 'Y' | 'N'>> = {
  payment: on,
  refund: on,
  inquiry: on,
  qna: on,
  subscription: { ...on, talk: 'Y' },
  account: on,
  // Asked for by the member on the class: the list, push and 알림톡 (10 minutes is too short for a mail to be read).
  live: { inapp: 'Y', talk: 'Y', mail: 'N', push: 'Y' },
  notice: on,
  ad: { inapp: 'N', talk: 'N', mail: 'N', push: 'N' },
};
/**
 * Channels a member cannot turn off: every notice about the member's own account is in the list (알림함), and the
 * notice before an automatic payment always goes by mail (전자상거래법: the buyer must be told before a renewal).
 */
export const NOTICE_FIXED: Partial<Record<NoticeKind, readonly NoticeChannel[]>> = {
  payment: ['inapp'],
  refund: ['inapp'],
  inquiry: ['inapp'],
  qna: ['inapp'],
  subscription: ['inapp', 'mail'],
  // The dormancy notice is mailed by the dormancy job whatever the choices (개인정보 유효기간제, decision 071).
  account: ['inapp', 'mail'],
};
/** How long a notice stays in the list. */
export const NOTIFICATION_KEEP_DAYS = 90;

export const notificationListQuery = z.strictObject({
  page: emptyAsUnset(page),
  size: emptyAsUnset(z.coerce.number({ message: '조회 개수는 숫자여야 합니다.' }).int().min(1, { message: '조회 개수는 1 이상이어야 합니다.' }).max(50, { message: '조회 개수는 50 이하여야 합니다.' }).default(20)),
  /** unread: only the ones not read yet. */
  filter: emptyAsUnset(z.enum(['all', 'unread'], { message: '목록 구분은 all 또는 unread입니다.' }).default('all')),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  body: z.string(),
  /** A path of this site (what the notice is about). */
  link: z.string(),
  created_at: z.string(),
  read: yesNo,
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationList = z.object({ list: z.array(notificationItem), total: z.number().int(), page: z.number().int(), size: z.number().int(), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;
export const notificationUnread = z.object({ unread: z.number().int() });
export const notificationIdParams = z.strictObject({ id: idParam('알림') });

const choice = z.strictObject({
  kind: z.enum(noticeKinds, { message: '알림 종류가 올바르지 않습니다.' }),
  channel: z.enum(noticeChannels, { message: '알림 수단이 올바르지 않습니다.' }),
  enabled: yesNo,
});
export const notificationPrefs = z.object({
  choices: z.array(choice.extend({ fixed: yesNo })),
  ad: z.object({
    /** 광고성 정보 수신 동의 (changed on 내 정보, with its history). */
    consent: yesNo,
    /** 야간(21–08시) 광고성 정보 수신 동의. */
    night: yesNo,
    night_changed_at: z.string().nullable(),
  }),
});
export type NotificationPrefs = z.infer<typeof notificationPrefs>;
/** The choices the member changes (any subset) and the night consent. */
export const notificationPrefsBody = z.strictObject({
  choices: z.array(choice).max(noticeKinds.length * noticeChannels.length, { message: '알림 설정이 너무 많습니다.' }),
  ad_night: yesNo,
});
export type NotificationPrefsBody = z.infer<typeof notificationPrefsBody>;
