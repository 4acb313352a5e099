/**
 * Business details the footer must show (spec §2). The real values are not
 * known yet, so they come from VITE_* build variables; the defaults are
 * visibly marked (예시) so nobody mistakes them for the company's data.
 */
const env = import.meta.env;
const example = (value: string) => `(예시) ${value}`;

export const SITE_NAME = env.VITE_SITE_NAME || '투자학교';

export const businessInfo = {
  companyName: env.VITE_COMPANY_NAME || example('주식회사 투자학교'),
  ceo: env.VITE_COMPANY_CEO || example('홍길동'),
  address: env.VITE_COMPANY_ADDRESS || example('서울특별시 중구 세종대로 00, 0층'),
  businessRegNo: env.VITE_BUSINESS_REG_NO || example('000-00-00000'),
  mailOrderNo: env.VITE_MAIL_ORDER_NO || example('제0000-서울중구-0000호'),
  partnershipEmail: env.VITE_PARTNERSHIP_EMAIL || example('partner@example.com'),
  partnershipPhone: env.VITE_PARTNERSHIP_PHONE || example('02-000-0000'),
  videoChannelUrl: env.VITE_VIDEO_CHANNEL_URL || 'https://www.youtube.com/',
  videoChannelIsExample: !env.VITE_VIDEO_CHANNEL_URL,
  copyright: env.VITE_COPYRIGHT || `© ${new Date().getFullYear()} ${env.VITE_COMPANY_NAME || example('투자학교')}. All rights reserved.`,
};
