import type { CodeName } from '@school/contracts';
import { adminPracticeApi, practiceApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { ContestService } from './practice.contest.ts';
import type { PracticeService } from './practice.service.ts';

const stockFields = { 'body.region': 'STOCK_REGION_INVALID', 'body.code': 'STOCK_CODE_INVALID' } as const satisfies Record<string, CodeName>;

/** The month contests are listed from: the previous month, so a just-closed round stays on the page. */
function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** A member's practice account, lessons ↔ stocks and contests (decision 099). */
export const practiceRoutes: FastifyPluginAsyncZod<{ practice: PracticeService; contests: ContestService }> = async (app, { practice, contests }) => {
  const member = { onRequest: app.requireMember };

  route(app, api.account, member, async (req) => ok(await practice.account(memberOf(req).memberId)));
  route(app, api.order, { ...member, config: { fieldCodes: stockFields } }, async (req) =>
    ok(await practice.order(memberOf(req).memberId, req.body), '모의 주문을 접수했습니다. 다음 확정 일봉으로 체결됩니다.'),
  );
  route(app, api.cancel, member, async (req) => ok(await practice.cancel(memberOf(req).memberId, req.params.order_id), '주문을 취소했습니다.'));
  route(app, api.history, member, async (req) => ok(await practice.history(memberOf(req).memberId, req.query.page)));
  route(app, api.feeQuote, { ...member, config: { fieldCodes: { 'querystring.region': 'STOCK_REGION_INVALID', 'querystring.code': 'STOCK_CODE_INVALID' } } }, async (req) =>
    ok(await practice.feeQuote({ ...req.query, region: req.query.region })),
  );
  route(app, api.performance, { ...member, config: { fieldCodes: { 'querystring.region': 'STOCK_REGION_INVALID' } } }, async (req) =>
    ok(await practice.performance(memberOf(req).memberId, req.query.region)),
  );
  route(app, api.reset, member, async (req) => ok(await practice.reset(memberOf(req).memberId), '모의투자 계좌를 처음 상태로 되돌렸습니다.'));

  route(app, api.lectureStocks, {}, async (req) => ok(await practice.lectureStocks(req.params.lc_no, await optionalMember(app, req))));
  route(app, api.stockLectures, { config: { fieldCodes: { 'params.region': 'STOCK_REGION_INVALID', 'params.code': 'STOCK_CODE_INVALID' } } }, async (req) =>
    ok(await practice.stockLectures(req.params.region, req.params.code)),
  );

  route(app, api.contests, {}, async (req) => ok(await contests.list(await optionalMember(app, req), previousMonth(new Date()))));
  route(app, api.joinContest, member, async (req) => ok(await contests.join(memberOf(req).memberId, req.params.contest_id), '대회에 참가했습니다. 순위에는 닉네임만 보입니다.'));
};

const staff = { config: { role: 'staff' } } as const;
const teacher = { config: { role: 'teacher' } } as const;

/** Tagging lectures with stocks (staff, or the course's own teacher) and running contest rounds (staff). */
export const practiceConsoleRoutes: FastifyPluginAsyncZod<{ practice: PracticeService; contests: ContestService }> = async (app, { practice, contests }) => {
  route(app, adminPracticeApi.lectureStocks, teacher, async (req) => ok(await practice.lectureStocksFor(actorOf(req), req.params.lc_no)));
  route(app, adminPracticeApi.saveLectureStocks, { config: { ...teacher.config, fieldCodes: {} } }, async (req) =>
    ok(await practice.saveLectureStocks(actorOf(req), req.params.lc_no, req.body), '강의 종목과 과제를 저장했습니다.'),
  );
  route(app, adminPracticeApi.contests, staff, async () => ok(await contests.list(null, '0000-00')));
  route(app, adminPracticeApi.createContest, staff, async (req) => ok(await contests.create(actorOf(req), req.body), '대회를 열었습니다.'));
  route(app, adminPracticeApi.closeContest, staff, async (req) => ok(await contests.close(actorOf(req), req.params.contest_id), '대회를 마감하고 순위를 확정했습니다.'));
};
