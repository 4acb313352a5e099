import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { codes } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../stores/session-state';
import { appStreamGuardDeps, createStreamGuard, loadHls, useMovingWatermark, usesHlsJs } from '../../learning';
import { isPreparing, useWatchLive } from '../api/watch-live';

const BUTTON =
  'inline-flex h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-400 focus-visible:ring-4 focus-visible:ring-accent-200 focus-visible:outline-none disabled:opacity-60';

/**
 * The class's broadcast (decision 140): this device's stream from `watch`, played through the lecture player's hls.js
 * setup (the member's token on key requests, 3040 from a playlist or key heard as another device taking the stream)
 * with the moving watermark. The playlist is reloaded every couple of seconds, so a takeover stops it at once.
 */
export function LivePlayer({ liveId, title }: { liveId: number; title: string }) {
  const [mount] = useState(() => Math.random().toString(36).slice(2));
  const watch = useWatchLive(liveId, mount);
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [takenOver, setTakenOver] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const src = watch.data?.hls;
  useMovingWatermark(frameRef, watch.data?.watermark ?? null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    setTakenOver(false);
    setFailed(null);
    let destroyed = false;
    let hls: Hls | null = null;
    const stop = () => {
      hls?.stopLoad();
      video.pause();
      setTakenOver(true);
    };
    const start = () => void video.play().catch(() => undefined);
    if (!usesHlsJs() && video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      video.addEventListener('loadedmetadata', start, { once: true });
    } else {
      loadHls()
        .then(({ default: HlsClass }) => {
          if (destroyed) return;
          if (!HlsClass.isSupported()) {
            setFailed('이 브라우저에서는 방송을 재생할 수 없습니다. 최신 브라우저에서 다시 시도해 주세요.');
            return;
          }
          const guard = createStreamGuard(HlsClass.DefaultConfig, appStreamGuardDeps(() => sessionStore.getState().user?.accessToken), stop);
          // Three segments behind the newest (about 6 s): close to the teacher, with room for a slow segment.
          hls = new HlsClass({ ...guard.config, liveSyncDurationCount: 3 });
          const player = hls;
          player.on(HlsClass.Events.MANIFEST_PARSED, start);
          player.on(HlsClass.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed('방송을 불러오지 못했습니다. 다시 연결해 주세요.');
          });
          player.loadSource(src);
          player.attachMedia(video);
        })
        .catch(() => setFailed('방송 플레이어를 불러오지 못했습니다. 새로고침해 주세요.'));
    }
    return () => {
      destroyed = true;
      video.removeEventListener('loadedmetadata', start);
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  const again = () => void watch.refetch();
  const waiting = watch.isPending || isPreparing(watch.error);

  return (
    <div>
      <div ref={frameRef} role="group" aria-label={`라이브 방송: ${title}`} className="relative overflow-hidden rounded-xl bg-black mobile:rounded-none">
        <video ref={videoRef} controls playsInline disablePictureInPicture aria-label={title} className="aspect-video w-full bg-black" />
        {(waiting || (watch.isError && !isPreparing(watch.error))) && (
          <div role="status" className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-slate-900 px-6 text-center text-white">
            <p>{watch.isPending ? '방송에 연결하는 중입니다.' : errorMessage(watch.error)}</p>
            {watch.isError && !isPreparing(watch.error) && (
              <button type="button" onClick={again} className={BUTTON}>
                다시 연결
              </button>
            )}
          </div>
        )}
        {takenOver && (
          <div className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-black/85 px-6 text-center text-white">
            <p role="alert" className="font-semibold">
              {codes.STREAM_TAKEN_OVER.message}
            </p>
            <p className="text-sm text-slate-300">한 계정은 한 번에 한 기기에서만 볼 수 있습니다.</p>
            <button type="button" onClick={again} disabled={watch.isFetching} className={BUTTON}>
              이 기기에서 계속 보기
            </button>
          </div>
        )}
        {failed && !takenOver && (
          <div className="absolute inset-x-0 bottom-14 z-40 mx-auto flex w-fit max-w-[90%] flex-col items-center gap-2 rounded-lg bg-black/80 px-4 py-2 text-center text-sm text-white">
            <p role="alert">{failed}</p>
            <button type="button" onClick={again} className="underline underline-offset-2">
              다시 연결
            </button>
          </div>
        )}
      </div>
      {watch.data && <p className="sr-only">라이브 방송 화면에는 시청 회원 정보가 워터마크로 움직이며 표시됩니다.</p>}
    </div>
  );
}
