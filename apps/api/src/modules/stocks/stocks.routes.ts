import type { CodeName } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok, preEncoded, sendJson } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
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
    // onRequest: a missing token reads 0907 before any body or path check.
    const member = { onRequest: app.requireMember };

    route(app, stocksApi.favorites, { ...member, config: { fieldCodes: { 'querystring.market': 'STOCK_REGION_INVALID' } } }, async (req) =>
      ok(await favorites.list(memberOf(req).memberId, req.query.market)),
    );

    route(app, stocksApi.addFavorite, { ...member, config: { fieldCodes: { 'body.market': 'STOCK_REGION_INVALID', 'body.code': 'STOCK_CODE_INVALID' } } }, async (req) =>
      ok(await favorites.add(memberOf(req).memberId, req.body.market, req.body.code), '관심 종목에 추가했습니다.'),
    );

    route(app, stocksApi.removeFavorite, { ...member, config: { fieldCodes: pathFieldCodes } }, async (req) =>
      ok(await favorites.remove(memberOf(req).memberId, req.params.region, req.params.code), '관심 종목에서 삭제했습니다.'),
    );
  }

  route(
    app,
    stocksApi.search,
    {
      ...preEncoded,
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

  route(
    app,
    stocksApi.rank,
    {
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

  route(app, stocksApi.top10, { config: { fieldCodes: pathFieldCodes } }, async (req) => ok(await stocks.top10(req.params.region)));

  route(app, stocksApi.info, { config: { fieldCodes: pathFieldCodes } }, async (req) => ok(await stocks.info(req.params.region, req.params.code)));

  route(app, stocksApi.price, { config: { fieldCodes: pathFieldCodes } }, async (req) => ok(await stocks.price(req.params.region, req.params.code)));

  route(app, stocksApi.history, { ...preEncoded, config: { fieldCodes: { ...pathFieldCodes, 'querystring.range': 'STOCK_RANGE_INVALID' } } }, (req, reply) =>
    sendJson(req, reply, stocks.historyBody(req.params.region, req.params.code, req.query.range)),
  );

  route(app, stocksApi.finance, { ...preEncoded, config: { fieldCodes: { ...pathFieldCodes, 'querystring.proc_type': 'STOCK_PROC_TYPE_INVALID' } } }, (req, reply) =>
    sendJson(req, reply, stocks.financeBody(req.params.region, req.params.code, req.query.proc_type)),
  );
};
