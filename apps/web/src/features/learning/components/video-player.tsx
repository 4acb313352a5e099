import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type Hls from 'hls.js';
import { afterNextPaint } from '../../../lib/after-next-paint';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const SEEK_STEP_SECONDS = 5;

export interface VideoPlayerProps {
  src: string;
  title: string;
  /** Where to start, seconds (ignored when it is within 3 s of the end). */
  startAt: number;
  /** Text drawn over the video of paid lectures (who is watching). */
  watermark: string | null;
  onTime?: (video: HTMLVideoElement) => void;
  onPause?: (video: HTMLVideoElement) => void;
  onEnded?: (video: HTMLVideoElement) => void;
  /**
   * The first frame is in (loadeddata), called once the page has painted after it: what it sets going (comments,
   * the held start-up calls, their renders) then does not hold up the frame's own presentation.
   */
  onReady?: () => void;
}

type HlsModule = { default: typeof Hls };
let hlsModule: Promise<HlsModule> | undefined;

/** hls.js, fetched once (a failed fetch is tried again on the next call). */
function loadHls(): Promise<HlsModule> {
  hlsModule ??= import('hls.js').catch((err: unknown) => {
    hlsModule = undefined;
    throw err;
  });
  return hlsModule;
}

/**
 * Starts fetching the player's code where the browser has no HLS of its own: the play page calls it as it
 * opens, so hls.js arrives while the lecture's signed links are being asked for, not after.
 */
export function preloadPlayer(): void {
  if (!document.createElement('video').canPlayType('application/vnd.apple.mpegurl')) loadHls().catch(() => undefined);
}

/**
 * HLS video: the browser's own HLS where it has it (Safari, iOS), otherwise
 * hls.js loaded on demand (dynamic import keeps ~500 kB out of the first load).
 * Keyboard: space/k play-pause, ←/→ 5 s, f fullscreen.
 */
export function VideoPlayer({ src, title, startAt, watermark, onTime, onPause, onEnded, onReady }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const callbacks = useRef({ onTime, onPause, onEnded, onReady });
  useEffect(() => {
    callbacks.current = { onTime, onPause, onEnded, onReady };
  });

  // A layout effect: the browser starts on the video in the same task as the element appears, not after the
  // page's first paint and whatever else waits before React's passive effects (decision 077).
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setError(null);
    let destroyed = false;
    let hls: Hls | null = null;
    const resume = () => {
      if (startAt > 0 && (!Number.isFinite(video.duration) || startAt < video.duration - 3)) video.currentTime = startAt;
    };
    video.addEventListener('loadedmetadata', resume, { once: true });

    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
    } else {
      loadHls()
        .then(({ default: HlsClass }) => {
          if (destroyed) return;
          if (!HlsClass.isSupported()) {
            setError('이 브라우저에서는 영상을 재생할 수 없습니다. 최신 브라우저에서 다시 시도해 주세요.');
            return;
          }
          // The first rendition first (the one warmed by media-warmup.ts, and the quickest to start); ABR moves up from there.
          hls = new HlsClass({ startPosition: startAt > 0 ? startAt : -1, startLevel: 0 });
          hls.on(HlsClass.Events.ERROR, (_event, data) => {
            if (data.fatal) setError('영상을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
          });
          hls.loadSource(src);
          hls.attachMedia(video);
        })
        .catch(() => setError('영상 플레이어를 불러오지 못했습니다. 새로고침해 주세요.'));
    }
    return () => {
      destroyed = true;
      video.removeEventListener('loadedmetadata', resume);
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, startAt]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, [rate]);

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.requestFullscreen?.().catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    if (!video || event.altKey || event.ctrlKey || event.metaKey) return;
    // Controls inside the frame (the speed menu) keep their own keys.
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLButtonElement) return;
    switch (event.key) {
      case ' ':
      case 'k':
      case 'K':
        event.preventDefault();
        if (video.paused) void video.play().catch(() => undefined);
        else video.pause();
        break;
      case 'ArrowLeft':
        event.preventDefault();
        video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
        break;
      case 'ArrowRight':
        event.preventDefault();
        video.currentTime = Math.min(video.duration || Infinity, video.currentTime + SEEK_STEP_SECONDS);
        break;
      case 'f':
      case 'F':
        event.preventDefault();
        toggleFullscreen();
        break;
      default:
    }
  };

  return (
    <div>
      <div
        ref={frameRef}
        role="group"
        aria-label={`동영상 플레이어: ${title}`}
        aria-describedby="player-keys"
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative overflow-hidden rounded-2xl bg-black outline-none focus-visible:ring-4 focus-visible:ring-accent-400 mobile:rounded-none"
      >
        <video
          ref={videoRef}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          className="aspect-video w-full bg-black"
          onTimeUpdate={(e) => callbacks.current.onTime?.(e.currentTarget)}
          onPause={(e) => callbacks.current.onPause?.(e.currentTarget)}
          onEnded={(e) => callbacks.current.onEnded?.(e.currentTarget)}
          onLoadedData={() => afterNextPaint(() => callbacks.current.onReady?.())}
        />
        {watermark && (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute top-[18%] right-[6%] rounded bg-black/25 px-2 py-1 text-xs font-semibold text-white/70 select-none mobile:text-[10px]"
          >
            {watermark}
          </p>
        )}
        {error && (
          <p role="alert" className="absolute inset-x-0 bottom-16 mx-auto w-fit max-w-[90%] rounded-lg bg-black/80 px-4 py-2 text-center text-sm text-white">
            {error}
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 mobile:px-4">
        <p id="player-keys" className="text-[13px] text-slate-500">
          단축키: 스페이스·K 재생/일시정지, ←/→ 5초 이동, F 전체 화면 (플레이어를 선택한 뒤)
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="playback-rate" className="text-sm font-medium text-slate-600">
            재생 속도
          </label>
          <select
            id="playback-rate"
            value={rate}
            onChange={(e) => setRate(Number(e.target.value))}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
          >
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {r}배
              </option>
            ))}
          </select>
        </div>
      </div>
      {watermark && <p className="sr-only">유료 강의 영상에는 시청 회원 정보가 워터마크로 표시됩니다.</p>}
    </div>
  );
}
