import type { LoaderFunctionArgs } from 'react-router';
import { isLoggedIn } from '../../stores/session';
import { startLectureEarly } from './api/start-lecture';
import { warmUpMedia } from './media-warmup';

/**
 * The play route's loader: runs as soon as the address matches, before the page's code has loaded and rendered,
 * and starts the asked lecture for a signed-in member (auto, then play info, then the first media files). It
 * returns at once and never holds the navigation; the page takes the started lecture when it renders. Without a
 * session or a lecture number the page starts it as before. Imported statically (about 1 KB): a chunk of its own
 * would arrive while the page renders and its request would wait for that render.
 */
export function playLoader({ request }: LoaderFunctionArgs): null {
  const lcNo = Number(new URL(request.url).searchParams.get('lc_no'));
  if (isLoggedIn() && Number.isInteger(lcNo) && lcNo > 0) {
    startLectureEarly(lcNo, (hls) => void warmUpMedia(hls).catch(() => undefined));
  }
  return null;
}
