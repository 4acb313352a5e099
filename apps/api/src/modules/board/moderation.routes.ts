import { adminModerationApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { ModerationService } from './moderation.service.ts';

const staff = { config: { role: 'staff' } } as const;
const DONE = { hide: '댓글을 숨겼습니다.', restore: '댓글을 다시 보이게 했습니다.', dismiss: '신고를 기각했습니다. 댓글은 계속 보입니다.' } as const;

/** The moderation queue of reported comments (staff). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  route(app, adminModerationApi.comments, staff, async (req) => ok(await moderation.list(req.query)));
  route(app, adminModerationApi.decide, staff, async (req) => ok(await moderation.decide(actorOf(req), req.params.co_sn, req.body), DONE[req.body.action]));
};
