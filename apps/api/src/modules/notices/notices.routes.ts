import { noticesApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { CentreService } from './centre.service.ts';
import type { SegmentSendService } from './segment-sends.service.ts';

/** The member's notifications (list, bell count, read) and choices per kind and channel (decision 125). */
export const noticeRoutes: FastifyPluginAsyncZod<{ centre: CentreService }> = async (app, { centre }) => {
  const member = { preHandler: app.requireMember };
  route(app, api.list, member, async (req) => ok(await centre.list(memberOf(req).memberId, req.query)));
  route(app, api.unread, member, async (req) => ok(await centre.unread(memberOf(req).memberId)));
  route(app, api.markRead, member, async (req) => ok(await centre.markRead(memberOf(req).memberId, req.params.id)));
  route(app, api.markAllRead, member, async (req) => ok(await centre.markAllRead(memberOf(req).memberId), '모든 알림을 읽음으로 표시했습니다.'));
  route(app, api.settings, member, async (req) => ok(await centre.prefs(memberOf(req).memberId)));
  route(app, api.saveSettings, member, async (req) => ok(await centre.savePrefs(memberOf(req).memberId, req.body), '알림 설정을 저장했습니다.'));
};

/** The console's notices to a segment of members. */
export const noticeAdminRoutes: FastifyPluginAsyncZod<{ sends: SegmentSendService }> = async (app, { sends }) => {
  const staff = { config: { role: 'staff' } } as const;
  route(app, api.adminSend, staff, async (req) => {
    const r = await sends.send(actorOf(req), req.body);
    return ok(r, `${r.targeted}명에게 보내기 시작했습니다. 진행 상황은 보낸 알림에서 볼 수 있습니다.`);
  });
  route(app, api.adminSends, staff, async () => ok(await sends.recent()));
};
