import type { LoaderFunctionArgs } from 'react-router';
import { startLectureFromAddress } from './start-from-address';

/**
 * The play route's loader. Opened inside the app, it starts the lecture while the page's code loads; opened by its
 * address, the page's first script has already started it and this finds it started. Returns at once and never
 * holds the navigation.
 */
export function playLoader({ request }: LoaderFunctionArgs): null {
  startLectureFromAddress(request.url);
  return null;
}
