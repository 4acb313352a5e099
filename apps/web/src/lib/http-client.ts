import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Envelope, TokenPair, codes } from '@school/contracts';
import { SIGN_OUT_CODES, SUCCESS_CODE, TOKEN_EXPIRED_CODE, limits } from '@school/contracts/plain';
import { authApi, CONSOLE_PATH_PREFIX, STUDIO_PATH_PREFIX } from '@school/contracts/endpoints';
import { isEnvelope } from './envelope';
import { currentPath, LOGIN_PATH, loginPath, navigateTo } from './navigation';
import { xsrfToken } from './cookies';
import { rememberBlocked, rememberSessionEnded } from './blocked-notice';
import { describeDevice, deviceText } from './device';
import { useSessionStore } from '../stores/session';
import { CONSOLE_ENDED_MESSAGE, consoleSessionStore } from '../stores/console-session';
import { STUDIO_ENDED_MESSAGE, studioSessionStore } from '../stores/studio-session';

// axios and the session wiring: loaded with the first request (lib/api-client.ts apiCall), not with the first
// page, which a server-rendered page hydrates without asking anything (issue 13, initial JS).

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * false: a sign-out code (0901/0903/0904/0905/0907) clears the session but
     * does not send the person to /login — used by the silent app-start check.
     */
    authRedirect?: boolean;
    /** Set on the single retry after a token refresh, so 0902 never loops. */
    retriedAfterRefresh?: boolean;
    /**
     * Send this access token instead of the stored session's, and leave the stored session alone
     * whatever the answer (no refresh, no sign-out): a call made for a session not yet stored.
     */
    bearer?: string;
    /** Send with the console session (stores/console-session.ts); every /api/admin call does. */
    console?: boolean;
    /** Send with the studio session (stores/studio-session.ts); every /api/studio call does. */
    studio?: boolean;
  }
}

export interface ApiClientDeps {
  getTokens: () => TokenPair | null;
  /** Device OS sent with the refresh call (the specification rtoken payload). */
  getOs: () => string;
  setTokens: (tokens: TokenPair) => void;
  /** When the stored access token stops working (ms, this browser's clock): a call after it refreshes first. */
  getExpiresAt?: () => number | undefined;
  clearSession: () => void;
  redirectToLogin: () => void;
  /** Codes that end this session (default SIGN_OUT_CODES). */
  signOutCodes?: readonly string[];
  /** Tests pass a fake adapter; production uses axios' XHR adapter. */
  adapter?: AxiosRequestConfig['adapter'];
  log?: Pick<Console, 'warn'>;
}

const baseConfig: AxiosRequestConfig = {
  baseURL: '',
  timeout: limits.requestTimeoutMs,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // The page's XSRF-TOKEN cookie (lib/cookies.ts xsrfToken); axios copies it into this header.
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: true,
};

const REFRESH_PATH = authApi.refresh.path;

/**
 * How responses are settled (the decision the spec leaves open):
 * - Any response whose body is an envelope RESOLVES with it, whatever the HTTP
 *   status, so every caller can show the server's Korean message (`unwrap`
 *   turns non-0000 into an ApiError for queries).
 * - 0902 refreshes the tokens once (shared by concurrent requests) and retries
 *   the original request once.
 * - 0901/0903/0904/0905/0907 are logged, clear the session and go to
 *   /login?returnUrl=<current path>; the envelope still resolves.
 * - Anything without an envelope (network down, timeout, a proxy's HTML 502)
 *   rejects with axios' own error and message.
 */
export interface ApiClient extends AxiosInstance {
  /** The shared refresh, for requests the client does not make itself (the player's key loads). */
  refreshTokens: () => Promise<void>;
  /** The sign-out of a 0901/0903/0904/0905/0907 answer another loader received: session cleared, then /login. */
  endSession: (envelope: Envelope<unknown>) => void;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const log = deps.log ?? console;
  const signOutCodes = deps.signOutCodes ?? SIGN_OUT_CODES;
  const client = axios.create({ ...baseConfig, adapter: deps.adapter ?? baseConfig.adapter });
  // The refresh call must not pass through the interceptors below, or a failing refresh would recurse.
  const bare = axios.create({ ...baseConfig, adapter: deps.adapter ?? baseConfig.adapter });
  // No page hands out the XSRF cookie (decision 085): a returning member's first write may be this refresh.
  bare.interceptors.request.use((config) => {
    xsrfToken();
    return config;
  });
  let refreshing: Promise<void> | null = null;

  client.interceptors.request.use(async (config) => {
    // A token known to have run out (a reload after a while away) is refreshed before the call, not after a 0902 round
    // of every call the page makes; a refresh that fails leaves the call to the 0902 path below.
    const expiresAt = deps.getExpiresAt?.();
    if (config.bearer === undefined && !config.retriedAfterRefresh && expiresAt !== undefined && Date.now() >= expiresAt) {
      await refreshOnce().catch(() => undefined);
    }
    // A state-changing call needs the XSRF cookie that axios copies into its header: make sure it exists.
    if (config.method && !['get', 'head', 'options'].includes(config.method.toLowerCase())) xsrfToken();
    const token = config.bearer ?? deps.getTokens()?.accessToken;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  function signOut(envelope: Envelope<unknown>, config: AxiosRequestConfig): void {
    log.warn(`[auth] ${envelope.code} ${envelope.message}`);
    // A suspension met mid-session is explained on the login page it leads to.
    if (deps.getTokens()) {
      rememberBlocked(envelope);
      rememberSessionEnded(envelope);
    }
    deps.clearSession();
    if (config.authRedirect !== false) deps.redirectToLogin();
  }

  async function refresh(): Promise<void> {
    const tokens = deps.getTokens();
    if (!tokens) throw new Error('refresh token is missing');
    let body: unknown;
    try {
      const response = await bare.post(REFRESH_PATH, { ...tokens, os: deps.getOs() });
      body = response.data;
    } catch (error) {
      if (!axios.isAxiosError(error) || !isEnvelope(error.response?.data)) throw error;
      body = error.response.data;
    }
    if (!isEnvelope(body)) throw new Error('response data is null');
    if (body.code !== SUCCESS_CODE) {
      if (signOutCodes.includes(body.code)) signOut(body, {});
      throw new Error(body.message);
    }
    // Checked by hand, not with the contract's schema: zod stays out of the first load (issue 13, initial JS).
    const data = body.data as Partial<Record<keyof TokenPair, unknown>> | null;
    if (typeof data?.accessToken !== 'string' || typeof data.refreshToken !== 'string' || !data.accessToken || !data.refreshToken) {
      throw new Error('response data is null');
    }
    deps.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
  }

  function refreshOnce(): Promise<void> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function settle(response: AxiosResponse): Promise<AxiosResponse> {
    const envelope: unknown = response.data;
    if (!isEnvelope(envelope)) return response;
    const config = response.config;
    if (config.bearer !== undefined) return response;

    if (envelope.code === TOKEN_EXPIRED_CODE && !config.retriedAfterRefresh && deps.getTokens()) {
      const sentToken = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
      // Another request may already have refreshed while this one was in flight.
      if (sentToken === deps.getTokens()?.accessToken) await refreshOnce();
      return client.request({ ...config, retriedAfterRefresh: true });
    }
    if (signOutCodes.includes(envelope.code)) signOut(envelope, config);
    return response;
  }

  client.interceptors.response.use(settle, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response && isEnvelope(error.response.data)) {
      return settle(error.response);
    }
    throw error;
  });

  return Object.assign(client, { refreshTokens: refreshOnce, endSession: (envelope: Envelope<unknown>) => signOut(envelope, {}) });
}

/** The app's axios instance, wired to the persisted session and the router. */
export const apiClient = createApiClient({
  getTokens: () => {
    const user = useSessionStore.getState().user;
    return user?.accessToken ? { accessToken: user.accessToken, refreshToken: user.refreshToken } : null;
  },
  // The same text as at sign-in: the server stores it again on every refresh.
  getOs: () => deviceText(useSessionStore.getState().user?.device ?? describeDevice()),
  setTokens: (tokens) => useSessionStore.getState().setTokens(tokens),
  getExpiresAt: () => useSessionStore.getState().user?.expiresAt,
  clearSession: () => useSessionStore.getState().clearUser(),
  redirectToLogin: () => {
    // Several requests can fail at once; only the first one navigates.
    if (window.location.pathname === LOGIN_PATH) return;
    navigateTo(loginPath(currentPath()));
  },
});

/**
 * The console's instance: the console session's tokens, refreshed the same way; when the server ends it (its
 * lifetime is over, 0903, or it is not a console session, 0909) the console closes and shows its own sign-in.
 * The member's session and page stay where they are (decision 081).
 */
export const consoleClient = createApiClient({
  getTokens: () => {
    const session = consoleSessionStore.getState().session;
    return session ? { accessToken: session.accessToken, refreshToken: session.refreshToken } : null;
  },
  getOs: () => `관리 콘솔 · ${deviceText(consoleSessionStore.getState().session?.device ?? describeDevice())}`,
  setTokens: (tokens) => consoleSessionStore.getState().setTokens(tokens),
  clearSession: () => consoleSessionStore.getState().close(CONSOLE_ENDED_MESSAGE),
  redirectToLogin: () => undefined,
  signOutCodes: [...SIGN_OUT_CODES, '0909' satisfies typeof codes.CONSOLE_LOGIN_REQUIRED.code],
});

/** The studio's instance (decision 122): as the console's, on the studio session; 7407 closes the studio. */
export const studioClient = createApiClient({
  getTokens: () => {
    const session = studioSessionStore.getState().session;
    return session ? { accessToken: session.accessToken, refreshToken: session.refreshToken } : null;
  },
  getOs: () => `강사 스튜디오 · ${deviceText(studioSessionStore.getState().session?.device ?? describeDevice())}`,
  setTokens: (tokens) => studioSessionStore.getState().setTokens(tokens),
  clearSession: () => studioSessionStore.getState().close(STUDIO_ENDED_MESSAGE),
  redirectToLogin: () => undefined,
  signOutCodes: [...SIGN_OUT_CODES, '7407' satisfies typeof codes.STUDIO_LOGIN_REQUIRED.code],
});

/** The instance a request goes through: the console's for /api/admin, the studio's for /api/studio, or as marked. */
export function clientFor(config: AxiosRequestConfig): AxiosInstance {
  const url = config.url ?? '';
  if (config.studio === true || url.startsWith(STUDIO_PATH_PREFIX)) return studioClient;
  return config.console === true || url.startsWith(CONSOLE_PATH_PREFIX) ? consoleClient : apiClient;
}
