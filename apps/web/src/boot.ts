/**
 * The page's one script tag. A page the server rendered is complete before any code runs: it paints first,
 * and the app that hydrates it is fetched after that paint, so on a slow phone network the page's code does
 * not compete with its stylesheet and first-screen images (decisions 074, 076). What the reader does to it
 * meanwhile is held and carried out once the app has taken over. A page rendered in the browser loads the app
 * at once.
 *
 * A lecture opened by its address starts here, before the app's code is even fetched: its worker is made at once, and
 * its answers, its first media files and hls.js arrive while React, the app and the contract schemas load and evaluate
 * (features/learning/start/, decisions 077 and 092). Other pages load nothing for it.
 */
import './index.css';
import { holdEarlyInput } from './app/early-input';
import { SSR_STATE_ID } from './app/server-rendered';
import { isMyLearningAddress, isPlayAddress, lectureOfAddress } from './features/learning/start/address';
import { preloadPlayer } from './features/learning/start/hls';
import { startEarly } from './features/learning/start/start-worker';
import { xsrfToken } from './lib/cookies';
import { storedAccessToken } from './stores/session-storage';
import { afterNextPaint } from './lib/after-next-paint';

const root = document.getElementById('root');

// The play route (app/routes.tsx: course/play/:id); its loader finds the lecture started and does not repeat it.
if (isPlayAddress(window.location.pathname)) {
  // A signed-in member's lecture starts now, with the stored session: its calls leave as soon as the worker is up,
  // not once the module that keeps the start (and zustand, for the session) has loaded. That module adopts it.
  const lcNo = lectureOfAddress(window.location.href);
  const accessToken = storedAccessToken();
  const early = lcNo !== null && accessToken && navigator.onLine !== false ? startEarly({ lcNo, accessToken, xsrfToken: xsrfToken() }) : null;
  import('./features/learning/start/from-address')
    .then(({ startLectureFromAddress }) => startLectureFromAddress(window.location.href, early))
    .catch(() => early?.worker.terminate());
  preloadPlayer();
  // The page's own code is fetched beside the app's, not once the router asks for it (its route loads it lazily).
  import('./features/learning/routes/play-page').catch(() => undefined);
}

if (root && document.getElementById(SSR_STATE_ID)) {
  const early = holdEarlyInput(root);
  afterNextPaint(() => {
    import('./main')
      .then(({ startApp }) => startApp())
      .then(early.release, (error: unknown) => {
        early.stop();
        throw error;
      });
  });
} else {
  void import('./main').then(({ startApp }) => startApp());
  // A page rendered in the browser calls the API as soon as the app starts: its client and the contracts are fetched
  // beside the app, not once it runs, and so is the class list's page on its own address (issue 48: on Slow 3G every
  // wave of requests costs 2 s or more).
  void import('./lib/http-client').catch(() => undefined);
  void import('@school/contracts').catch(() => undefined);
  if (isMyLearningAddress(window.location.pathname)) void import('./features/learning/routes/my-learning-pages').catch(() => undefined);
}

// The service worker (offline shell, updates, push, saved lectures) is registered once the page has loaded, and its
// code fetched only then: nothing of it is on the first paint's path.
if ('serviceWorker' in navigator) {
  const register = () => void import('./lib/service-worker').then((m) => m.registerServiceWorker()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
