import type { HlsModule } from './hls-types';

let hlsModule: Promise<HlsModule> | undefined;

/**
 * hls.js (its light build: no EME, alternate audio, in-stream subtitles or CMCD, none of which the school uses; AES-128
 * keys and rendition switching are in it), fetched once; a failed fetch is tried again on the next call.
 */
export function loadHls(): Promise<HlsModule> {
  hlsModule ??= import('hls.js/light').catch((err: unknown) => {
    hlsModule = undefined;
    throw err;
  });
  return hlsModule;
}

/**
 * hls.js wherever Media Source Extensions exist (Chromium, Firefox, desktop Safari, iOS 17.1+ through
 * ManagedMediaSource), even where the browser has HLS of its own (Chromium 14x+ does): only hls.js lets the player
 * send the member's token with key requests, choose a rendition and hear a taken-over stream (decision 084).
 * The browser's own HLS is left for the browsers without MSE (older iPhones).
 */
export function usesHlsJs(): boolean {
  const mse = (window as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? window.MediaSource;
  return typeof mse?.isTypeSupported === 'function' && mse.isTypeSupported('video/mp4; codecs="avc1.42E01E,mp4a.40.2"');
}

/**
 * Starts fetching the player's code where it plays through hls.js (or where nothing plays HLS, to say so): the page's
 * first script calls it on a play address, so hls.js arrives while the lecture's answers are on their way.
 */
export function preloadPlayer(): void {
  if (usesHlsJs() || !document.createElement('video').canPlayType('application/vnd.apple.mpegurl')) loadHls().catch(() => undefined);
}
