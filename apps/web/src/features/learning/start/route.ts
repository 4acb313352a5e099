import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { startLectureFromAddress } from './from-address';
import { holdStartCalls } from './hold';

/**
 * The play route's loader. Opened inside the app, it starts the lecture while the page's code loads; opened by its
 * address, the page's first script has already started it and this finds it started (starts.ts). Either way the
 * started lecture's answers are checked while the page's code loads (query.ts), so the page has the player's links
 * as it first renders, and the start-up calls the player does not need wait for the video's first frame (hold.ts).
 * Returns at once and never holds the navigation.
 */
export function playLoader({ request }: LoaderFunctionArgs): null {
  const lcNo = startLectureFromAddress(request.url);
  if (lcNo === null) return null;
  holdStartCalls();
  import('./query').then(({ checkStartEarly }) => checkStartEarly(lcNo)).catch(() => undefined);
  return null;
}

/**
 * A link to the lecture already open (its own entry in the list beside the player) does not run the loader again:
 * the page keeps its playback, and a second start would be a playback session nobody takes.
 */
export function playShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}
