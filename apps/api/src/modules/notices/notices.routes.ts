import { noticesApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { NoticeService } from './notices.service.ts';

/** The member's own notification choices (which notices, by which channel). */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  route(app, noticesApi.settings, { preHandler: app.requireMember }, async (req) => ok(await notices.settings(memberOf(req).memberId)));
  route(app, noticesApi.saveSettings, { preHandler: app.requireMember }, async (req) =>
    ok(await notices.saveSettings(memberOf(req).memberId, req.body), '알림 설정을 저장했습니다.'),
  );
};
