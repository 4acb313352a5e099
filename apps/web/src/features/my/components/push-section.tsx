import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { deviceId } from '../../../lib/installed-device';
import { usePushDevices, useRemovePush, useSubscribePush } from '../api/devices';
import { formatDateTime, InfoSection } from './info-section';

/** Web push on this device, and the devices that receive it. */
export function PushSection() {
  const devices = usePushDevices();
  const subscribe = useSubscribePush();
  const remove = useRemovePush();
  const [label, setLabel] = useState('');
  const here = deviceId();
  const supported = typeof window !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;
  const publicKey = devices.data?.public_key ?? null;
  const subscribed = devices.data?.devices.some((d) => d.device_id === here) ?? false;

  return (
    <InfoSection id="push-devices" title="푸시 알림 받는 기기" description="앱을 설치한 기기에서 결제·답변 등의 알림을 받을 수 있습니다.">
      {devices.isError && <p className="text-sm text-red-600">{errorMessage(devices.error)}</p>}
      <ul className="divide-y divide-slate-100">
        {devices.data?.devices.map((d) => (
          <li key={d.device_id} className="flex items-center justify-between gap-3 py-3">
            <p className="text-slate-800">
              <span className="font-semibold">{d.label}</span>
              {d.device_id === here && <span className="ml-2 text-[12px] font-semibold text-accent-700">이 기기</span>}
              <span className="block text-[13px] text-slate-500">{formatDateTime(d.created_at)}부터</span>
            </p>
            <button type="button" className="h-9 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300" onClick={() => remove.mutate(d.device_id)}>
              알림 끄기
            </button>
          </li>
        ))}
      </ul>
      {supported && publicKey && !subscribed && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            subscribe.mutate({ publicKey, label: label.trim() || '내 기기' });
          }}
        >
          <label className="flex flex-col text-sm text-slate-700">
            기기 이름
            <input className="mt-1 h-10 rounded-lg px-3 ring-1 ring-slate-300" maxLength={40} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="예: 내 휴대폰" />
          </label>
          <button type="submit" className="h-10 rounded-xl bg-accent-700 px-4 text-sm font-semibold text-white" disabled={subscribe.isPending}>
            이 기기에서 알림 받기
          </button>
        </form>
      )}
      {subscribe.isError && <p className="mt-2 text-sm text-red-600">{subscribe.error instanceof Error ? subscribe.error.message : errorMessage(subscribe.error)}</p>}
      {!supported && <p className="mt-2 text-sm text-slate-500">이 브라우저는 푸시 알림을 지원하지 않습니다.</p>}
    </InfoSection>
  );
}
