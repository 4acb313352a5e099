import type { CourseMainResponse } from '@school/contracts';

export type ShareData = CourseMainResponse['share'];
export type ShareMethod = 'kakao' | 'web-share' | 'copy';

/** Kakao JS SDK, loaded only when a key is configured (VITE_KAKAO_JS_KEY). */
export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}
export interface KakaoSdk {
  isInitialized: () => boolean;
  init: (key: string) => void;
  Share: {
    sendDefault: (settings: {
      objectType: 'feed';
      content: { title: string; description: string; imageUrl: string; link: KakaoLink };
      buttons: { title: string; link: KakaoLink }[];
    }) => void;
  };
}

export interface ShareEnv {
  kakaoKey?: string;
  loadKakao: () => Promise<KakaoSdk>;
  nav: Pick<Navigator, 'share' | 'clipboard'> | undefined;
  toast: (message: string) => void;
}

/** Which way sharing goes here: Kakao with a key, else the system share sheet, else copying the link. */
export function shareMethod(env: Pick<ShareEnv, 'kakaoKey' | 'nav'>): ShareMethod {
  if (env.kakaoKey) return 'kakao';
  if (typeof env.nav?.share === 'function') return 'web-share';
  return 'copy';
}

/** The feed template of the specification: title, description, image, link and a '웹으로 보기' button. */
export function kakaoFeed(share: ShareData) {
  const link = { mobileWebUrl: share.link, webUrl: share.link };
  return {
    objectType: 'feed' as const,
    content: { title: share.title, description: share.description, imageUrl: share.image, link },
    buttons: [{ title: share.button_title, link }],
  };
}

export const LINK_COPIED = '링크를 복사했어요.';
export const COPY_FAILED = '링크를 복사하지 못했어요. 주소창의 주소를 복사해 주세요.';

/** Shares a course; resolves with the method used ('cancelled' when the person closed the share sheet). */
export async function shareCourse(share: ShareData, env: ShareEnv): Promise<ShareMethod | 'cancelled' | 'failed'> {
  const method = shareMethod(env);
  if (method === 'kakao' && env.kakaoKey) {
    try {
      const kakao = await env.loadKakao();
      if (!kakao.isInitialized()) kakao.init(env.kakaoKey);
      kakao.Share.sendDefault(kakaoFeed(share));
      return 'kakao';
    } catch (error) {
      // SDK blocked or down: fall through to the other ways rather than doing nothing.
      console.error('[share] Kakao SDK', error);
    }
  }
  if (typeof env.nav?.share === 'function') {
    try {
      await env.nav.share({ title: share.title, text: share.description, url: share.link });
      return 'web-share';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!env.nav?.clipboard) throw new Error('clipboard unavailable');
    await env.nav.clipboard.writeText(share.link);
    env.toast(LINK_COPIED);
    return 'copy';
  } catch {
    env.toast(COPY_FAILED);
    return 'failed';
  }
}

let kakaoPromise: Promise<KakaoSdk> | null = null;

/** Adds Kakao's script once; later calls reuse it. */
export function loadKakaoSdk(): Promise<KakaoSdk> {
  const existing = (window as unknown as { Kakao?: KakaoSdk }).Kakao;
  if (existing) return Promise.resolve(existing);
  kakaoPromise ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const kakao = (window as unknown as { Kakao?: KakaoSdk }).Kakao;
      if (kakao) resolve(kakao);
      else reject(new Error('Kakao SDK did not load'));
    };
    script.onerror = () => {
      kakaoPromise = null;
      reject(new Error('Kakao SDK did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    kakaoPromise = null;
    throw error;
  });
  return kakaoPromise;
}

/** The course page on the site the share data points at (the API's share link goes to the player, which needs a login). */
export function courseShareData(share: ShareData, courseSn: number): ShareData {
  let link = share.link;
  try {
    link = new URL(`/course/${courseSn}`, share.link).toString();
  } catch {
    // Keep the API's link if it is not an absolute address.
  }
  return { ...share, link };
}
