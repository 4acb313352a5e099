import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';
import { deviceId, forgetOfflineLecture } from '../../../lib/installed-device';

/** The devices receiving web push, and the server's VAPID public key (null: push is off on this server). */
export const pushDevicesQueryOptions = () => queryOptions({ queryKey: ['my', 'push'], queryFn: () => callParsed(devicesApi.pushDevices, '알림 기기') });
export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

/** Lectures saved for offline play, with the limit and the licence's days. */
export const offlineQueryOptions = () => queryOptions({ queryKey: ['my', 'offline'], queryFn: () => callParsed(devicesApi.offlineLicences, '오프라인 저장 강의') });
export const useOfflineLicences = () => useQuery(offlineQueryOptions());

function base64url(buffer: ArrayBuffer | null): string {
  return buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '';
}
function keyBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const raw = atob(publicKey.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Asks the browser for permission and a push subscription, and registers it as this device. */
export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ publicKey, label }: { publicKey: string; label: string }) => {
      if ((await Notification.requestPermission()) !== 'granted') throw new Error('브라우저에서 알림을 허용해야 받을 수 있습니다.');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const body = { device_id: deviceId(), label, endpoint: subscription.endpoint, keys: { p256dh: base64url(subscription.getKey('p256dh')), auth: base64url(subscription.getKey('auth')) } };
      return unwrap(await apiCall(devicesApi.pushSubscribe, { body }));
    },
    onSuccess: (data) => queryClient.setQueryData(['my', 'push'], data),
  });
}

export function useRemovePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (id === deviceId()) await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription().then((s) => s?.unsubscribe());
      return unwrap(await apiCall(devicesApi.pushRemove, { params: { device_id: id } }));
    },
    onSuccess: (data) => queryClient.setQueryData(['my', 'push'], data),
  });
}

/** Removes a saved lecture: its licence on the server and its files and key in this browser. */
export function useRemoveOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lcNo, device }: { lcNo: number; device: string }) => {
      if (device === deviceId()) await forgetOfflineLecture(lcNo);
      return unwrap(await apiCall(devicesApi.offlineRemove, { params: { lc_no: lcNo }, query: { device_id: device } }));
    },
    onSuccess: (data) => queryClient.setQueryData(['my', 'offline'], data),
  });
}
