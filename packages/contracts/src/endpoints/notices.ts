import { endpoint } from '../endpoint.ts';

// The notification centre (apps/api/src/modules/notices, docs/decisions/125): the member's list, the bell's count,
// their choices per kind and channel; and the console's sends to a segment.

const my = { tags: ['my'], bearer: true } as const;

export const list = endpoint({ ...my, method: 'GET', path: '/api/my/notifications', query: 'notificationListQuery', response: 'notificationList', summary: '알림함 (최근 90일, 페이지별, 안 읽은 것만)' });

/** Read from the database on every call: two API processes give the same count. */
export const unread = endpoint({ ...my, method: 'GET', path: '/api/my/notifications/unread', response: 'notificationUnread', summary: '안 읽은 알림 수' });

export const markRead = endpoint({
  ...my,
  method: 'POST',
  path: '/api/my/notifications/:id/read',
  params: 'notificationIdParams',
  response: 'notificationUnread',
  summary: '알림 읽음 표시',
  errors: ['NOTIFICATION_NOT_FOUND'],
});

export const markAllRead = endpoint({ ...my, method: 'POST', path: '/api/my/notifications/read-all', response: 'notificationUnread', summary: '알림 모두 읽음' });

export const settings = endpoint({ ...my, method: 'GET', path: '/api/my/notifications/settings', response: 'notificationPrefs', summary: '알림 설정 (종류별·수단별, 광고성 정보)' });

export const saveSettings = endpoint({
  ...my,
  method: 'PUT',
  path: '/api/my/notifications/settings',
  body: 'notificationPrefsBody',
  response: 'notificationPrefs',
  summary: '알림 설정 변경',
  errors: ['NOTIFICATION_FIXED', 'NOTIFICATION_AD_CONSENT_NEEDED'],
});

const console = { tags: ['admin'], bearer: true } as const;

export const adminSend = endpoint({
  ...console,
  method: 'POST',
  path: '/api/admin/notifications/sends',
  body: 'adminNoticeSendBody',
  response: 'adminNoticeSendResult',
  summary: '대상 회원에게 알림 보내기 (강의 구매자, 구독자, 미접속 회원)',
  errors: ['NOTIFICATION_COURSE_NOT_FOUND'],
});

export const adminSends = endpoint({ ...console, method: 'GET', path: '/api/admin/notifications/sends', response: 'adminNoticeSends', summary: '보낸 알림 (최근 50건)' });
