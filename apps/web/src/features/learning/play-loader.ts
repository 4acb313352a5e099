import type { LoaderFunctionArgs } from 'react-router';
import { isLoggedIn } from '../../stores/session';

/**
 * The play route's loader: runs as soon as the address matches, beside the page's code, and starts the asked
 * lecture for a signed-in member (auto, then play info, then the first media files). It returns at once and never
 * holds the navigation; the page takes the started lecture when it renders. Without a session or a lecture number
 * the page starts it as before.
 */
export function playLoader({ request }: LoaderFunctionArgs): null {
  const lcNo = Number(new URL(request.url).searchParams.get('lc_no'));
  if (isLoggedIn() && Number.isInteger(lcNo) && lcNo > 0) {
    void Promise.all([import('./api/start-lecture'), import('./media-warmup')]).then(([start, media]) =>
      start.startLectureEarly(lcNo, (hls) => void media.warmUpMedia(hls).catch(() => undefined)),
    );
  }
  return null;
}
