import {
  adminEndedSessions,
  adminGrantBody,
  adminMemberDetail,
  adminMemberList,
  adminMemberParams,
  adminMemberRow,
  adminMemberSearchQuery,
  adminReasonBody,
  adminRoleBody,
  adminStatusBody,
} from '@school/contracts/admin';
import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { AdminMembersService } from './admin-members.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const staff = { role: 'staff' } as const;

/** Members and support in the operator console (docs/decisions/060). */
export const adminMembersRoutes: FastifyPluginAsyncZod<{ members: AdminMembersService }> = async (app, { members }) => {
  app.get(
    '/admin/members',
    { config: staff, schema: { tags, security, summary: '회원 검색 (이메일, 이름, 닉네임, 휴대폰)', querystring: adminMemberSearchQuery, response: { 200: envelope(adminMemberList) } } },
    async (req) => ok(await members.search(req.query)),
  );
  app.get(
    '/admin/members/:member_id',
    { config: staff, schema: { tags, security, summary: '회원 상세 (구매, 이용권, 기기, 학습, 변경 이력)', params: adminMemberParams, response: { 200: envelope(adminMemberDetail) } } },
    async (req) => ok(await members.detail(req.params.member_id)),
  );
  app.post(
    '/admin/members/:member_id/status',
    { config: staff, schema: { tags, security, summary: '이용 정지·해제 (사유 필수)', params: adminMemberParams, body: adminStatusBody, response: { 200: envelope(adminMemberRow) } } },
    async (req) =>
      ok(await members.setStatus(actorOf(req), req.params.member_id, req.body), req.body.status === 'suspended' ? '이용을 정지했습니다.' : '이용 정지를 해제했습니다.'),
  );
  app.post(
    '/admin/members/:member_id/sessions/end',
    { config: staff, schema: { tags, security, summary: '모든 기기에서 로그아웃', params: adminMemberParams, body: adminReasonBody, response: { 200: envelope(adminEndedSessions) } } },
    async (req) => ok(await members.endSessions(actorOf(req), req.params.member_id, req.body.reason), '모든 기기에서 로그아웃시켰습니다.'),
  );
  app.post(
    '/admin/members/:member_id/passes',
    {
      config: staff,
      schema: { tags, security, summary: '이용권 수동 지급 (사유 필수)', params: adminMemberParams, body: adminGrantBody, response: { 200: envelope(adminMemberDetail.shape.access.element) } },
    },
    async (req) => ok(await members.grantPass(actorOf(req), req.params.member_id, req.body), '이용권을 지급했습니다.'),
  );
  app.post(
    '/admin/members/:member_id/role',
    { config: { role: 'admin' }, schema: { tags, security, summary: '권한 변경 (관리자만)', params: adminMemberParams, body: adminRoleBody, response: { 200: envelope(adminMemberRow) } } },
    async (req) => ok(await members.setRole(actorOf(req), req.params.member_id, req.body), '권한을 바꿨습니다.'),
  );
};
