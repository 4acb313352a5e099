/** Business details a production configuration must carry (config.ts BUSINESS_VARS); test values. */
export const BUSINESS_ENV = {
  COMPANY_NAME: '주식회사 테스트학교',
  COMPANY_CEO: '김대표',
  COMPANY_ADDRESS: '서울특별시 중구 세종대로 1',
  BUSINESS_REG_NO: '123-45-67890',
  MAIL_ORDER_NO: '제2026-서울중구-0001호',
  PARTNERSHIP_EMAIL: 'partner@school.test',
  PARTNERSHIP_PHONE: '02-123-4567',
  PRIVACY_OFFICER: '이보호',
  PRIVACY_OFFICER_EMAIL: 'privacy@school.test',
  VIDEO_CHANNEL_URL: 'https://www.youtube.com/@school-test',
} as const;
