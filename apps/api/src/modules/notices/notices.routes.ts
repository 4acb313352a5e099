import { envelope, NOTIFICATION_SETTINGS_PATH, notificationSettings } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { NoticeService } from './notices.service.ts';

const tags = ['my'];
const security = [{ bearer: [] }];
const path = NOTIFICATION_SETTINGS_PATH.slice('/api'.length);

/** The member's own notification choices (which notices, by which channel). */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  app.get(path, { preHandler: app.requireMember, schema: { tags, security, summary: '알림 설정', response: { 200: envelope(notificationSettings) } } }, async (req) =>
    ok(await notices.settings(memberOf(req).memberId)),
  );
  app.put(
    path,
    { preHandler: app.requireMember, schema: { tags, security, summary: '알림 설정 변경', body: notificationSettings, response: { 200: envelope(notificationSettings) } } },
    async (req) => ok(await notices.saveSettings(memberOf(req).memberId, req.body), '알림 설정을 저장했습니다.'),
  );
};
