import { endpoint } from '../endpoint.ts';

// Lecture comments (apps/api/src/modules/board/board.routes.ts; not the console's moderation routes). Reading and
// writing them go through the lecture's access rule: a paid lecture's comments are for those who may watch it.

/** Public for a free lecture; a signed-in caller's token (when sent) marks their own comments and opens paid ones. */
export const comments = endpoint({
  method: 'GET',
  path: '/api/board/comments/:lc_no',
  params: 'lectureParams',
  query: 'commentsQuery',
  response: 'commentsResponse',
  summary: '강의 댓글 (최신 스레드 순, 답글 포함)',
  tags: ['board'],
  errors: ['LECTURE_NOT_FOUND', 'LOGIN_REQUIRED', 'COURSE_ACCESS_DENIED'],
});

export const create = endpoint({
  method: 'PUT',
  path: '/api/board/comment',
  body: 'commentCreateBody',
  response: 'commentResponse',
  summary: '댓글·답글 작성',
  tags: ['board'],
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'COMMENT_PARENT_INVALID', 'COMMENT_TOO_MANY'],
});

export const accuse = endpoint({
  method: 'POST',
  path: '/api/board/comment/accuse',
  body: 'commentAccuseBody',
  response: 'commentAccuseResponse',
  summary: '댓글 신고 (회원당 1회)',
  tags: ['board'],
  bearer: true,
  errors: ['COMMENT_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'COMMENT_ACCUSE_OWN', 'COMMENT_ALREADY_ACCUSED'],
});

export const edit = endpoint({
  method: 'POST',
  path: '/api/board/comment/:id',
  params: 'commentIdParams',
  body: 'commentEditBody',
  response: 'commentResponse',
  summary: '댓글 수정 (작성자만)',
  tags: ['board'],
  bearer: true,
  errors: ['COMMENT_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'COMMENT_NOT_OWNER', 'COMMENT_TOO_MANY'],
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/api/board/comment/:id',
  params: 'commentIdParams',
  response: 'commentDeleteResponse',
  summary: '댓글 삭제 (작성자만)',
  tags: ['board'],
  bearer: true,
  errors: ['COMMENT_NOT_FOUND', 'COMMENT_NOT_OWNER'],
});
