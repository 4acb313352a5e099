/**
 * The API's addresses the web app calls by name (no zod here: the web app's first load imports them), from before
 * the endpoint objects (./endpoints, docs/decisions/090). An area converted to endpoint objects loses its entries
 * here (or takes them from its objects while a caller is left).
 */

export const learningPaths = {
  search: '/api/comm/search',
  teacherList: '/api/teacher/list',
  teacher: '/api/teacher/:id',
  teacherPortrait: '/api/media/teacher/:file',
} as const;

export const playPaths = {
  comments: '/api/board/comments/:lc_no',
  commentCreate: '/api/board/comment',
  commentEdit: '/api/board/comment/:id',
  commentDelete: '/api/board/comment/:id',
  commentAccuse: '/api/board/comment/accuse',
  reviewCheck: '/api/comm/review/chk',
  review: '/api/comm/review',
  reviews: '/api/comm/reviews',
  reviewHelpful: '/api/comm/review/helpful',
} as const;

/** The member's player setting (remembered speed), read and written by the player (decision 084). */
export const PLAYER_SETTING_PATH = '/api/my/player';

export const STOCK_FAVORITES_PATH = '/api/stocks/favorites';
