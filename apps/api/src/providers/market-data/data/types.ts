/**
 * 상장사 기본 정보 타입. 주가·재무 데이터는 여기에 없다(앱이 샘플 데이터로 생성한다).
 */

export type Market = 'KOSPI' | 'KOSDAQ' | 'NASDAQ' | 'NYSE';

/** 한국 종목 업종(교육용으로 단순화한 분류). */
export const krSectors = [
  '반도체',
  '정보기술',
  '2차전지',
  '자동차',
  '바이오',
  '헬스케어',
  '금융',
  '화학',
  '철강',
  '조선',
  '건설',
  '기계',
  '방산',
  '산업재',
  '운송',
  '통신',
  '인터넷',
  '게임',
  '엔터테인먼트',
  '미디어',
  '유통',
  '음식료',
  '소비재',
  '에너지',
  '유틸리티',
  '지주회사',
] as const;

/** 미국 종목 업종(GICS 11개 섹터를 한국어로, 반도체만 정보기술에서 분리). */
export const usSectors = [
  '정보기술',
  '반도체',
  '커뮤니케이션',
  '경기소비재',
  '필수소비재',
  '헬스케어',
  '금융',
  '산업재',
  '에너지',
  '유틸리티',
  '소재',
  '부동산',
] as const;

export type KrSector = (typeof krSectors)[number];
export type UsSector = (typeof usSectors)[number];
export type Sector = KrSector | UsSector;

export interface ListedCompany {
  /** KR: KRX 6자리 단축코드(예: '005930'). US: 티커(예: 'AAPL', 'BRK.B'). */
  code: string;
  nameKo: string;
  nameEn: string;
  market: Market;
  /** '기타' for a company imported from a real source that the bundled listing does not know. */
  sector: Sector | '기타';
  /** 같은 나라 목록 안에서의 대략적인 시가총액 순위(1 = 최대). 2024–2025년 기준 근사치. */
  approxMarketCapRank: number;
}
