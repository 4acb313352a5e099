import { endpoint } from '../endpoint.ts';

// My page (apps/api/src/modules/my): the signed-in member's own profile, password, phone, marketing choice,
// withdrawal and player setting. Every call acts on the caller only: no member id is taken from input.

const tags = ['my'];

export const user = endpoint({
  method: 'GET',
  path: '/api/my/user',
  response: 'myUser',
  summary: '내 정보 (로그인 기기 목록 포함)',
  tags,
  bearer: true,
});

export const simpleUser = endpoint({
  method: 'GET',
  path: '/api/my/simpleUser',
  response: 'simpleUser',
  summary: '내 정보 요약',
  tags,
  bearer: true,
});

export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/my/user/password',
  body: 'changePasswordBody',
  response: 'noData',
  summary: '비밀번호 변경 (다른 기기는 로그아웃)',
  tags,
  bearer: true,
  errors: ['PASSWORD_WRONG', 'PASSWORD_TOO_MANY_TRIES', 'PASSWORD_SAME_AS_OLD', 'PASSWORD_TOO_COMMON'],
});

export const changeHpno = endpoint({
  method: 'PUT',
  path: '/api/my/user/hpno',
  body: 'changeHpnoBody',
  response: 'changeHpnoResponse',
  summary: '휴대폰 번호 변경 (인증번호 필요)',
  tags,
  bearer: true,
  errors: ['CERT_NOT_FOUND', 'CERT_EXPIRED', 'CERT_MISMATCH', 'CERT_TOO_MANY_TRIES', 'HPNO_TAKEN'],
});

export const changeName = endpoint({
  method: 'PUT',
  path: '/api/my/user/name',
  body: 'changeNameBody',
  response: 'changeNameResponse',
  summary: '이름 변경',
  tags,
  bearer: true,
});

export const changeMarket = endpoint({
  method: 'PUT',
  path: '/api/my/user/market',
  body: 'changeMarketBody',
  response: 'marketResponse',
  summary: '마케팅 정보 수신 동의 변경',
  tags,
  bearer: true,
});

export const signupBenefit = endpoint({
  method: 'GET',
  path: '/api/my/signup_benefit',
  response: 'signupBenefitResponse',
  summary: '가입 혜택',
  tags,
  bearer: true,
});

export const holdings = endpoint({
  method: 'GET',
  path: '/api/my/holdings',
  response: 'myHoldings',
  summary: '보유 이용권(남은 기간)과 포인트',
  tags,
  bearer: true,
});

export const withdrawalAvailability = endpoint({
  method: 'GET',
  path: '/api/my/user/withdrawal/available',
  response: 'withdrawalAvailability',
  summary: '탈퇴 가능 여부와 안내',
  tags,
  bearer: true,
});

/** The refresh token in the body proves the call comes from this signed-in device (0903 otherwise). */
export const withdraw = endpoint({
  method: 'DELETE',
  path: '/api/my/user/withdrawal',
  body: 'withdrawalBody',
  response: 'noData',
  summary: '회원 탈퇴',
  tags,
  bearer: true,
  errors: ['WITHDRAWAL_PASSWORD_REQUIRED', 'WITHDRAWAL_PHRASE_MISMATCH', 'PASSWORD_WRONG', 'PASSWORD_TOO_MANY_TRIES', 'WITHDRAWAL_BLOCKED'],
});

// The player setting (decision 084): the remembered speed, the same on every device.

export const playerSetting = endpoint({
  method: 'GET',
  path: '/api/my/player',
  response: 'playerSetting',
  summary: '내 플레이어 설정 (재생 속도)',
  tags,
  bearer: true,
});

export const savePlayerSetting = endpoint({
  method: 'PUT',
  path: '/api/my/player',
  body: 'playerSetting',
  response: 'playerSetting',
  summary: '내 플레이어 설정 저장 (재생 속도, 모든 기기에 적용)',
  tags,
  bearer: true,
});
