import { endpoint } from '../endpoint.ts';

// Stock info, ranking and search, and members' favourites (apps/api/src/modules/stocks). A wrong market, code, range
// or proc_type answers its own 5xxx code (the route's `fieldCodes`), listed in `errors` with the service's codes.

export const favorites = endpoint({
  method: 'GET',
  path: '/api/stocks/favorites',
  query: 'stockFavoritesQuery',
  response: 'stockFavoritesResponse',
  summary: '내 관심 종목 (최근 추가한 순)',
  tags: ['stocks'],
  bearer: true,
  errors: ['STOCK_REGION_INVALID'],
});

export const addFavorite = endpoint({
  method: 'PUT',
  path: '/api/stocks/favorites',
  body: 'stockFavoriteBody',
  response: 'stockFavoriteItem',
  summary: '관심 종목 추가 (이미 있으면 그대로 성공)',
  tags: ['stocks'],
  bearer: true,
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND', 'STOCK_FAVORITES_FULL'],
});

export const removeFavorite = endpoint({
  method: 'DELETE',
  path: '/api/stocks/favorites/:region/:code',
  params: 'stockPathParams',
  response: 'stockFavoriteRemoved',
  summary: '관심 종목 삭제 (없으면 그대로 성공)',
  tags: ['stocks'],
  bearer: true,
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID'],
});

export const search = endpoint({
  method: 'GET',
  path: '/api/stocks/search',
  query: 'stockSearchQuery',
  response: 'stockSearchResponse',
  summary: '종목 검색 (코드·한글명·영문명·초성)',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_QUERY_TOO_LONG', 'STOCK_PAGING_INVALID'],
});

export const rank = endpoint({
  method: 'GET',
  path: '/api/stocks/rank/:region',
  params: 'stockRegionParams',
  query: 'stockRankQuery',
  response: 'stockRankResponse',
  summary: '종목 순위 (시가총액·등락률·거래량)',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_RANK_TYPE_INVALID', 'STOCK_MARKET_INVALID', 'STOCK_PAGING_INVALID'],
});

export const top10 = endpoint({
  method: 'GET',
  path: '/api/stocks/top10/:region',
  params: 'stockRegionParams',
  response: 'stockTop10Response',
  summary: '시가총액 상위 10개 종목',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID'],
});

export const info = endpoint({
  method: 'GET',
  path: '/api/stocks/:region/:code',
  params: 'stockPathParams',
  response: 'stockInfoResponse',
  summary: '종목 정보 (기업 개요·현재가·주요 지표)',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND'],
});

export const price = endpoint({
  method: 'GET',
  path: '/api/stocks/:region/:code/price',
  params: 'stockPathParams',
  response: 'stockPriceResponse',
  summary: '현재가',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND'],
});

export const history = endpoint({
  method: 'GET',
  path: '/api/stocks/:region/:code/history',
  params: 'stockPathParams',
  query: 'stockHistoryQuery',
  response: 'stockHistoryResponse',
  summary: '일별 시세 (1M·3M·1Y·5Y)',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND', 'STOCK_RANGE_INVALID'],
});

export const finance = endpoint({
  method: 'GET',
  path: '/api/stocks/:region/:code/finance',
  params: 'stockPathParams',
  query: 'stockFinanceQuery',
  response: 'stockFinanceResponse',
  summary: '재무제표 (proc_type 01 연결 연간 · 02 별도 연간 · 03 연결 분기 · 04 별도 분기)',
  tags: ['stocks'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND', 'STOCK_PROC_TYPE_INVALID'],
});
