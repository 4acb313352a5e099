import { myApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { PlayerSettingService } from './player-setting.service.ts';

/** GET/PUT /api/my/player: the signed-in member's own player setting; no member id is taken from input. */
export const playerSettingRoutes: FastifyPluginAsyncZod<{ settings: PlayerSettingService }> = async (app, { settings }) => {
  app.addHook('preHandler', app.requireMember);

  route(app, myApi.playerSetting, {}, async (req) => ok(await settings.get(memberOf(req).memberId)));
  route(app, myApi.savePlayerSetting, {}, async (req) => ok(await settings.save(memberOf(req).memberId, req.body), '재생 속도를 저장했습니다.'));
};
