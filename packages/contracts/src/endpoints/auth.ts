import { endpoint } from '../endpoint.ts';

// Member accounts: e-mail and social sign-in, sign-up, tokens, certification numbers (apps/api/src/modules/auth).

const tags = ['auth'] as const;
/** What a password check may answer (sign-in, and linking a social account to a password account). */
const passwordCheck = ['LOGIN_FAILED', 'LOGIN_TOO_MANY_IP', 'LOGIN_TOO_MANY_ACCOUNT', 'ACCOUNT_BLOCKED', 'ACCOUNT_DORMANT'] as const;
/** What checking a certification number may answer. */
const certCheck = ['CERT_NOT_FOUND', 'CERT_EXPIRED', 'CERT_MISMATCH', 'CERT_TOO_MANY_TRIES'] as const;
/** The sign-up rules, e-mail or social. */
const signupRules = ['GUARDIAN_REQUIRED', 'GUARDIAN_SELF', 'EMAIL_TAKEN', 'NICKNAME_TAKEN', 'HPNO_TAKEN', 'REFERRAL_NOT_FOUND', ...certCheck] as const;

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  body: 'loginBody',
  response: 'tokenPair',
  summary: '이메일 로그인',
  tags,
  errors: passwordCheck,
});

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/auth/alogin',
  body: 'adminLoginBody',
  response: 'tokenPair',
  summary: '관리자 로그인 (관리자 회원만, 모든 시도 기록)',
  tags,
  bearer: true,
  errors: ['FORBIDDEN'],
});

export const studioLogin = endpoint({
  method: 'POST',
  path: '/api/auth/slogin',
  body: 'adminLoginBody',
  response: 'tokenPair',
  summary: '강사 스튜디오 로그인 (강사로 연결된 회원만, 모든 시도 기록)',
  tags,
  bearer: true,
  errors: ['FORBIDDEN', 'STUDIO_NOT_TEACHER'],
});

export const refresh = endpoint({
  method: 'POST',
  path: '/api/auth/rtoken',
  body: 'refreshBody',
  response: 'tokenPair',
  summary: '토큰 재발급 (리프레시 토큰은 매번 교체, 재사용 시 세션 종료)',
  tags,
  errors: ['TOKEN_INVALID', 'REFRESH_INVALID', 'SESSION_ENDED', 'ACCOUNT_BLOCKED'],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  body: 'logoutBody',
  response: 'noData',
  summary: '로그아웃 (이 기기의 세션 종료)',
  tags,
});

export const incheck = endpoint({
  method: 'GET',
  path: '/api/comm/incheck',
  response: 'noData',
  summary: '로그인 상태 확인',
  tags,
  bearer: true,
});

export const duplicate = endpoint({
  method: 'POST',
  path: '/api/auth/dup',
  body: 'dupBody',
  response: 'dupResponse',
  summary: '이메일·닉네임·휴대폰 번호 중복 확인',
  tags,
  errors: certCheck,
});

export const certification = endpoint({
  method: 'POST',
  path: '/api/auth/certification',
  body: 'certificationBody',
  response: 'certificationResponse',
  summary: '휴대폰 인증번호 발송 (3분 유효, 5회까지 입력, 60초 후 재발송)',
  tags,
  errors: ['CERT_SEND_LIMIT', 'CERT_RESEND_TOO_SOON', 'SMS_SEND_FAILED'],
});

export const signup = endpoint({
  method: 'POST',
  path: '/api/auth/signup',
  body: 'signupBody',
  response: 'tokenPair',
  summary: '회원가입 (가입 후 바로 로그인)',
  tags,
  errors: ['PASSWORD_TOO_COMMON', ...signupRules],
});

export const referral = endpoint({
  method: 'GET',
  path: '/api/auth/referral/:code',
  params: 'referralParams',
  response: 'referralResponse',
  summary: '추천인 코드 확인',
  tags,
});

export const findPassword = endpoint({
  method: 'POST',
  path: '/api/auth/findPassword',
  body: 'findPasswordBody',
  response: 'noData',
  summary: '비밀번호 재설정 메일 발송',
  tags,
  errors: ['FIND_PASSWORD_LIMIT', 'MAIL_SEND_FAILED'],
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/resetPassword',
  body: 'resetPasswordBody',
  response: 'noData',
  summary: '메일 링크의 토큰으로 새 비밀번호 설정 (모든 기기 로그아웃)',
  tags,
  errors: ['FIND_PASSWORD_LIMIT', 'RESET_TOKEN_INVALID', 'PASSWORD_TOO_COMMON'],
});

// ── Social sign-in (decision 015) ────────────────────────────────────────────

export const oauthProviders = endpoint({
  method: 'GET',
  path: '/api/auth/oauth/providers',
  response: 'oauthProvidersResponse',
  summary: '사용할 수 있는 소셜 로그인',
  tags,
});

export const oauthStart = endpoint({
  method: 'GET',
  path: '/api/auth/oauth/:provider_cd/start',
  params: 'oauthStartParams',
  query: 'oauthStartQuery',
  response: 'oauthStartResponse',
  summary: '소셜 로그인 시작: 제공자의 로그인 주소 (10분 유효, 이 브라우저에서만 완료 가능)',
  tags,
  errors: ['SOCIAL_PROVIDER_UNAVAILABLE'],
});

/** A redirect to the web's page (with a client_id, or a code and message in its fragment), never the envelope. */
export const oauthCallback = endpoint({
  method: 'GET',
  path: '/api/auth/oauth/:provider_cd/callback',
  params: 'oauthStartParams',
  query: 'oauthCallbackQuery',
  summary: '소셜 로그인 콜백 (네이버·Google): 웹 화면으로 이동',
  tags,
});

/** Apple posts from its own site (form_post): a redirect like the others. */
export const appleCallback = endpoint({
  method: 'POST',
  path: '/api/auth/oauth/apple/callback',
  body: 'appleCallbackBody',
  summary: 'Apple 로그인 콜백 (form_post): 웹 화면으로 이동',
  tags,
});

export const socialLogin = endpoint({
  method: 'POST',
  path: '/api/auth/ologin',
  body: 'ologinBody',
  response: 'tokenPair',
  summary: '소셜 로그인 (client_id 1회용): 연결된 계정이면 토큰, 새 계정이면 2060, 같은 이메일 계정이 있으면 2063',
  tags,
  errors: ['SOCIAL_PROVIDER_UNAVAILABLE', 'SOCIAL_CLIENT_ID_INVALID', 'SOCIAL_SIGNUP_REQUIRED', 'SOCIAL_EMAIL_TAKEN', 'ACCOUNT_BLOCKED', 'ACCOUNT_DORMANT'],
});

export const socialLink = endpoint({
  method: 'POST',
  path: '/api/auth/olink',
  body: 'olinkBody',
  response: 'tokenPair',
  summary: '기존 이메일 계정의 비밀번호로 소셜 계정 연결 후 로그인',
  tags,
  errors: ['SOCIAL_CLIENT_ID_INVALID', 'SOCIAL_ALREADY_LINKED', ...passwordCheck],
});

export const socialLinkMine = endpoint({
  method: 'POST',
  path: '/api/auth/olink/mine',
  body: 'olinkMineBody',
  response: 'linkedSocialResponse',
  summary: '로그인한 회원 계정에 소셜 계정 연결 (내 정보에서 시작한 소셜 로그인의 client_id)',
  tags,
  bearer: true,
  errors: ['SOCIAL_CLIENT_ID_INVALID', 'SOCIAL_ALREADY_LINKED', 'SOCIAL_PROVIDER_UNAVAILABLE'],
});

export const socialSignup = endpoint({
  method: 'POST',
  path: '/api/auth/osignup',
  body: 'osignupBody',
  response: 'osignupResponse',
  summary: '소셜 회원가입 1단계: 이메일 확인',
  tags,
  errors: ['SOCIAL_SIGNUP_EXPIRED', 'EMAIL_TAKEN'],
});

export const socialSignupComplete = endpoint({
  method: 'POST',
  path: '/api/auth/osignup/complete',
  body: 'osignupCompleteBody',
  response: 'tokenPair',
  summary: '소셜 회원가입 완료 (약관, 휴대폰 인증, 닉네임, 생년월일·성별, 만 14세 미만 보호자 인증)',
  tags,
  errors: ['SOCIAL_SIGNUP_EXPIRED', 'SOCIAL_ALREADY_LINKED', ...signupRules],
});

export const revoke = endpoint({
  method: 'POST',
  path: '/api/auth/revoke',
  body: 'revokeBody',
  response: 'noData',
  summary: '소셜 계정 연결 해제 (code = provider_cd)',
  tags,
  bearer: true,
  errors: ['SOCIAL_NOT_LINKED', 'SOCIAL_UNLINK_BLOCKED'],
});

export const linkedSocial = endpoint({
  method: 'GET',
  path: '/api/my/social',
  response: 'linkedSocialResponse',
  summary: '연결된 소셜 계정',
  tags: ['my'],
  bearer: true,
});
