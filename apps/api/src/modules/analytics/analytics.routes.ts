import { analyticsApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AnalyticsService } from './analytics.service.ts';

// The teacher's routes are under /api/studio: the studio guard (http/studio.ts) takes only a studio session there.
const teacher = {} as const;
const staff = { config: { role: 'staff' } } as const;

/** Course analytics: the teacher's own courses in the studio, every course for operators (decisions 123, 128). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  const own = (req: Parameters<typeof memberOf>[0]) => analytics.teacher(memberOf(req).memberId);
  route(app, api.courses, teacher, async (req) => ok(await analytics.courses(await own(req))));
  route(app, api.course, teacher, async (req) => ok(await analytics.course(own(req), req.params.course_sn)));
  route(app, api.lecture, teacher, async (req) => ok(await analytics.lecture(own(req), req.params.lc_no)));

  route(app, api.overview, staff, async () => ok(await analytics.overview()));
  route(app, api.anyCourse, staff, async (req) => ok(await analytics.course(Promise.resolve('operator'), req.params.course_sn)));
  route(app, api.anyLecture, staff, async (req) => ok(await analytics.lecture(Promise.resolve('operator'), req.params.lc_no)));
};
