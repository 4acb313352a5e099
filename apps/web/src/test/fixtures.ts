import type { LegalType, MenuCategory, MyUser } from '@school/contracts';
import { legalTypes } from '@school/contracts/plain';

const node = (
  ca_sn: number,
  p_ca_sn: number | null,
  title: string,
  children: MenuCategory[] = [],
  is_hidden: 'Y' | 'N' = 'N',
): MenuCategory => ({ ca_sn, p_ca_sn, title, is_hidden, children });

/** A three-level tree with hidden nodes at every level, like the server's seed. */
export const sampleMenu: MenuCategory[] = [
  node(100, null, '국내주식', [
    node(101, 100, '주식 입문', [node(111, 101, '주식 기초 용어'), node(112, 101, '공모주 청약', [], 'Y')]),
  ]),
  node(193, null, '해외파생', [
    node(254, 193, '해외선물', [node(255, 254, '해외선물 입문')]),
    node(262, 193, 'FX 마진', [node(263, 262, 'FX 심화')], 'Y'),
  ]),
  node(400, null, '가상자산', [node(401, 400, '비트코인 기초')], 'Y'),
];

export const hiddenTitles = ['공모주 청약', 'FX 마진', 'FX 심화', '가상자산', '비트코인 기초'];
export const visibleTitles = ['국내주식', '주식 입문', '주식 기초 용어', '해외파생', '해외선물', '해외선물 입문'];

/** The business details as the server sends them unset outside production (marked samples). */
export const sampleBusiness = {
  company_name: '(예시) 주식회사 투자학교',
  ceo: '(예시) 홍길동',
  address: '(예시) 서울특별시 중구 세종대로 00, 0층',
  business_reg_no: '(예시) 000-00-00000',
  business_reg_lookup_url: null,
  mail_order_no: '(예시) 제0000-서울중구-0000호',
  partnership_email: '(예시) partner@example.com',
  partnership_phone: '(예시) 02-000-0000',
  privacy_officer: '(예시) 김보호 (개인정보 보호책임자)',
  privacy_officer_email: '(예시) privacy@example.com',
  video_channel_url: 'https://www.youtube.com/',
  is_example: true,
};

/** A legal text as GET /api/comm/legal/{type} answers (the real texts are in the server's database). */
export function sampleLegal(type: LegalType, version = 1) {
  return {
    doc_type: type,
    version,
    title: legalTypes[type],
    effective_on: '2021-10-30',
    html: `<h4>제1조 (목적)</h4>${'<p>이 문서는 시험용 본문입니다. 회사와 회원 사이의 권리와 의무를 정합니다.</p>'.repeat(12)}`,
    versions: [{ version, title: legalTypes[type], effective_on: '2021-10-30', published_at: '2021-10-20T00:00:00.000Z', summary: '최초 시행' }],
    upcoming: null,
  };
}

/** A signed-in member's /api/my/user (a social sign-up with no devices listed); tests spread what they need changed. */
export const sampleMember: MyUser = {
  email: 'member@example.com',
  user_name: '김투자',
  nickname: '투자왕',
  hpno: '010-****-5678',
  birth: '1990-01-31',
  gender: 'F',
  is_market: 'N',
  market_changed_at: null,
  referral_code: 'ABCD2345',
  provider_cd: 'naver',
  created_at: '2026-11-20T01:00:00.000Z',
  devices: [],
};
