import type { LoaderFunctionArgs } from 'react-router';
import { holdStartCalls } from '../../stores/start-calls';
import { startLectureFromAddress } from './start-from-address';

/**
 * The play route's loader. Opened inside the app, it starts the lecture while the page's code loads; opened by its
 * address, the page's first script has already started it and this finds it started. Either way the start-up calls
 * nobody sees at once wait for the video's first frame (the page releases them). Returns at once and never holds
 * the navigation.
 */
export function playLoader({ request }: LoaderFunctionArgs): null {
  if (startLectureFromAddress(request.url)) holdStartCalls();
  return null;
}
