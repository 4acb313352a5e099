/**
 * The demo course-category tree. Ids are fixed so links stay stable; the
 * specification fixes 193/254 (해외파생 → 해외선물) for the hot side-menu entry.
 * Hidden ('Y') entries are retired or not yet opened categories.
 */
export interface SeedCategory {
  ca_sn: number;
  title: string;
  is_hidden?: 'Y';
  children?: SeedCategory[];
}

export const seedCategories: SeedCategory[] = [
  {
    ca_sn: 100,
    title: '국내주식',
    children: [
      {
        ca_sn: 101,
        title: '주식 입문',
        children: [
          { ca_sn: 111, title: '주식 기초 용어' },
          { ca_sn: 112, title: '계좌 개설과 주문' },
          { ca_sn: 113, title: '재무제표 읽기' },
        ],
      },
      {
        ca_sn: 102,
        title: '기술적 분석',
        children: [
          { ca_sn: 121, title: '캔들과 차트 패턴' },
          { ca_sn: 122, title: '보조지표 활용' },
          { ca_sn: 123, title: '거래량 분석' },
        ],
      },
      {
        ca_sn: 103,
        title: '기본적 분석',
        children: [
          { ca_sn: 131, title: '가치투자' },
          { ca_sn: 132, title: '산업·업종 분석' },
          { ca_sn: 133, title: '실적 시즌 전략' },
        ],
      },
      {
        ca_sn: 104,
        title: '매매 전략',
        children: [
          { ca_sn: 141, title: '스윙 매매' },
          { ca_sn: 142, title: '단기 매매' },
          { ca_sn: 143, title: '공모주 청약', is_hidden: 'Y' },
        ],
      },
    ],
  },
  {
    ca_sn: 200,
    title: '해외주식',
    children: [
      {
        ca_sn: 201,
        title: '미국주식 입문',
        children: [
          { ca_sn: 211, title: '해외주식 계좌와 세금' },
          { ca_sn: 212, title: '미국 ETF 투자' },
        ],
      },
      {
        ca_sn: 202,
        title: '미국 성장주',
        children: [
          { ca_sn: 221, title: '빅테크 기업 분석' },
          { ca_sn: 222, title: '반도체 섹터' },
        ],
      },
    ],
  },
  {
    ca_sn: 193,
    title: '해외파생',
    children: [
      {
        ca_sn: 254,
        title: '해외선물',
        children: [
          { ca_sn: 255, title: '해외선물 입문' },
          { ca_sn: 256, title: '나스닥·S&P 지수선물' },
          { ca_sn: 257, title: '원유·금 선물' },
        ],
      },
      {
        ca_sn: 260,
        title: '해외옵션',
        children: [{ ca_sn: 261, title: '옵션 기초와 전략' }],
      },
      { ca_sn: 262, title: 'FX 마진', is_hidden: 'Y' },
    ],
  },
  {
    ca_sn: 300,
    title: '자산관리',
    children: [
      {
        ca_sn: 301,
        title: '연금과 ETF',
        children: [
          { ca_sn: 311, title: '연금저축·IRP' },
          { ca_sn: 312, title: 'ETF 포트폴리오' },
        ],
      },
      {
        ca_sn: 302,
        title: '절세와 세금',
        children: [{ ca_sn: 321, title: '금융소득 절세' }],
      },
    ],
  },
  {
    ca_sn: 400,
    title: '가상자산',
    is_hidden: 'Y',
    children: [{ ca_sn: 401, title: '비트코인 기초' }],
  },
];
