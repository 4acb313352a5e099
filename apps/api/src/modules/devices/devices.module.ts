import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MediaKeyService } from '../media-keys/media-keys.service.ts';
import type { PlayService } from '../play/play.service.ts';
import { deviceRoutes } from './devices.routes.ts';
import { DeviceService, PUSH_SERVICE_HOSTS } from './devices.service.ts';
import { PushSender } from './push.ts';
import { vapidSource } from './vapid.ts';

/**
 * The installed app's devices (decision 114): web push subscriptions and the push sender other areas are handed
 * (`push.send(memberId, { title, body, url })`), and offline lecture licences gated by playback's access rule.
 */
export function createDevices(d: {
  config: Config;
  db: Db;
  play: PlayService;
  keys: MediaKeyService;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}): AreaParts & { devices: DeviceService; push: PushSender } {
  const vapid = vapidSource(d.config);
  const push = new PushSender(d.db, vapid, d.log, d.fetch);
  const devices = new DeviceService(
    d.db,
    vapid,
    d.play,
    d.keys,
    { max: d.config.OFFLINE_MAX_LECTURES, days: d.config.OFFLINE_LICENCE_DAYS },
    d.config.NODE_ENV === 'production' ? PUSH_SERVICE_HOSTS : null,
  );
  return { devices, push, routes: { api: [mount(deviceRoutes, { devices })] }, jobs: [] };
}
