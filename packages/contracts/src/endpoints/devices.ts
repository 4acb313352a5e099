import { endpoint } from '../endpoint.ts';

// The installed app's devices (apps/api/src/modules/devices, docs/decisions/114): web push subscriptions and
// offline lecture licences. The service worker itself (/sw.js) and the manifest are files of the built web, served
// at the site's root like robots.txt (apps/api/src/http/spa.ts), outside /api and this document.

const tags = ['my'];

export const pushDevices = endpoint({
  method: 'GET',
  path: '/api/my/push',
  response: 'pushDevicesResponse',
  summary: '푸시 알림을 받는 내 기기 (VAPID 공개 키 포함)',
  tags,
  bearer: true,
});

export const pushSubscribe = endpoint({
  method: 'PUT',
  path: '/api/my/push',
  body: 'pushSubscribeBody',
  response: 'pushDevicesResponse',
  summary: '이 기기에서 푸시 알림 받기 (기기별 한 건, 다시 보내면 갱신)',
  tags,
  bearer: true,
  errors: ['PUSH_UNAVAILABLE', 'PUSH_DEVICES_FULL', 'PUSH_ENDPOINT_UNKNOWN'],
});

export const pushRemove = endpoint({
  method: 'DELETE',
  path: '/api/my/push/:device_id',
  params: 'pushDeviceParams',
  response: 'pushDevicesResponse',
  summary: '기기의 푸시 알림 끄기',
  tags,
  bearer: true,
});

export const offlineLicences = endpoint({
  method: 'GET',
  path: '/api/my/offline',
  response: 'offlineLicencesResponse',
  summary: '오프라인 저장 강의 (기기별 이용 기한)',
  tags,
  bearer: true,
});

export const offlineGrant = endpoint({
  method: 'POST',
  path: '/api/my/offline/:lc_no',
  params: 'offlineLicenceParams',
  body: 'offlineLicenceBody',
  response: 'offlineLicenceResponse',
  summary: '강의 오프라인 저장·갱신 (복호화 키를 이 기기에 기한부로 전달, 전달로 기록)',
  tags,
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'REFUND_IN_PROGRESS', 'MEDIA_NOT_READY', 'OFFLINE_LIMIT'],
});

export const offlineRemove = endpoint({
  method: 'DELETE',
  path: '/api/my/offline/:lc_no',
  params: 'offlineLicenceParams',
  query: 'offlineRemoveQuery',
  response: 'offlineLicencesResponse',
  summary: '오프라인 저장 강의 삭제',
  tags,
  bearer: true,
});
