import { endpoint } from '../endpoint.ts';

// The member's own notification choices (apps/api/src/modules/notices): which notices, by which channel.

export const settings = endpoint({
  method: 'GET',
  path: '/api/my/notifications',
  response: 'notificationSettings',
  summary: '알림 설정',
  tags: ['my'],
  bearer: true,
});

/** All the choices at once. */
export const saveSettings = endpoint({
  method: 'PUT',
  path: '/api/my/notifications',
  body: 'notificationSettings',
  response: 'notificationSettings',
  summary: '알림 설정 변경',
  tags: ['my'],
  bearer: true,
});
