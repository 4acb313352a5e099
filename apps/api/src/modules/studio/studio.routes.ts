import { studioApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { StudioService } from './studio.service.ts';

// Studio routes need no role here: every /api/studio route takes the studio session (http/studio.ts, decision 122).
const teacher = {} as const;
const staff = { config: { role: 'staff' } } as const;

/** The teacher's studio on its own session (decisions 115, 122), and the operators' review of what teachers submit. */
export const studioRoutes: FastifyPluginAsyncZod<{ studio: StudioService }> = async (app, { studio }) => {
  const me = (req: Parameters<typeof memberOf>[0]) => memberOf(req).memberId;
  route(app, api.me, teacher, async (req) => ok(await studio.me(me(req))));
  route(app, api.courses, teacher, async (req) => ok(await studio.courses(me(req))));
  route(app, api.courseSnapshot, teacher, async (req) => ok(await studio.courseSnapshot(me(req), req.params.course_sn)));
  route(app, api.drafts, teacher, async (req) => ok(await studio.drafts(me(req))));
  route(app, api.createDraft, teacher, async (req) => ok(await studio.createDraft(actorOf(req), req.body), '초안을 저장했습니다.'));
  route(app, api.draft, teacher, async (req) => ok(await studio.draft(me(req), req.params.draft_sn)));
  route(app, api.saveDraft, teacher, async (req) => ok(await studio.saveDraft(actorOf(req), req.params.draft_sn, req.body), '초안을 저장했습니다.'));
  route(app, api.submitDraft, teacher, async (req) => ok(await studio.submit(actorOf(req), req.params.draft_sn), '검토를 요청했습니다. 운영자가 확인한 뒤 알려 드립니다.'));

  route(app, api.reviewQueue, staff, async (req) => ok(await studio.queue(req.query.status)));
  route(app, api.reviewVersion, staff, async (req) => ok(await studio.review(req.params.version_sn)));
  route(app, api.returnVersion, staff, async (req) => ok(await studio.decide(actorOf(req), req.params.version_sn, 'returned', req.body.comment), '강사에게 돌려보냈습니다.'));
  route(app, api.approveVersion, staff, async (req) => ok(await studio.decide(actorOf(req), req.params.version_sn, 'approved', req.body.comment ?? null), '승인했습니다.'));
  route(app, api.publishVersion, staff, async (req) => ok(await studio.publish(actorOf(req), req.params.version_sn), '강의에 반영해 공개했습니다.'));
};
