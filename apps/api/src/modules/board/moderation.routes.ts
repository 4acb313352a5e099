import { moderationBody, moderationParams, moderationQuery, reportedComments } from '@school/contracts/admin';
import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { ModerationService } from './moderation.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const DONE = { hide: '댓글을 숨겼습니다.', restore: '댓글을 다시 보이게 했습니다.', dismiss: '신고를 기각했습니다. 댓글은 계속 보입니다.' } as const;

/** The moderation queue of reported comments (staff). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  app.get(
    '/admin/moderation/comments',
    { config: { role: 'staff' }, schema: { tags, security, summary: '신고된 댓글 (검토 대기, 숨김, 유지)', querystring: moderationQuery, response: { 200: envelope(reportedComments) } } },
    async (req) => ok(await moderation.list(req.query)),
  );
  app.post(
    '/admin/moderation/comments/:co_sn',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        security,
        summary: '신고 처리 (숨김, 다시 보이기, 기각)',
        params: moderationParams,
        body: moderationBody,
        response: { 200: envelope(z.object({ co_sn: z.number(), status: z.enum(['visible', 'hidden']) })) },
      },
    },
    async (req) => ok(await moderation.decide(actorOf(req), req.params.co_sn, req.body), DONE[req.body.action]),
  );
};
