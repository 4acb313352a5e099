import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { errorMessage } from '../../../lib/api-client';
import { deviceId, forgetOfflineLecture } from '../../../lib/installed-device';
import { useOfflineLicences, useRemoveOffline } from '../api/devices';
import { formatDateTime, InfoSection } from '../components/info-section';
import { PushSection } from '../components/push-section';

/** Bytes as a person reads them: MB with one decimal, GB from 1,024 MB (a phone offers gigabytes). */
const storageSize = (n: number) => {
  const mb = n / 1024 / 1024;
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)}GB` : `${mb.toFixed(1)}MB`;
};

/** /my/offline: lectures saved on this device's installed app, the storage they use, and push on this device. */
export function MyOfflinePage() {
  const licences = useOfflineLicences();
  const remove = useRemoveOffline();
  const [usage, setUsage] = useState<{ used: number; quota: number } | null>(null);
  const here = deviceId();

  const measure = () => {
    void navigator.storage
      ?.estimate()
      .then((e) => setUsage({ used: e.usage ?? 0, quota: e.quota ?? 0 }))
      .catch(() => undefined);
  };
  useEffect(measure, []);

  const mine = licences.data?.licences.filter((l) => l.device_id === here) ?? [];
  const elsewhere = licences.data?.licences.filter((l) => l.device_id !== here) ?? [];
  const clearAll = async () => {
    await forgetOfflineLecture(null);
    for (const l of mine) await remove.mutateAsync({ lcNo: l.lc_no, device: here });
    measure();
  };

  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">오프라인 저장 강의</h1>
      <div className="mt-6 space-y-4">
        <InfoSection
          id="offline-lectures"
          title="이 기기에 저장한 강의"
          description={
            licences.data
              ? `앱을 설치한 기기에 최대 ${licences.data.max}개까지 저장할 수 있고, 저장한 강의는 ${licences.data.days}일 동안 인터넷 없이 볼 수 있습니다(온라인이 되면 기한이 갱신됩니다).`
              : undefined
          }
        >
          {licences.data && (
            <p className="text-sm text-slate-600">
              저장한 강의 {licences.data.licences.length}/{licences.data.max}개 (모든 기기)
            </p>
          )}
          {usage && (
            <p className="text-sm text-slate-600">
              사용 중인 저장 공간 {storageSize(usage.used)}
              {usage.quota > 0 && ` / 사용 가능 ${storageSize(usage.quota)}`}
            </p>
          )}
          {licences.isPending && <p className="text-sm text-slate-500">불러오는 중입니다…</p>}
          {licences.isError && <p className="text-sm text-red-600">{errorMessage(licences.error)}</p>}
          {licences.data && mine.length === 0 && <p className="mt-2 text-sm text-slate-500">이 기기에 저장한 강의가 없습니다.</p>}
          <ul className="mt-2 divide-y divide-slate-100">
            {mine.map((l) => (
              <li key={l.lc_no} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={`/course/offline/${l.lc_no}`} className="font-semibold text-slate-800 hover:underline">
                    {l.title}
                  </Link>
                  <p className="text-[13px] text-slate-500">
                    {l.course_title} · {formatDateTime(l.expires_at)}까지
                  </p>
                </div>
                <button
                  type="button"
                  className="h-9 shrink-0 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                  onClick={() => remove.mutate({ lcNo: l.lc_no, device: here }, { onSuccess: measure })}
                >
                  삭제
                </button>
              </li>
            ))}
          </ul>
          {mine.length > 0 && (
            <button type="button" className="mt-3 h-10 rounded-xl bg-slate-900 px-4 text-sm font-semibold text-white" onClick={() => void clearAll()}>
              이 기기의 저장 강의 모두 지우기
            </button>
          )}
          {elsewhere.length > 0 && <p className="mt-3 text-sm text-slate-500">다른 기기에 저장한 강의 {elsewhere.length}개</p>}
        </InfoSection>
        <PushSection />
      </div>
    </PageShell>
  );
}
