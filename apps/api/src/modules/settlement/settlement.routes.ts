import { settlementApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { statementCsv, statementPdf } from './settlement.files.ts';
import type { SettlementService } from './settlement.service.ts';

// The teacher's routes are under /api/studio: the studio guard (http/studio.ts) takes only a studio session there.
const teacher = {} as const;
const admin = { config: { role: 'admin' } } as const;
const file = (type: string, name: string) => ({ 'cache-control': 'private, no-store', 'content-type': type, 'content-disposition': `attachment; filename="${name}"` });

/** Settlement: the teacher's own statements in the studio, and the operator's month (admin: it moves money). */
export const settlementRoutes: FastifyPluginAsyncZod<{ settlement: SettlementService; school: string }> = async (app, { settlement, school }) => {
  const me = (req: Parameters<typeof memberOf>[0]) => memberOf(req).memberId;
  route(app, api.myStatements, teacher, async (req) => ok(await settlement.ownList(me(req))));
  route(app, api.myStatement, teacher, async (req) => ok(await settlement.own(me(req), req.params.statement_id)));
  route(app, api.myStatementPdf, teacher, async (req, reply) => {
    const s = await settlement.own(me(req), req.params.statement_id);
    return reply.headers(file('application/pdf', `settlement-${s.month}.pdf`)).send(Buffer.from(await statementPdf(s, school)));
  });
  route(app, api.myStatementCsv, teacher, async (req, reply) => {
    const s = await settlement.own(me(req), req.params.statement_id);
    return reply.headers(file('text/csv; charset=utf-8', `settlement-${s.month}.csv`)).send(statementCsv(s));
  });
  route(app, api.myPayee, teacher, async (req) => ok(await settlement.ownPayee(me(req))));

  route(app, api.statements, admin, async (req) => ok(await settlement.monthList(req.query.month)));
  route(app, api.statement, admin, async (req) => ok(await settlement.statement(req.params.statement_id)));
  route(app, api.compute, admin, async (req) => ok(await settlement.computeByOperator(actorOf(req), req.body.month), '원장에서 정산서를 다시 계산했습니다.'));
  route(app, api.confirm, admin, async (req) => ok(await settlement.confirmByOperator(actorOf(req), req.body.month), '정산서를 확정했습니다. 이제 정정 항목만 추가할 수 있습니다.'));
  route(app, api.correction, admin, async (req) => ok(await settlement.correct(actorOf(req), req.params.statement_id, req.body.won, req.body.note), '정정 항목을 추가했습니다.'));
  route(app, api.taxInvoice, admin, async (req) => ok(await settlement.setInvoice(actorOf(req), req.params.statement_id, req.body.tax_invoice_no), '세금계산서 번호를 기록했습니다.'));
  route(app, api.markPaid, admin, async (req) => ok(await settlement.markPaid(actorOf(req), req.params.statement_id), '지급 완료로 표시했습니다.'));
  route(app, api.bankFile, admin, async (req, reply) =>
    reply.headers(file('text/csv; charset=utf-8', `bulk-transfer-${req.query.month}.csv`)).send(await settlement.bankFile(actorOf(req), req.query.month)),
  );
  route(app, api.payees, admin, async () => ok(await settlement.payees()));
  route(app, api.savePayee, admin, async (req) => ok(await settlement.savePayee(actorOf(req), req.params.teacher_sn, req.body), '정산 정보를 봉인해 저장했습니다.'));
  route(app, api.terms, admin, async (req) => ok(await settlement.terms(req.query.teacher_sn)));
  route(app, api.addTerms, admin, async (req) => ok(await settlement.addTerms(actorOf(req), req.body), '계약 조건의 새 버전을 등록했습니다.'));
};
