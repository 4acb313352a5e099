import { devicesApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { DeviceService } from './devices.service.ts';

/** The member's devices: push subscriptions and offline licences. Keys and device lists are never stored on the way. */
export const deviceRoutes: FastifyPluginAsyncZod<{ devices: DeviceService }> = async (app, { devices }) => {
  const member = { preHandler: app.requireMember };
  const id = (req: Parameters<typeof memberOf>[0]) => memberOf(req).memberId;

  route(app, devicesApi.pushDevices, member, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await devices.pushDevices(id(req)));
  });
  route(app, devicesApi.pushSubscribe, member, async (req) => ok(await devices.subscribe(id(req), req.body), '이 기기에서 알림을 받습니다.'));
  route(app, devicesApi.pushRemove, member, async (req) => ok(await devices.unsubscribe(id(req), req.params.device_id), '이 기기의 알림을 껐습니다.'));

  route(app, devicesApi.offlineLicences, member, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await devices.licences(id(req)));
  });
  route(app, devicesApi.offlineGrant, member, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await devices.grant(id(req), req.params.lc_no, req.body.device_id), '오프라인으로 볼 수 있도록 저장했습니다.');
  });
  route(app, devicesApi.offlineRemove, member, async (req) =>
    ok(await devices.remove(id(req), req.params.lc_no, req.query.device_id), '오프라인 저장 강의를 삭제했습니다.'),
  );
};
