import type { OfflineLicenceResponse, OfflineLicencesResponse, PushDevicesResponse, PushSubscribeBody } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { MediaKeyService } from '../media-keys/media-keys.service.ts';
import type { PlayService } from '../play/play.service.ts';
import { countPush, deleteLicence, deletePush, grantLicence, listLicences, listPushDevices, upsertPush } from './devices.queries.ts';
import type { Vapid } from './vapid.ts';

/** Push subscriptions one member may keep (phones, tablets, browsers): enough for a household of devices. */
const PUSH_DEVICES_MAX = 10;
const DAY_MS = 86_400_000;

/**
 * The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows). The server POSTs to whatever endpoint
 * a member registers, so in production only these hosts are taken: any other address would let a member make the
 * server call an internal one. Tests and development pass `null` (their fake push service is on loopback).
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.protocol !== 'https:') return false;
  return hosts.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`));
}

/** The installed app's devices: push subscriptions and offline lecture licences (decision 114). */
export class DeviceService {
  constructor(
    private readonly db: Db,
    private readonly vapid: () => Vapid | null,
    private readonly play: Pick<PlayService, 'offlineRelease'>,
    private readonly keys: Pick<MediaKeyService, 'allOf'>,
    private readonly offline: { max: number; days: number },
    /** Hosts a push endpoint may be on; null takes any (outside production). */
    private readonly pushHosts: readonly string[] | null = PUSH_SERVICE_HOSTS,
  ) {}

  async pushDevices(memberId: number): Promise<PushDevicesResponse> {
    const rows = await listPushDevices(this.db, memberId);
    return {
      public_key: this.vapid()?.publicKey ?? null,
      devices: rows.map((r) => ({ device_id: r.deviceId, label: r.label, created_at: r.createdAt.toISOString() })),
    };
  }

  async subscribe(memberId: number, body: PushSubscribeBody): Promise<PushDevicesResponse> {
    if (!this.vapid()) throw new AppError('PUSH_UNAVAILABLE');
    if (this.pushHosts && !isPushServiceEndpoint(body.endpoint, this.pushHosts)) throw new AppError('PUSH_ENDPOINT_UNKNOWN');
    const known = (await listPushDevices(this.db, memberId)).some((d) => d.deviceId === body.device_id);
    if (!known && (await countPush(this.db, memberId)) >= PUSH_DEVICES_MAX) throw new AppError('PUSH_DEVICES_FULL');
    await upsertPush(this.db, memberId, { deviceId: body.device_id, label: body.label, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    return this.pushDevices(memberId);
  }

  async unsubscribe(memberId: number, deviceId: string): Promise<PushDevicesResponse> {
    await deletePush(this.db, memberId, deviceId);
    return this.pushDevices(memberId);
  }

  async licences(memberId: number): Promise<OfflineLicencesResponse> {
    const rows = await listLicences(this.db, memberId);
    return {
      max: this.offline.max,
      days: this.offline.days,
      licences: rows.map((r) => ({ lc_no: r.lcNo, title: r.title, course_title: r.courseTitle, device_id: r.deviceId, expires_at: r.expiresAt.toISOString() })),
    };
  }

  /**
   * Saves (or renews) a lecture for offline play on this device. The limit (live licences across the member's
   * devices) is taken first, so a refusal records no delivery; then playback's access rule and its delivery record;
   * a refusal there (no access, a refund in progress) takes the licence back, so the device may not renew. The keys go
   * out only after both.
   */
  async grant(memberId: number, lcNo: number, deviceId: string): Promise<OfflineLicenceResponse> {
    const expiresAt = new Date(Date.now() + this.offline.days * DAY_MS);
    if (!(await grantLicence(this.db, memberId, lcNo, deviceId, this.offline.max, expiresAt))) throw new AppError('OFFLINE_LIMIT');
    try {
      const { mediaKey } = await this.play.offlineRelease(memberId, lcNo);
      const keys = await this.keys.allOf(mediaKey);
      if (keys.length === 0) throw new AppError('MEDIA_NOT_READY');
      return { lc_no: lcNo, device_id: deviceId, expires_at: expiresAt.toISOString(), keys: keys.map((k) => ({ kid: k.kid, key: k.key.toString('base64') })) };
    } catch (err) {
      await deleteLicence(this.db, memberId, lcNo, deviceId);
      throw err;
    }
  }

  async remove(memberId: number, lcNo: number, deviceId: string): Promise<OfflineLicencesResponse> {
    await deleteLicence(this.db, memberId, lcNo, deviceId);
    return this.licences(memberId);
  }
}
