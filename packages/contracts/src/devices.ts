import { z } from 'zod';
import './zod-locale.ts';
import { idParam } from './id-param.ts';
import { text } from './text.ts';

/**
 * The installed app's devices (docs/decisions/114): web push subscriptions and offline lecture licences, each tied to
 * one device of the member.
 */

/** A device's own random id, made once by the installed app and kept in its storage. */
const deviceId = text(64, { message: '기기 정보가 올바르지 않습니다.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: '기기 정보가 올바르지 않습니다.' });

const b64url = (what: string, max: number) =>
  text(undefined, { message: `${what}이(가) 올바르지 않습니다.` })
    .min(8, { message: `${what}이(가) 올바르지 않습니다.` })
    .max(max, { message: `${what}이(가) 올바르지 않습니다.` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { message: `${what}이(가) 올바르지 않습니다.` });

/** What the browser's PushManager hands over (`subscription.toJSON()`), with a label the member recognises. */
export const pushSubscribeBody = z.strictObject({
  device_id: deviceId,
  label: text(undefined, { message: '기기 이름을 입력해 주세요.' })
    .trim()
    .min(1, { message: '기기 이름을 입력해 주세요.' })
    .max(40, { message: '기기 이름은 40자 이하로 입력해 주세요.' }),
  endpoint: text(undefined, { message: '알림 주소가 올바르지 않습니다.' })
    .max(1000, { message: '알림 주소가 너무 깁니다.' })
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/\S*$/, { message: '알림 주소가 올바르지 않습니다.' }),
  keys: z.strictObject({ p256dh: b64url('알림 암호화 키', 200), auth: b64url('알림 인증 키', 100) }),
});

export const pushDevice = z.object({ device_id: z.string(), label: z.string(), created_at: z.string() });
export const pushDevicesResponse = z.object({ public_key: z.string().nullable(), devices: z.array(pushDevice) });
export const pushDeviceParams = z.strictObject({ device_id: deviceId });

/** An offline licence: the lecture's content keys, released to this device until `expires_at` (renewed online). */
export const offlineLicenceBody = z.strictObject({ device_id: deviceId });
export const offlineLicenceParams = z.strictObject({ lc_no: idParam('강의 영상') });
export const offlineLicenceResponse = z.object({
  lc_no: z.number(),
  device_id: z.string(),
  expires_at: z.string(),
  keys: z.array(z.object({ kid: z.string(), key: z.string() })),
});
export const offlineLicence = z.object({ lc_no: z.number(), title: z.string(), course_title: z.string(), device_id: z.string(), expires_at: z.string() });
export const offlineLicencesResponse = z.object({ max: z.number(), days: z.number(), licences: z.array(offlineLicence) });
export const offlineRemoveQuery = z.strictObject({ device_id: deviceId });

export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;
export type PushDevicesResponse = z.infer<typeof pushDevicesResponse>;
export type OfflineLicenceResponse = z.infer<typeof offlineLicenceResponse>;
export type OfflineLicencesResponse = z.infer<typeof offlineLicencesResponse>;
