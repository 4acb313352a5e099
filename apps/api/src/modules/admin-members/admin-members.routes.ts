import { adminMembersApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AdminMembersService } from './admin-members.service.ts';

const staff = { config: { role: 'staff' } } as const;

/** Members and support in the operator console (docs/decisions/060). */
export const adminMembersRoutes: FastifyPluginAsyncZod<{ members: AdminMembersService }> = async (app, { members }) => {
  route(app, api.search, staff, async (req) => ok(await members.search(req.query)));
  route(app, api.detail, staff, async (req) => ok(await members.detail(req.params.member_id)));
  route(app, api.setStatus, staff, async (req) =>
    ok(await members.setStatus(actorOf(req), req.params.member_id, req.body), req.body.status === 'suspended' ? '이용을 정지했습니다.' : '이용 정지를 해제했습니다.'),
  );
  route(app, api.endSessions, staff, async (req) => ok(await members.endSessions(actorOf(req), req.params.member_id, req.body.reason), '모든 기기에서 로그아웃시켰습니다.'));
  route(app, api.grantPass, staff, async (req) => ok(await members.grantPass(actorOf(req), req.params.member_id, req.body), '이용권을 지급했습니다.'));
  route(app, api.setRole, { config: { role: 'admin' } }, async (req) => ok(await members.setRole(actorOf(req), req.params.member_id, req.body), '권한을 바꿨습니다.'));
};
