import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type Hls from 'hls.js';
import type { Level } from 'hls.js';
import { codes } from '@school/contracts/plain';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../stores/session-state';
import { stepRate, usePlaybackRate } from '../api/player-setting';
import { STREAM_CHECK_MS, streamTaken } from '../api/check-stream';
import { appStreamGuardDeps, createStreamGuard } from '../stream-guard';
import { loadHls, usesHlsJs } from '../start/hls';
import { startedFilesLoader } from '../start/media-loader';
import { useMovingWatermark } from './moving-watermark';
import { PlayerControls, rateLabel, type Quality, type Subtitle } from './player-controls';

export const SEEK_STEP_SECONDS = 5;
/** The player's own keys: the video's native controls do not see them (one press, one action). */
const HANDLED_KEYS = new Set([' ', 'k', 'K', 'ArrowLeft', 'ArrowRight', '<', '>', 'f', 'F']);

export interface VideoPlayerProps {
  src: string;
  title: string;
  /** Where to start, seconds (ignored when it is within 3 s of the end). */
  startAt: number;
  /** Text drawn over the video of paid lectures (who is watching), moving; null: none. */
  watermark: string | null;
  /** WebVTT subtitles of the lecture (a 자막 toggle when there is one). */
  subtitles?: Subtitle[];
  onTime?: (video: HTMLVideoElement) => void;
  onPause?: (video: HTMLVideoElement) => void;
  onEnded?: (video: HTMLVideoElement) => void;
  /**
   * The first frame is in (loadeddata), called once the page has painted after it: what it sets going (comments,
   * the held start-up calls, their renders) then does not hold up the frame's own presentation.
   */
  onReady?: () => void;
  /**
   * Another device took the stream (3040) and the person asks for it back at `position`: the page fetches fresh
   * play info and hands the new links back as `src` with `startAt` at that position.
   */
  onTakeBack?: (position: number) => Promise<void>;
}

const levelLabel = (level: Pick<Level, 'height' | 'bitrate'> | undefined) => (level ? (level.height ? `${level.height}p` : `${Math.round(level.bitrate / 1000)}kbps`) : null);

/** Each rendition once, highest first (the order people expect in a quality menu). */
function qualitiesOf(levels: Level[]): Quality[] {
  const seen = new Set<string>();
  return levels
    .map((level, index) => ({ index, label: levelLabel(level)!, height: level.height, bitrate: level.bitrate }))
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    .filter((q) => !seen.has(q.label) && seen.add(q.label))
    .map(({ index, label }) => ({ index, label }));
}

/**
 * HLS video through hls.js loaded on demand (dynamic import keeps ~370 kB out of the first load; start/hls.ts), or the browser's
 * own HLS where there is no MSE (usesHlsJs). Keyboard: space/k play-pause, ←/→ 5 s, </> speed, f full screen.
 * Speed is the member's remembered setting; quality and subtitle menus appear after the first frame (decision 084).
 */
export function VideoPlayer({ src, title, startAt, watermark, subtitles = [], onTime, onPause, onEnded, onReady, onTakeBack }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const takenOverRef = useRef(false);
  const stopRef = useRef<() => void>(() => undefined);
  const [ready, setReady] = useState(false);
  const [rate, setRate] = usePlaybackRate(ready);
  const [error, setError] = useState<string | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [autoLabel, setAutoLabel] = useState<string | null>(null);
  const [subtitle, setSubtitle] = useState(-1);
  const [takenOver, setTakenOver] = useState(false);
  const [takeBack, setTakeBack] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [flash, setFlash] = useState<{ text: string; at: number } | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const callbacks = useRef({ onTime, onPause, onEnded, onReady });
  useEffect(() => {
    callbacks.current = { onTime, onPause, onEnded, onReady };
  });
  useMovingWatermark(frameRef, watermark);

  // A layout effect: the browser starts on the video in the same task as the element appears, not after the
  // page's first paint and whatever else waits before React's passive effects (decision 077).
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setError(null);
    setTakenOver(false);
    takenOverRef.current = false;
    let destroyed = false;
    let hls: Hls | null = null;
    const resume = () => {
      if (startAt > 0 && (!Number.isFinite(video.duration) || startAt < video.duration - 3)) video.currentTime = startAt;
    };
    video.addEventListener('loadedmetadata', resume, { once: true });
    const stop = () => {
      takenOverRef.current = true;
      hls?.stopLoad();
      video.pause();
      setTakenOver(true);
    };
    stopRef.current = stop;

    if (!usesHlsJs() && video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
    } else {
      loadHls()
        .then(({ default: HlsClass }) => {
          if (destroyed) return;
          if (!HlsClass.isSupported()) {
            setError('이 브라우저에서는 영상을 재생할 수 없습니다. 최신 브라우저에서 다시 시도해 주세요.');
            return;
          }
          const guard = createStreamGuard(HlsClass.DefaultConfig, appStreamGuardDeps(() => sessionStore.getState().user?.accessToken), stop);
          // The lowest rendition first (the quickest to start, and the one the lecture's start fetched: start/steps.ts);
          // ABR moves up from there. The files the start fetched are taken from it (start/media-loader.ts).
          hls = new HlsClass({
            startPosition: startAt > 0 ? startAt : -1,
            startLevel: 0,
            // The first segment (its key, init section and bytes, mostly already fetched by the start) is loaded and
            // decrypted while the browser opens the MediaSource, not after: without this hls.js asks for it only at its
            // next 100 ms tick after the media is attached, once the playlists were parsed before it.
            startFragPrefetch: true,
            ...guard.config,
            loader: startedFilesLoader(HlsClass.DefaultConfig.loader),
          });
          const player = hls;
          hlsRef.current = player;
          // ABR stays on the lowest rendition until the first frame is in: a fragment taken from the start arrives at
          // once, and the bandwidth hls.js reads from it would send it for the highest rendition's playlist, key and
          // segment in the very moments the first frame is decoded (lifted in onLoadedData).
          player.autoLevelCapping = 0;
          player.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => setQualities(qualitiesOf(data.levels)));
          player.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => setAutoLabel(levelLabel(player.levels[data.level])));
          player.on(HlsClass.Events.ERROR, (_event, data) => {
            if (data.fatal && !takenOverRef.current) setError('영상을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
          });
          player.loadSource(src);
          player.attachMedia(video);
        })
        .catch(() => setError('영상 플레이어를 불러오지 못했습니다. 새로고침해 주세요.'));
    }
    return () => {
      destroyed = true;
      video.removeEventListener('loadedmetadata', resume);
      hls?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [src, startAt]);

  // A key or playlist answers 3040 only when the player next asks for one (tens of seconds apart): while it plays,
  // the player asks every few seconds, and at once when it starts again, whether another device took the stream.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let asking = false;
    const check = () => {
      if (asking || video.paused || takenOverRef.current) return;
      asking = true;
      void streamTaken(src)
        .then((taken) => {
          if (taken && !takenOverRef.current) stopRef.current();
        })
        .finally(() => {
          asking = false;
        });
    };
    const timer = setInterval(check, STREAM_CHECK_MS);
    video.addEventListener('play', check);
    return () => {
      clearInterval(timer);
      video.removeEventListener('play', check);
    };
  }, [src]);

  // The default rate too: a new source (taking the stream back) starts at it rather than at 1×.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate]);

  useEffect(() => {
    const tracks = videoRef.current?.querySelectorAll('track') ?? [];
    tracks.forEach((track, index) => {
      if (track.track) track.track.mode = index === subtitle ? 'showing' : 'disabled';
    });
  }, [subtitle, ready]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 900);
    return () => clearTimeout(timer);
  }, [flash]);

  // The watermark lives in the player's screen: the video element alone in full screen would leave it behind.
  useEffect(() => {
    const onChange = () => {
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === screenRef.current);
      if (document.fullscreenElement && document.fullscreenElement === videoRef.current) {
        void document
          .exitFullscreen()
          .then(() => screenRef.current?.requestFullscreen())
          .catch(() => undefined);
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    const screen = screenRef.current;
    if (!screen) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void screen.requestFullscreen?.().catch(() => undefined);
  };

  const chooseQuality = (index: number) => {
    setQuality(index);
    if (hlsRef.current) hlsRef.current.currentLevel = index;
  };

  const askBack = async () => {
    const video = videoRef.current;
    if (!video || !onTakeBack) return;
    setTakeBack({ busy: true, error: null });
    try {
      await onTakeBack(Math.floor(video.currentTime));
      setTakeBack({ busy: false, error: null });
    } catch (err) {
      setTakeBack({ busy: false, error: errorMessage(err) });
    }
  };

  // Picture-in-picture shows the bare video, without the watermark drawn over the player: a protected lecture stays
  // in the page. The attribute hides the browser's button and makes requestPictureInPicture fail; a window opened
  // anyway (an extension, the browser's own menu) is closed at once.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !watermark) return;
    const close = () => void document.exitPictureInPicture?.().catch(() => undefined);
    video.addEventListener('enterpictureinpicture', close);
    if (document.pictureInPictureElement === video) close();
    return () => video.removeEventListener('enterpictureinpicture', close);
  }, [watermark]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    if (!video || event.altKey || event.ctrlKey || event.metaKey) return;
    // Controls inside the frame (the take-back button) keep their own keys.
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLButtonElement) return;
    if (HANDLED_KEYS.has(event.key)) event.stopPropagation();
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
      case '<':
      case '>': {
        event.preventDefault();
        const next = stepRate(rate, event.key === '>' ? 1 : -1);
        setRate(next);
        setFlash({ text: rateLabel(next), at: Date.now() });
        break;
      }
      case 'f':
      case 'F':
        event.preventDefault();
        toggleFullscreen();
        break;
      default:
    }
  };

  return (
    <div ref={screenRef} className="[&:fullscreen]:flex [&:fullscreen]:flex-col [&:fullscreen]:justify-center [&:fullscreen]:bg-black">
      <div
        ref={frameRef}
        role="group"
        aria-label={`동영상 플레이어: ${title}`}
        aria-describedby="player-keys"
        tabIndex={0}
        // In the capture phase: a clicked video holds the focus, and its native controls toggle it on Space (and seek on
        // the arrows) at the video itself, before a bubbling handler here: a press played and paused at once.
        onKeyDownCapture={onKeyDown}
        // In full screen it keeps the picture's shape (the watermark then always falls on the picture, never on a black band).
        className="relative overflow-hidden rounded-2xl bg-black outline-none focus-visible:ring-4 focus-visible:ring-accent-400 mobile:rounded-none [:fullscreen_&]:mx-auto [:fullscreen_&]:w-[min(100%,calc((100vh-4rem)*16/9))] [:fullscreen_&]:rounded-none"
      >
        <video
          ref={videoRef}
          controls
          // Full screen is the player's own (its screen keeps the watermark): the button below, F, or this one's guard.
          controlsList="nofullscreen"
          disablePictureInPicture={watermark !== null}
          playsInline
          preload="metadata"
          aria-label={title}
          className="aspect-video w-full bg-black"
          onTimeUpdate={(e) => callbacks.current.onTime?.(e.currentTarget)}
          onPause={(e) => callbacks.current.onPause?.(e.currentTarget)}
          onEnded={(e) => callbacks.current.onEnded?.(e.currentTarget)}
          onLoadedData={() => {
            if (hlsRef.current) hlsRef.current.autoLevelCapping = -1;
            afterNextPaint(() => {
              setReady(true);
              callbacks.current.onReady?.();
            });
          }}
        >
          {ready && subtitles.map((s) => <track key={s.url} kind="subtitles" src={s.url} srcLang={s.lang} label={s.label} />)}
        </video>
        {flash && (
          <p key={flash.at} aria-hidden="true" className="pointer-events-none absolute top-4 left-1/2 z-40 -translate-x-1/2 rounded-lg bg-black/70 px-3 py-1 text-sm font-bold text-white">
            {flash.text}
          </p>
        )}
        {takenOver && (
          <div className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-black/85 px-6 text-center text-white">
            <p role="alert" className="font-semibold">
              {codes.STREAM_TAKEN_OVER.message}
            </p>
            <p className="text-sm text-slate-300">한 계정은 한 번에 한 기기에서만 재생할 수 있습니다.</p>
            {onTakeBack && (
              <button
                type="button"
                onClick={() => void askBack()}
                disabled={takeBack.busy}
                className="inline-flex h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-400 focus-visible:ring-4 focus-visible:ring-accent-200 focus-visible:outline-none disabled:opacity-60"
              >
                이 기기에서 계속 보기
              </button>
            )}
            {takeBack.error && (
              <p role="alert" className="text-sm text-rose-200">
                {takeBack.error}
              </p>
            )}
          </div>
        )}
        {error && !takenOver && (
          <p role="alert" className="absolute inset-x-0 bottom-16 z-40 mx-auto w-fit max-w-[90%] rounded-lg bg-black/80 px-4 py-2 text-center text-sm text-white">
            {error}
          </p>
        )}
      </div>
      <PlayerControls
        rate={rate}
        onRate={setRate}
        qualities={qualities}
        quality={quality}
        autoLabel={autoLabel}
        onQuality={chooseQuality}
        subtitles={subtitles}
        subtitle={subtitle}
        onSubtitle={setSubtitle}
        onFullscreen={toggleFullscreen}
        fullscreen={fullscreen}
        ready={ready}
      />
      <p className="sr-only" aria-live="polite">
        {flash ? `재생 속도 ${flash.text}` : ''}
      </p>
      {watermark && <p className="sr-only">유료 강의 영상에는 시청 회원 정보가 워터마크로 움직이며 표시됩니다.</p>}
    </div>
  );
}
