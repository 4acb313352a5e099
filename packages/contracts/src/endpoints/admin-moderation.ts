import { endpoint } from '../endpoint.ts';

// The console's queue of reported lecture comments (apps/api/src/modules/board/moderation.routes.ts).

export const comments = endpoint({
  method: 'GET',
  path: '/api/admin/moderation/comments',
  query: 'moderationQuery',
  response: 'reportedComments',
  summary: '신고된 댓글 (검토 대기, 숨김, 유지)',
  tags: ['admin'],
  bearer: true,
});

export const decide = endpoint({
  method: 'POST',
  path: '/api/admin/moderation/comments/:co_sn',
  params: 'moderationParams',
  body: 'moderationBody',
  response: 'moderationDecided',
  summary: '신고 처리 (숨김, 다시 보이기, 기각)',
  tags: ['admin'],
  bearer: true,
  errors: ['ADMIN_REPORT_NOT_FOUND'],
});
