/**
 * The maintained word list of the advice guard (docs/decisions/095). Edit here; qna.advice.test.ts pins what
 * must and must not be flagged. Matched on the spacing-free, lower-cased text (db/schema/search-keys.ts `compact`).
 */

/** Asking whether or when to buy or sell: flagged when a listed stock (name or code) is also named. */
export const TRADE_INTENT = [
  '사도되',
  '사도돼',
  '살까',
  '사야',
  '사면',
  '사고싶',
  '팔까',
  '팔아야',
  '팔면',
  '팔아도',
  '매수해',
  '매수할',
  '매수타이밍',
  '매수시점',
  '매도해',
  '매도할',
  '매도타이밍',
  '매도시점',
  '들어가도',
  '진입해',
  '손절',
  '익절',
  '물타기',
  '추매',
  '담아도',
  '홀딩',
  '존버',
  '목표가',
  '오를까',
  '떨어질까',
  '전망',
  'shouldibuy',
  'shouldisell',
];

/** Asking the school to pick: flagged on their own, whatever stock is (or is not) named. */
export const PICK_REQUEST = ['종목추천', '추천종목', '추천해주', '뭐사', '뭘사', '무엇을사', '어떤종목', '어느종목', '리딩', '찍어주', '포트폴리오짜'];
