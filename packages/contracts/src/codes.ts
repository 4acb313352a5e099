/**
 * Every response code the API can send, with the Korean message a person reads.
 * Grouped by area: 0xxx session, 1xxx input, 2xxx account, 3xxx learning,
 * 4xxx commerce, 5xxx stocks, 6xxx board, 7xxx site, 8xxx operator console, 9xxx server.
 */
export const codes = {
  OK: { code: '0000', status: 200, message: '성공' },

  TOKEN_INVALID: { code: '0901', status: 401, message: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.' },
  TOKEN_EXPIRED: { code: '0902', status: 401, message: '로그인 시간이 만료되었습니다.' },
  REFRESH_INVALID: { code: '0903', status: 401, message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' },
  SESSION_ENDED: { code: '0904', status: 401, message: '로그아웃되었거나 다른 기기에서 로그인하여 접속이 종료되었습니다.' },
  ACCOUNT_BLOCKED: { code: '0905', status: 401, message: '이용이 정지되었거나 탈퇴한 계정입니다.' },
  FORBIDDEN: { code: '0906', status: 403, message: '이 기능을 사용할 권한이 없습니다.' },
  LOGIN_REQUIRED: { code: '0907', status: 401, message: '로그인이 필요합니다.' },
  XSRF_MISMATCH: { code: '0908', status: 403, message: '보안 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },

  INPUT_INVALID: { code: '1000', status: 400, message: '입력한 내용을 다시 확인해 주세요.' },
  INPUT_MALFORMED: { code: '1001', status: 400, message: '요청 형식이 올바르지 않습니다.' },
  INPUT_TOO_LARGE: { code: '1002', status: 413, message: '요청 내용이 너무 큽니다.' },
  INPUT_MEDIA_TYPE: { code: '1003', status: 415, message: '지원하지 않는 요청 형식입니다.' },
  NOT_FOUND: { code: '1004', status: 404, message: '요청하신 내용을 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { code: '1005', status: 405, message: '지원하지 않는 요청 방식입니다.' },
  TOO_MANY_REQUESTS: { code: '1006', status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  INPUT_CONTROL_CHARS: { code: '1007', status: 400, message: '입력할 수 없는 특수 문자(제어 문자)가 들어 있습니다. 해당 문자를 지우고 다시 입력해 주세요.' },

  LOGIN_FAILED: { code: '2001', status: 400, message: '이메일 또는 비밀번호가 올바르지 않습니다.' },
  LOGIN_TOO_MANY_ACCOUNT: { code: '2002', status: 429, message: '로그인 시도가 너무 많아 이 계정의 로그인이 잠시 제한되었습니다. 잠시 후 다시 시도해 주세요.' },
  LOGIN_TOO_MANY_IP: { code: '2003', status: 429, message: '이 네트워크에서 로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  EMAIL_TAKEN: { code: '2010', status: 409, message: '이미 가입된 이메일입니다.' },
  NICKNAME_TAKEN: { code: '2011', status: 409, message: '이미 사용 중인 닉네임입니다.' },
  HPNO_TAKEN: { code: '2012', status: 409, message: '이미 가입된 휴대폰 번호입니다.' },
  PASSWORD_TOO_COMMON: { code: '2013', status: 400, message: '너무 흔하게 쓰이는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.' },
  PASSWORD_SAME_AS_OLD: { code: '2014', status: 400, message: '새 비밀번호가 현재 비밀번호와 같습니다.' },
  PASSWORD_WRONG: { code: '2015', status: 400, message: '현재 비밀번호가 올바르지 않습니다.' },
  PASSWORD_TOO_MANY_TRIES: { code: '2016', status: 429, message: '현재 비밀번호를 여러 번 잘못 입력했습니다. 잠시 후 다시 시도해 주세요.' },
  CERT_NOT_FOUND: { code: '2020', status: 400, message: '인증번호를 먼저 요청해 주세요.' },
  CERT_EXPIRED: { code: '2021', status: 400, message: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 요청해 주세요.' },
  CERT_MISMATCH: { code: '2022', status: 400, message: '인증번호가 일치하지 않습니다.' },
  CERT_TOO_MANY_TRIES: { code: '2023', status: 400, message: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 요청해 주세요.' },
  CERT_RESEND_TOO_SOON: { code: '2024', status: 429, message: '인증번호는 잠시 후 다시 요청할 수 있습니다.' },
  CERT_SEND_LIMIT: { code: '2025', status: 429, message: '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  SMS_SEND_FAILED: { code: '2026', status: 503, message: '문자를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  GUARDIAN_REQUIRED: { code: '2030', status: 400, message: '만 14세 미만은 법정대리인(보호자)의 휴대폰 인증이 필요합니다.' },
  REFERRAL_NOT_FOUND: { code: '2031', status: 400, message: '추천인 코드를 찾을 수 없습니다.' },
  RESET_TOKEN_INVALID: { code: '2040', status: 400, message: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 진행해 주세요.' },
  FIND_PASSWORD_LIMIT: { code: '2041', status: 429, message: '비밀번호 찾기 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  MAIL_SEND_FAILED: { code: '2042', status: 503, message: '메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  WITHDRAWAL_BLOCKED: { code: '2050', status: 409, message: '지금은 탈퇴할 수 없습니다.' },

  // Social login (docs/decisions/015-social-login.md).
  SOCIAL_NOT_LINKED: { code: '2056', status: 404, message: '연결된 소셜 계정이 없습니다.' },
  SOCIAL_ALREADY_LINKED: { code: '2057', status: 409, message: '이 소셜 계정은 이미 다른 회원 계정에 연결되어 있습니다.' },
  SOCIAL_SIGNUP_REQUIRED: { code: '2060', status: 404, message: '가입되지 않은 소셜 계정입니다. 회원가입을 계속 진행해 주세요.' },
  SOCIAL_PROVIDER_UNAVAILABLE: { code: '2061', status: 400, message: '지금은 이 소셜 계정으로 로그인할 수 없습니다. 다른 방법으로 로그인해 주세요.' },
  SOCIAL_STATE_INVALID: { code: '2062', status: 400, message: '로그인 요청이 만료되었거나 이미 사용되었습니다. 처음부터 다시 로그인해 주세요.' },
  SOCIAL_EMAIL_TAKEN: {
    code: '2063',
    status: 409,
    message: '이 이메일로 이미 가입된 계정이 있습니다. 기존 계정의 비밀번호를 입력하면 소셜 계정을 연결해 로그인할 수 있습니다.',
  },
  SOCIAL_TOKEN_INVALID: { code: '2064', status: 400, message: '소셜 계정 정보를 확인하지 못했습니다. 처음부터 다시 로그인해 주세요.' },
  SOCIAL_CLIENT_ID_INVALID: { code: '2065', status: 400, message: '로그인 확인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.' },
  SOCIAL_SIGNUP_EXPIRED: { code: '2066', status: 400, message: '소셜 회원가입 시간이 지났습니다. 소셜 로그인을 처음부터 다시 진행해 주세요.' },
  SOCIAL_PROVIDER_FAILED: { code: '2067', status: 503, message: '소셜 로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  SOCIAL_CANCELLED: { code: '2068', status: 400, message: '소셜 로그인이 취소되었습니다.' },
  SOCIAL_UNLINK_BLOCKED: {
    code: '2069',
    status: 409,
    message: '이 소셜 계정이 유일한 로그인 수단이라 연결을 해제할 수 없습니다. 더 이상 이용하지 않으시려면 회원 탈퇴를 진행해 주세요.',
  },

  // Identity verification (docs/decisions/016-identity-verification.md).
  IDEN_TOKEN_INVALID: { code: '2070', status: 400, message: '본인인증 결과를 확인할 수 없습니다. 본인인증을 다시 진행해 주세요.' },
  IDEN_REQUEST_EXPIRED: { code: '2071', status: 400, message: '본인인증 요청이 만료되었거나 이미 사용되었습니다. 본인인증을 다시 진행해 주세요.' },
  IDEN_DUPLICATE: {
    code: '2072',
    status: 409,
    message: '이미 다른 계정에서 본인인증을 마친 정보입니다. 한 사람은 하나의 계정만 본인인증할 수 있습니다.',
  },
  IDEN_PROVIDER_FAILED: { code: '2073', status: 503, message: '본인인증 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  IDEN_FAILED: { code: '2074', status: 400, message: '본인인증에 실패했습니다. 다시 시도해 주세요.' },

  // Commerce: products, orders, payment, coupons, points, refunds (docs/decisions/020–024).
  PRODUCT_NOT_FOUND: { code: '4001', status: 404, message: '상품을 찾을 수 없습니다. 판매가 끝났거나 주소가 올바르지 않습니다.' },
  COURSE_ALREADY_OWNED: { code: '4002', status: 409, message: '이미 수강 중인 강의입니다. 내 강의실에서 바로 수강할 수 있습니다.' },
  FREE_COURSE_NOT_SOLD: { code: '4003', status: 400, message: '무료 강의는 구매하지 않고 바로 수강할 수 있습니다.' },
  ORDER_NOT_FOUND: { code: '4010', status: 404, message: '주문을 찾을 수 없습니다.' },
  ORDER_AMOUNT_MISMATCH: { code: '4011', status: 400, message: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다. 처음부터 다시 주문해 주세요.' },
  ORDER_EXPIRED: { code: '4012', status: 409, message: '결제 가능 시간이 지난 주문입니다. 처음부터 다시 주문해 주세요.' },
  ORDER_NOT_PAYABLE: { code: '4013', status: 409, message: '이미 처리되었거나 결제할 수 없는 주문입니다. 구매 내역을 확인해 주세요.' },
  PAYMENT_DECLINED: { code: '4020', status: 402, message: '결제가 승인되지 않았습니다. 다른 결제 수단으로 다시 시도해 주세요.' },
  PAYMENT_TIMEOUT: { code: '4021', status: 504, message: '결제 승인 응답이 늦어지고 있습니다. 결제되지 않았다면 다시 시도해 주세요. 이중 결제는 되지 않습니다.' },
  PAYMENT_PROVIDER_FAILED: { code: '4022', status: 503, message: '결제 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  PAYMENT_CANCELLED: { code: '4023', status: 400, message: '결제가 취소되었습니다.' },
  PAYMENT_PROVIDER_MISMATCH: { code: '4024', status: 400, message: '결제 정보가 주문과 일치하지 않습니다.' },
  COUPON_NOT_FOUND: { code: '4030', status: 404, message: '쿠폰을 찾을 수 없습니다. 쿠폰 번호를 확인해 주세요.' },
  COUPON_ALREADY_REGISTERED: { code: '4031', status: 409, message: '이미 등록한 쿠폰입니다.' },
  COUPON_EXPIRED: { code: '4032', status: 400, message: '사용 기간이 지난 쿠폰입니다.' },
  COUPON_USED: { code: '4033', status: 409, message: '이미 사용한 쿠폰입니다.' },
  COUPON_NOT_APPLICABLE: { code: '4034', status: 400, message: '이 상품에는 사용할 수 없는 쿠폰입니다.' },
  COUPON_MIN_ORDER: { code: '4035', status: 400, message: '최소 주문 금액을 채우지 않아 이 쿠폰을 사용할 수 없습니다.' },
  COUPON_EXHAUSTED: { code: '4036', status: 409, message: '준비된 쿠폰이 모두 소진되었습니다.' },
  COUPON_NOT_STARTED: { code: '4037', status: 400, message: '아직 사용 기간이 시작되지 않은 쿠폰입니다.' },
  COUPON_IN_USE: { code: '4038', status: 409, message: '다른 주문에 사용 중인 쿠폰입니다. 그 주문의 결제를 마치거나 취소한 뒤 다시 시도해 주세요.' },
  POINTS_INSUFFICIENT: { code: '4041', status: 409, message: '보유 포인트가 부족합니다.' },
  POINTS_EXCEED_PRICE: { code: '4042', status: 400, message: '사용 포인트가 결제할 금액보다 많습니다.' },
  REFUND_NOT_ALLOWED: { code: '4050', status: 409, message: '환불할 수 없는 주문입니다.' },
  REFUND_AMOUNT_CHANGED: { code: '4051', status: 409, message: '환불 금액이 바뀌었습니다. 새 환불 금액을 확인한 뒤 다시 요청해 주세요.' },
  REFUND_FAILED: { code: '4052', status: 503, message: '환불을 처리하지 못했습니다. 환불 요청은 접수되었으며 곧 다시 처리됩니다.' },
  PURCHASE_CONFIRM_NOT_ALLOWED: { code: '4060', status: 409, message: '구매확정할 수 없는 주문입니다.' },
  WEBHOOK_INVALID: { code: '4070', status: 400, message: '알림 형식이 올바르지 않습니다.' },
  RECEIPT_INVALID: { code: '4080', status: 404, message: '영수증을 찾을 수 없습니다. 구매 내역에서 다시 열어 주세요.' },

  STOCK_REGION_INVALID: { code: '5001', status: 400, message: '시장 구분은 kr(국내) 또는 us(해외)만 사용할 수 있습니다.' },
  STOCK_CODE_INVALID: {
    code: '5002',
    status: 400,
    message: '종목 코드 형식이 올바르지 않습니다. 국내 종목은 6자리 코드(예: 005930), 해외 종목은 티커(예: AAPL)로 입력해 주세요.',
  },
  STOCK_NOT_FOUND: { code: '5003', status: 404, message: '해당 종목을 찾을 수 없습니다. 종목 코드를 확인해 주세요.' },
  STOCK_RANGE_INVALID: { code: '5004', status: 400, message: '조회 기간은 1M, 3M, 1Y, 5Y 중 하나로 선택해 주세요.' },
  STOCK_PROC_TYPE_INVALID: {
    code: '5005',
    status: 400,
    message: '재무제표 구분(proc_type)은 01(연결 연간), 02(별도 연간), 03(연결 분기), 04(별도 분기) 중 하나여야 합니다.',
  },
  STOCK_RANK_TYPE_INVALID: { code: '5006', status: 400, message: '순위 기준은 cap(시가총액), change(등락률), volume(거래량) 중 하나로 선택해 주세요.' },
  STOCK_MARKET_INVALID: {
    code: '5007',
    status: 400,
    message: '거래소는 국내는 KOSPI·KOSDAQ, 해외는 NASDAQ·NYSE 중에서 선택해 주세요.',
  },
  STOCK_QUERY_TOO_LONG: { code: '5008', status: 400, message: '검색어는 255자 이내로 입력해 주세요.' },
  STOCK_PAGING_INVALID: { code: '5009', status: 400, message: '조회 개수(limit)나 페이지(page)가 허용 범위를 벗어났습니다.' },
  STOCK_DATA_UNAVAILABLE: { code: '5010', status: 503, message: '시세 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  STOCK_FAVORITES_FULL: {
    code: '5011',
    status: 409,
    message: '관심 종목은 100개까지 등록할 수 있습니다. 다른 종목을 삭제한 뒤 다시 추가해 주세요.',
  },

  COURSE_NOT_FOUND: { code: '3001', status: 404, message: '강의를 찾을 수 없습니다. 주소를 확인하거나 강의 목록에서 다시 찾아 주세요.' },
  CATEGORY_NOT_FOUND: { code: '3002', status: 404, message: '카테고리를 찾을 수 없습니다.' },
  TEACHER_NOT_FOUND: { code: '3003', status: 404, message: '강사를 찾을 수 없습니다.' },
  LECTURE_NOT_FOUND: { code: '3004', status: 404, message: '강의 영상을 찾을 수 없습니다.' },
  COURSE_ACCESS_DENIED: { code: '3010', status: 403, message: '수강 권한이 없습니다. 수강권을 구매한 뒤 이용해 주세요.' },
  // Playback, progress and reviews (docs/decisions/017-playback-and-progress.md).
  PLAY_NOT_STARTED: { code: '3011', status: 409, message: '재생 기록을 찾을 수 없습니다. 강의를 다시 재생해 주세요.' },
  MEDIA_LINK_INVALID: { code: '3012', status: 403, message: '영상 주소가 만료되었거나 올바르지 않습니다. 강의를 다시 재생해 주세요.' },
  MEDIA_NOT_READY: { code: '3013', status: 404, message: '이 강의의 영상이 아직 준비되지 않았습니다.' },
  REVIEW_NOT_ELIGIBLE: {
    code: '3020',
    status: 403,
    message: '리뷰는 강의를 충분히 수강한 뒤 남길 수 있습니다. (한 강의를 90% 이상 또는 모두 합해 10분 이상 시청)',
  },
  REVIEW_DUPLICATE: { code: '3021', status: 409, message: '이미 이 강의의 리뷰를 남기셨습니다.' },

  // Lecture comments (docs/decisions/017-playback-and-progress.md).
  COMMENT_NOT_FOUND: { code: '6001', status: 404, message: '댓글을 찾을 수 없습니다. 삭제되었거나 숨김 처리된 댓글일 수 있습니다.' },
  COMMENT_NOT_OWNER: { code: '6002', status: 403, message: '본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다.' },
  COMMENT_ALREADY_ACCUSED: { code: '6003', status: 409, message: '이미 신고한 댓글입니다.' },
  COMMENT_ACCUSE_OWN: { code: '6004', status: 400, message: '본인이 작성한 댓글은 신고할 수 없습니다.' },
  COMMENT_TOO_MANY: { code: '6005', status: 429, message: '댓글을 너무 자주 작성하고 있습니다. 잠시 후 다시 시도해 주세요.' },
  COMMENT_PARENT_INVALID: { code: '6006', status: 400, message: '답글을 달 댓글을 찾을 수 없습니다.' },

  // Events, seminars and the customer centre (docs/decisions/030–032).
  EVENT_NOT_FOUND: { code: '7001', status: 404, message: '이벤트를 찾을 수 없습니다.' },
  EVENT_NOT_OPEN: { code: '7002', status: 409, message: '진행 중인 이벤트가 아닙니다. 이벤트 기간을 확인해 주세요.' },
  EVENT_ALREADY_JOINED: { code: '7003', status: 409, message: '이미 참여한 이벤트입니다. 이벤트는 한 번만 참여할 수 있습니다.' },
  SEMINAR_NOT_FOUND: { code: '7010', status: 404, message: '세미나를 찾을 수 없습니다.' },
  SEMINAR_NOT_OPEN: { code: '7011', status: 409, message: '신청 기간이 아닙니다. 신청 기간을 확인해 주세요.' },
  SEMINAR_FULL: { code: '7012', status: 409, message: '정원이 모두 찼습니다. 대기 신청을 하시면 자리가 나는 대로 순서대로 안내해 드립니다.' },
  SEMINAR_ALREADY_APPLIED: { code: '7013', status: 409, message: '이미 신청(또는 대기 신청)한 세미나입니다.' },
  SEMINAR_NOT_APPLIED: { code: '7014', status: 409, message: '신청 내역이 없습니다.' },
  NOTICE_NOT_FOUND: { code: '7020', status: 404, message: '공지사항을 찾을 수 없습니다.' },
  INQUIRY_NOT_FOUND: { code: '7030', status: 404, message: '문의 내역을 찾을 수 없습니다.' },
  INQUIRY_INVALID: { code: '7031', status: 400, message: '문의 내용을 다시 확인해 주세요. (제목 100자, 내용 2,000자 이하)' },

  // Operator console (docs/decisions/060).
  ADMIN_MEMBER_NOT_FOUND: { code: '8001', status: 404, message: '회원을 찾을 수 없습니다.' },
  ADMIN_SELF_CHANGE: { code: '8002', status: 409, message: '자신의 계정 상태나 권한은 바꿀 수 없습니다. 다른 관리자에게 요청해 주세요.' },
  ADMIN_RANK_REQUIRED: { code: '8003', status: 403, message: '운영자 계정의 상태는 관리자만 바꿀 수 있습니다.' },
  ADMIN_STATUS_UNCHANGED: { code: '8004', status: 409, message: '이미 그 상태인 회원입니다.' },
  ADMIN_WITHDRAWN_MEMBER: { code: '8005', status: 409, message: '탈퇴한 회원은 바꿀 수 없습니다.' },
  ADMIN_PRODUCT_NOT_PASS: { code: '8006', status: 400, message: '수동 지급은 판매 중인 이용권 상품만 할 수 있습니다.' },
  ADMIN_PERIOD_INVALID: { code: '8020', status: 400, message: '기간은 시작일이 종료일보다 늦지 않게, 92일 이내로 골라 주세요.' },
  ADMIN_CATEGORY_CYCLE: { code: '8030', status: 409, message: '카테고리를 자기 자신이나 그 아래 카테고리로 옮길 수 없습니다.' },
  ADMIN_CATEGORY_IN_USE: { code: '8031', status: 409, message: '강의가 있는 카테고리는 숨기거나 옮길 수 있지만 지울 수는 없습니다.' },
  ADMIN_LECTURE_IN_USE: { code: '8032', status: 409, message: '수강 기록이 있는 영상은 목록에서 뺄 수 없습니다. 제목이나 영상을 바꿔 주세요.' },
  ADMIN_MEDIA_MISSING: { code: '8033', status: 400, message: '선택한 영상 위치에 재생할 영상(master.m3u8)이 없습니다.' },
  ADMIN_PUBLISH_EMPTY: { code: '8034', status: 409, message: '영상이 연결된 강의 영상이 하나 이상 있어야 공개할 수 있습니다.' },
  ADMIN_COUPON_CODE_TAKEN: { code: '8040', status: 409, message: '이미 있는 쿠폰 번호입니다. 다른 번호를 정해 주세요.' },
  ADMIN_COUPON_BATCH_NOT_FOUND: { code: '8041', status: 404, message: '쿠폰 묶음을 찾을 수 없습니다.' },
  ADMIN_INQUIRY_ANSWERED: { code: '8050', status: 409, message: '이미 답변한 문의입니다. 새로고침해서 답변을 확인해 주세요.' },
  ADMIN_REPORT_NOT_FOUND: { code: '8010', status: 404, message: '신고된 댓글을 찾을 수 없습니다.' },

  SERVER_ERROR: { code: '9000', status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  SERVICE_UNAVAILABLE: { code: '9001', status: 503, message: '서비스 점검 중입니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type CodeName = keyof typeof codes;
export type Code = (typeof codes)[CodeName]['code'];

export const SUCCESS_CODE = codes.OK.code;

/** Codes after which the client clears the session and sends the person to /login. */
export const SIGN_OUT_CODES: readonly string[] = [
  codes.TOKEN_INVALID.code,
  codes.REFRESH_INVALID.code,
  codes.SESSION_ENDED.code,
  codes.ACCOUNT_BLOCKED.code,
  codes.LOGIN_REQUIRED.code,
];

export const TOKEN_EXPIRED_CODE = codes.TOKEN_EXPIRED.code;
