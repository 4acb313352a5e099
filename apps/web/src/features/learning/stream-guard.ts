import type { HlsConfig, LoaderResponse, LoadPolicy } from 'hls.js';
import type { Envelope } from '@school/contracts';
import { SIGN_OUT_CODES, TOKEN_EXPIRED_CODE, codes } from '@school/contracts/plain';
import { isEnvelope } from '../../lib/api-client';

/**
 * What hls.js is given so the protected stream behaves like the rest of the app (decision 084):
 * - key requests (a URL path ending in `.key`) carry the member's access token;
 * - a key answered 0902 waits for the app's own token refresh and is tried again;
 * - 0901/0903/0904/0905/0907 on a key or playlist end the session as any other call would;
 * - 3040 on a key or playlist (another device took the stream) stops loading and tells the player.
 * Segments pass untouched: nothing is added to the requests that carry the video.
 */
export interface StreamGuardDeps {
  accessToken: () => string | undefined;
  /** The API client's shared refresh (lib/http-client.ts). */
  refresh: () => Promise<void>;
  /** The API client's sign-out: session cleared, then /login?returnUrl=. */
  endSession: (envelope: Envelope<unknown>) => void;
}

export interface StreamGuard {
  config: Pick<HlsConfig, 'xhrSetup' | 'keyLoadPolicy' | 'playlistLoadPolicy' | 'manifestLoadPolicy'>;
}

const pathOf = (url: string): string => {
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return '';
  }
};
export const isKeyUrl = (url: string): boolean => pathOf(url).endsWith('.key');
const isPlaylistUrl = (url: string): boolean => pathOf(url).endsWith('.m3u8');

/** The envelope of a refused key or playlist (keys load as bytes, playlists as text). */
function readEnvelope(xhr: XMLHttpRequest): Envelope<unknown> | null {
  try {
    const raw: unknown = xhr.response;
    const bytes = Object.prototype.toString.call(raw) === '[object ArrayBuffer]';
    const text = bytes ? new TextDecoder().decode(raw as ArrayBuffer) : typeof raw === 'string' ? raw : '';
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

type Policies = Pick<HlsConfig, 'keyLoadPolicy' | 'playlistLoadPolicy' | 'manifestLoadPolicy'>;

export function createStreamGuard(defaults: Policies, deps: StreamGuardDeps, onTakenOver: () => void): StreamGuard {
  let refreshing: Promise<void> | null = null;
  /** Key URLs answered 0902: each earns one more try once the token is fresh. */
  const expired = new Set<string>();
  let stopped = false;

  const answered = (url: string, envelope: Envelope<unknown> | null) => {
    if (!envelope || stopped) return;
    if (envelope.code === codes.STREAM_TAKEN_OVER.code) {
      stopped = true;
      onTakenOver();
    } else if (envelope.code === TOKEN_EXPIRED_CODE && isKeyUrl(url)) {
      expired.add(url);
      refreshing ??= deps.refresh().finally(() => {
        refreshing = null;
      });
      refreshing.catch(() => undefined);
    } else if (SIGN_OUT_CODES.includes(envelope.code)) {
      stopped = true;
      deps.endSession(envelope);
    }
  };

  const xhrSetup = (xhr: XMLHttpRequest, url: string): void | Promise<void> => {
    const key = isKeyUrl(url);
    if (!key && !isPlaylistUrl(url)) return;
    // Added before hls.js sets its own handler, so the answer is read before hls.js decides to retry.
    xhr.addEventListener('readystatechange', () => {
      if (xhr.readyState === 4 && xhr.status >= 400) answered(url, readEnvelope(xhr));
    });
    if (!key) return;
    const send = () => {
      const token = deps.accessToken();
      if (!token) return;
      if (!xhr.readyState) xhr.open('GET', url, true);
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    };
    if (!refreshing) return send();
    return refreshing.then(send, send);
  };

  const guarded = (policy: LoadPolicy, retryExpired: boolean): LoadPolicy => {
    const errorRetry = policy.default.errorRetry;
    if (!errorRetry) return policy;
    const shouldRetry = (_config: unknown, _count: number, _timeout: boolean, response: LoaderResponse | undefined, retry: boolean): boolean => {
      if (stopped) return false;
      if (retryExpired && response && expired.delete(response.url)) return true;
      return retry;
    };
    return { default: { ...policy.default, errorRetry: { ...errorRetry, shouldRetry } } };
  };

  return {
    config: {
      xhrSetup,
      keyLoadPolicy: guarded(defaults.keyLoadPolicy, true),
      playlistLoadPolicy: guarded(defaults.playlistLoadPolicy, false),
      manifestLoadPolicy: guarded(defaults.manifestLoadPolicy, false),
    },
  };
}

/** The app's session for the guard: the stored token, and the API client's refresh and sign-out. */
export function appStreamGuardDeps(accessToken: () => string | undefined): StreamGuardDeps {
  const client = () => import('../../lib/http-client').then((m) => m.apiClient);
  return {
    accessToken,
    refresh: () => client().then((c) => c.refreshTokens()),
    endSession: (envelope) => void client().then((c) => c.endSession(envelope)),
  };
}
