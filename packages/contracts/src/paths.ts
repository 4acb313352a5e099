/**
 * The API's addresses the web app calls by name (no zod here: the web app's first load imports them), from before
 * the endpoint objects (./endpoints, docs/decisions/090). An area converted to endpoint objects loses its entries
 * here (or takes them from its objects while a caller is left).
 */

export const learningPaths = {
  teacherList: '/api/teacher/list',
  teacher: '/api/teacher/:id',
  teacherPortrait: '/api/media/teacher/:file',
} as const;

export const commercePaths = {
  products: '/api/payment/products',
  product: '/api/payment/products/:product_id',
  quote: '/api/payment/order/quote',
  orderCreate: '/api/payment/order',
  order: '/api/payment/order/:order_id',
  confirm: '/api/payment/confirm',
  fail: '/api/payment/fail',
  webhook: '/api/payment/webhook',
  sandboxWindow: '/api/payment/sandbox/window/:order_id',
  sandboxDecide: '/api/payment/sandbox/window/:order_id/decide',
  receipt: '/api/payment/receipt/:order_id',
  myCoupons: '/api/my/coupon',
  couponRegister: '/api/payment/coupon',
  myPayments: '/api/my/payment',
  myPayment: '/api/my/payment/:order_id',
  refundQuote: '/api/my/payment/:order_id/refund',
  refund: '/api/my/payment/:order_id/refund',
  purchaseConfirm: '/api/my/payment/:order_id/confirm',
  balance: '/api/my/balance',
} as const;

export const playPaths = {
  courseAccess: '/api/rs/access/:course_sn',
  auto: '/api/rs/auto',
  play: '/api/rs/play/:lc_no',
  next: '/api/rs/next',
  setTime: '/api/rs/play/setTime',
  learning: '/api/rs/learning',
  latest: '/api/my/latest',
  /** Signed HLS files: the signature is part of the path so relative URLs inside playlists keep it. */
  hls: '/api/media/hls/:lc_no/:token/*',
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

export const STOCK_FAVORITES_PATH = '/api/stocks/favorites';
