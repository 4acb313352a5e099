import { legalApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { LegalService } from './legal.service.ts';

/** Legal texts and their versions (public), the member's notices and consents, and publishing in the console (admin). */
export const legalRoutes: FastifyPluginAsyncZod<{ legal: LegalService }> = async (app, { legal }) => {
  route(app, legalApi.document, {}, async (req) => ok(await legal.current(req.params.type)));
  route(app, legalApi.documentVersion, {}, async (req) => ok(await legal.version(req.params.type, req.params.version)));

  const mine = { preHandler: app.requireMember };
  route(app, legalApi.pending, mine, async (req) => ok(await legal.pending(memberOf(req).memberId)));
  route(app, legalApi.answer, mine, async (req) =>
    ok(
      await legal.answer(memberOf(req).memberId, req.params.type, req.params.version, req.body.answer),
      req.body.answer === 'agree' ? '개정 약관에 동의하셨습니다.' : '거부 의사를 기록했습니다. 시행일 이후 이용을 원하지 않으시면 회원 탈퇴를 하실 수 있습니다.',
    ),
  );
  route(app, legalApi.consents, mine, async (req) => ok(await legal.consents(memberOf(req).memberId)));

  const admin = { config: { role: 'admin' } } as const;
  route(app, legalApi.adminList, admin, async () => ok(await legal.adminList()));
  route(app, legalApi.publish, admin, async (req) =>
    ok(await legal.publish(actorOf(req), req.params.type, req.body), '새 판을 공지했습니다. 회원은 다음 방문 때 안내를 받습니다.'),
  );
};
