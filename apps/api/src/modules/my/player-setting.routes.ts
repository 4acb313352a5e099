import { PLAYER_SETTING_PATH, envelope, playerSetting } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { PlayerSettingService } from './player-setting.service.ts';

const tags = ['my'];
const security = [{ bearer: [] }];
// Registered under the /api prefix.
const path = PLAYER_SETTING_PATH.replace(/^\/api/, '');

/** GET/PUT /api/my/player: the signed-in member's own player setting; no member id is taken from input. */
export const playerSettingRoutes: FastifyPluginAsyncZod<{ settings: PlayerSettingService }> = async (app, { settings }) => {
  app.addHook('preHandler', app.requireMember);

  app.get(path, { schema: { tags, security, summary: '내 플레이어 설정 (재생 속도)', response: { 200: envelope(playerSetting) } } }, async (req) =>
    ok(await settings.get(memberOf(req).memberId)),
  );

  app.put(
    path,
    { schema: { tags, security, summary: '내 플레이어 설정 저장 (재생 속도, 모든 기기에 적용)', body: playerSetting, response: { 200: envelope(playerSetting) } } },
    async (req) => ok(await settings.save(memberOf(req).memberId, req.body), '재생 속도를 저장했습니다.'),
  );
};
