import {
  codes,
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
  type ValidationIssue,
} from '@school/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../http/auth.ts';
import { errorHandler } from '../../http/error-handler.ts';
import { BundledMarketData } from '../../providers/market-data/bundled.ts';
import { FavoritesService } from './stocks.favorites.ts';
import { StocksService } from './stocks.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which stock code answers a validation failure of a field ('querystring.range' → 5004), or of one issue of it ('querystring.q:too_big'). */
    stockFieldCodes?: Record<string, CodeName>;
  }
}

let defaultService: StocksService | null = null;
/**
 * One service per process by default: its caches hold only figures the provider can regenerate,
 * so test apps and the server share it and the sample data is generated once.
 */
function sharedService(): StocksService {
  defaultService ??= new StocksService(new BundledMarketData());
  return defaultService;
}

const pathFieldCodes = { 'params.region': 'STOCK_REGION_INVALID', 'params.code': 'STOCK_CODE_INVALID' } as const satisfies Record<
  string,
  CodeName
>;
const json = 'application/json; charset=utf-8';

export const stocksRoutes: FastifyPluginAsyncZod<{ stocks?: StocksService; db?: Db }> = async (app, options) => {
  const stocks = options.stocks ?? sharedService();
  app.setErrorHandler(stockErrorHandler);

  // Member favorites need the database; a figures-only app (bench) registers the module without one.
  if (options.db) {
    const favorites = new FavoritesService(options.db, stocks);
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
        config: { stockFieldCodes: { 'querystring.market': 'STOCK_REGION_INVALID' } },
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
        config: { stockFieldCodes: { 'body.market': 'STOCK_REGION_INVALID', 'body.code': 'STOCK_CODE_INVALID' } },
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
        config: { stockFieldCodes: pathFieldCodes },
      },
      async (req) => ok(await favorites.remove(memberOf(req).memberId, req.params.region, req.params.code), '관심 종목에서 삭제했습니다.'),
    );
  }

  app.get(
    '/stocks/search',
    {
      schema: {
        tags: ['stocks'],
        summary: '종목 검색 (코드·한글명·영문명·초성)',
        querystring: stockSearchQuery,
        response: { 200: envelope(stockSearchResponse) },
      },
      config: {
        stockFieldCodes: {
          'querystring.market': 'STOCK_REGION_INVALID',
          'querystring.q:too_big': 'STOCK_QUERY_TOO_LONG',
          'querystring.limit': 'STOCK_PAGING_INVALID',
        },
      },
    },
    async (req) => ok(await stocks.search(req.query)),
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
        stockFieldCodes: {
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
      config: { stockFieldCodes: pathFieldCodes },
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
      config: { stockFieldCodes: pathFieldCodes },
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
      config: { stockFieldCodes: pathFieldCodes },
    },
    async (req) => ok(await stocks.price(req.params.region, req.params.code)),
  );

  app.get(
    '/stocks/:region/:code/history',
    {
      schema: {
        tags: ['stocks'],
        summary: '일별 시세 (1M·3M·1Y·5Y)',
        params: stockPathParams,
        querystring: stockHistoryQuery,
        response: { 200: envelope(stockHistoryResponse) },
      },
      config: { stockFieldCodes: { ...pathFieldCodes, 'querystring.range': 'STOCK_RANGE_INVALID' } },
    },
    async (req, reply) => sendBody(reply, await stocks.historyBody(req.params.region, req.params.code, req.query.range)),
  );

  app.get(
    '/stocks/:region/:code/finance',
    {
      schema: {
        tags: ['stocks'],
        summary: '재무제표 (proc_type 01 연결 연간 · 02 별도 연간 · 03 연결 분기 · 04 별도 분기)',
        params: stockPathParams,
        querystring: stockFinanceQuery,
        response: { 200: envelope(stockFinanceResponse) },
      },
      config: { stockFieldCodes: { ...pathFieldCodes, 'querystring.proc_type': 'STOCK_PROC_TYPE_INVALID' } },
    },
    async (req, reply) => sendBody(reply, await stocks.financeBody(req.params.region, req.params.code, req.query.proc_type)),
  );
};

function ok<T>(data: T, message: string = codes.OK.message) {
  return { code: codes.OK.code, message, data };
}

// Already serialized by the service's cache: skip the per-request serializer.
function sendBody(reply: FastifyReply, body: string) {
  return reply.type(json).send(body);
}

/**
 * A wrong market, code, range or proc_type gets its own 5xxx code and Korean message, so the page
 * can tell the person exactly what to fix; anything else goes to the app-wide handler.
 */
function stockErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: ValidationIssue[] = error.validation.map((v) => ({
      field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? codes.INPUT_INVALID.message,
    }));
    const map = request.routeOptions.config.stockFieldCodes ?? {};
    // 'field:issue' (querystring.q:too_big) is more specific than 'field'.
    const name = fields.map((f, i) => map[`${f.field}:${error.validation[i]?.keyword}`] ?? map[f.field]).find((n) => n !== undefined);
    if (name) {
      const entry = codes[name];
      return reply.status(entry.status).send({ code: entry.code, message: entry.message, data: { fields } });
    }
  }
  return errorHandler(error, request, reply);
}
