import {
  envelope,
  stockFinanceQuery,
  stockFinanceResponse,
  stockHistoryQuery,
  stockHistoryResponse,
  stockInfoResponse,
  stockPathParams,
  stockPriceResponse,
  stockRankQuery,
  stockRankResponse,
  stockRegionParams,
  stockSearchQuery,
  stockSearchResponse,
  stockTop10Response,
  stockFavoriteBody,
  stockFavoriteItem,
  stockFavoriteRemoved,
  stockFavoritesQuery,
  stockFavoritesResponse,
  type CodeName,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok, preEncoded, sendJson } from '../../http/reply.ts';
import type { FavoritesService } from './stocks.favorites.ts';
import type { StocksService } from './stocks.service.ts';

const pathFieldCodes = { 'params.region': 'STOCK_REGION_INVALID', 'params.code': 'STOCK_CODE_INVALID' } as const satisfies Record<
  string,
  CodeName
>;

// A wrong market, code, range or proc_type gets its own 5xxx code (route config `fieldCodes`, read by
// the app's one error handler), so the page can tell the person exactly what to fix.
export const stocksRoutes: FastifyPluginAsyncZod<{ stocks: StocksService; favorites?: FavoritesService }> = async (app, options) => {
  const { stocks, favorites } = options;

  // Member favorites need the database; a figures-only app registers the module without them.
  if (favorites) {
    const security = [{ bearer: [] }];
    // onRequest: a missing token reads 0907 before any body or path check.
    const member = { onRequest: app.requireMember };

    app.get(
      '/stocks/favorites',
      {
        ...member,
        schema: {
          tags: ['stocks'],
          security,
          summary: '내 관심 종목 (최근 추가한 순)',
          querystring: stockFavoritesQuery,
          response: { 200: envelope(stockFavoritesResponse) },
        },
        config: { fieldCodes: { 'querystring.market': 'STOCK_REGION_INVALID' } },
      },
      async (req) => ok(await favorites.list(memberOf(req).memberId, req.query.market)),
    );

    app.put(
      '/stocks/favorites',
      {
        ...member,
        schema: {
          tags: ['stocks'],
          security,
          summary: '관심 종목 추가 (이미 있으면 그대로 성공)',
          body: stockFavoriteBody,
          response: { 200: envelope(stockFavoriteItem) },
        },
        config: { fieldCodes: { 'body.market': 'STOCK_REGION_INVALID', 'body.code': 'STOCK_CODE_INVALID' } },
      },
      async (req) => ok(await favorites.add(memberOf(req).memberId, req.body.market, req.body.code), '관심 종목에 추가했습니다.'),
    );

    app.delete(
      '/stocks/favorites/:region/:code',
      {
        ...member,
        schema: {
          tags: ['stocks'],
          security,
          summary: '관심 종목 삭제 (없으면 그대로 성공)',
          params: stockPathParams,
          response: { 200: envelope(stockFavoriteRemoved) },
        },
        config: { fieldCodes: pathFieldCodes },
      },
      async (req) => ok(await favorites.remove(memberOf(req).memberId, req.params.region, req.params.code), '관심 종목에서 삭제했습니다.'),
    );
  }

  app.get(
    '/stocks/search',
    {
      ...preEncoded,
      schema: {
        tags: ['stocks'],
        summary: '종목 검색 (코드·한글명·영문명·초성)',
        querystring: stockSearchQuery,
        response: { 200: envelope(stockSearchResponse) },
      },
      config: {
        fieldCodes: {
          'querystring.market': 'STOCK_REGION_INVALID',
          'querystring.q:too_big': 'STOCK_QUERY_TOO_LONG',
          'querystring.limit': 'STOCK_PAGING_INVALID',
        },
      },
    },
    (req, reply) => sendJson(req, reply, stocks.searchBody(req.query)),
  );

  app.get(
    '/stocks/rank/:region',
    {
      schema: {
        tags: ['stocks'],
        summary: '종목 순위 (시가총액·등락률·거래량)',
        params: stockRegionParams,
        querystring: stockRankQuery,
        response: { 200: envelope(stockRankResponse) },
      },
      config: {
        fieldCodes: {
          ...pathFieldCodes,
          'querystring.type': 'STOCK_RANK_TYPE_INVALID',
          'querystring.market': 'STOCK_MARKET_INVALID',
          'querystring.limit': 'STOCK_PAGING_INVALID',
          'querystring.page': 'STOCK_PAGING_INVALID',
        },
      },
    },
    async (req) => ok(await stocks.rank(req.params.region, req.query)),
  );

  app.get(
    '/stocks/top10/:region',
    {
      schema: {
        tags: ['stocks'],
        summary: '시가총액 상위 10개 종목',
        params: stockRegionParams,
        response: { 200: envelope(stockTop10Response) },
      },
      config: { fieldCodes: pathFieldCodes },
    },
    async (req) => ok(await stocks.top10(req.params.region)),
  );

  app.get(
    '/stocks/:region/:code',
    {
      schema: {
        tags: ['stocks'],
        summary: '종목 정보 (기업 개요·현재가·주요 지표)',
        params: stockPathParams,
        response: { 200: envelope(stockInfoResponse) },
      },
      config: { fieldCodes: pathFieldCodes },
    },
    async (req) => ok(await stocks.info(req.params.region, req.params.code)),
  );

  app.get(
    '/stocks/:region/:code/price',
    {
      schema: {
        tags: ['stocks'],
        summary: '현재가',
        params: stockPathParams,
        response: { 200: envelope(stockPriceResponse) },
      },
      config: { fieldCodes: pathFieldCodes },
    },
    async (req) => ok(await stocks.price(req.params.region, req.params.code)),
  );

  app.get(
    '/stocks/:region/:code/history',
    {
      ...preEncoded,
      schema: {
        tags: ['stocks'],
        summary: '일별 시세 (1M·3M·1Y·5Y)',
        params: stockPathParams,
        querystring: stockHistoryQuery,
        response: { 200: envelope(stockHistoryResponse) },
      },
      config: { fieldCodes: { ...pathFieldCodes, 'querystring.range': 'STOCK_RANGE_INVALID' } },
    },
    (req, reply) => sendJson(req, reply, stocks.historyBody(req.params.region, req.params.code, req.query.range)),
  );

  app.get(
    '/stocks/:region/:code/finance',
    {
      ...preEncoded,
      schema: {
        tags: ['stocks'],
        summary: '재무제표 (proc_type 01 연결 연간 · 02 별도 연간 · 03 연결 분기 · 04 별도 분기)',
        params: stockPathParams,
        querystring: stockFinanceQuery,
        response: { 200: envelope(stockFinanceResponse) },
      },
      config: { fieldCodes: { ...pathFieldCodes, 'querystring.proc_type': 'STOCK_PROC_TYPE_INVALID' } },
    },
    (req, reply) => sendJson(req, reply, stocks.financeBody(req.params.region, req.params.code, req.query.proc_type)),
  );
};
