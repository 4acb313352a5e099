import { endpoint } from '../endpoint.ts';

// The weekly goal, its streak and the weekly summary mail (apps/api/src/modules/goals).

export const status = endpoint({
  method: 'GET',
  path: '/api/goals',
  response: 'goalStatus',
  summary: '주간 학습 목표와 연속 달성 주',
  tags: ['goals'],
  bearer: true,
});

export const set = endpoint({
  method: 'PUT',
  path: '/api/goals',
  body: 'goalBody',
  response: 'goalStatus',
  summary: '주간 학습 목표(분) 정하기',
  tags: ['goals'],
  bearer: true,
});

export const mail = endpoint({
  method: 'PUT',
  path: '/api/goals/mail',
  body: 'weeklyMailBody',
  response: 'goalStatus',
  summary: '주간 학습 요약 메일 받기·그만 받기',
  tags: ['goals'],
  bearer: true,
  errors: ['GOAL_MAIL_NEEDS_MARKETING'],
});

/** The 수신거부 link of the mail: works without signing in. */
export const unsubscribe = endpoint({
  method: 'POST',
  path: '/api/goals/unsubscribe',
  body: 'unsubscribeBody',
  response: 'unsubscribed',
  summary: '주간 학습 요약 메일 수신거부 (메일의 링크)',
  tags: ['goals'],
  errors: ['GOAL_UNSUBSCRIBE_INVALID'],
});
