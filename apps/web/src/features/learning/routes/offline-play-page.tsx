import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { saveProgress } from '../api/set-time';
import { useMovingWatermark } from '../components/moving-watermark';
import { offlineMaster, savedLecture } from '../offline/save-offline';
import { useSaveOffline } from '../offline/use-save-offline';
import { loadHls } from '../start/hls';

/**
 * /course/offline/:id: a lecture saved on this device, played from the service worker's cache with the watermark,
 * its progress kept and sent when online (set-time.ts). Online, it saves or renews the lecture.
 */
export function OfflinePlayPage() {
  const lcNo = Number(useParams().id);
  const { saved, state, save } = useSaveOffline(lcNo, () => savedLecture(lcNo));
  const host = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  useMovingWatermark(host, saved?.watermark ?? null);

  useEffect(() => {
    const el = video.current;
    if (!saved || !el) return;
    let destroy = () => {};
    void loadHls().then(({ default: Hls }) => {
      const hls = new Hls();
      hls.loadSource(offlineMaster(lcNo));
      hls.attachMedia(el);
      destroy = () => hls.destroy();
    });
    const timer = setInterval(() => {
      if (!el.paused) void saveProgress({ lc_no: lcNo, player: saved.player, play_second: Math.floor(el.currentTime) });
    }, 5000);
    return () => {
      clearInterval(timer);
      destroy();
    };
  }, [lcNo, saved]);

  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">{saved?.title ?? '오프라인 저장 강의'}</h1>
      {saved ? (
        <div ref={host} className="relative mt-4 aspect-video overflow-hidden rounded-2xl bg-black">
          <video ref={video} className="size-full" controls playsInline aria-label="저장한 강의 동영상" />
        </div>
      ) : (
        <p className="mt-4 text-slate-600">이 기기에 저장되지 않은 강의입니다.</p>
      )}
      {saved && <p className="mt-2 text-sm text-slate-500">{new Date(saved.expires_at).toLocaleString('ko-KR')}까지 볼 수 있습니다. 온라인이 되면 기한을 갱신할 수 있습니다.</p>}
      <button type="button" className="mt-4 h-10 rounded-xl bg-accent-700 px-4 text-sm font-semibold text-white disabled:opacity-60" disabled={state.busy} onClick={() => void save()}>
        {saved ? '기한 갱신' : '이 기기에 저장'}
      </button>
      {state.message && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {state.message}
        </p>
      )}
    </PageShell>
  );
}
