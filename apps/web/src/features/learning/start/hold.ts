import { setStartCallsHeld } from '../../../stores/start-calls';

/**
 * How long a lecture's page may hold the start-up calls its first moments do not need (the side menu's category
 * tree, the lecture list beside the player, the footer's business details, the check for new legal texts, the
 * sign-in check) and its comments: they wait for the video's first frame (decision 077), since they would reach the
 * one server and the main thread in the very moments the player starts. The one timer of a lecture's start.
 */
export const START_CALLS_HOLD_MAX_MS = 1500;

let timer: ReturnType<typeof setTimeout> | undefined;

/** From the start of a lecture; a hold already running keeps its deadline. */
export function holdStartCalls(): void {
  if (timer !== undefined) return;
  timer = setTimeout(releaseStartCalls, START_CALLS_HOLD_MAX_MS);
  setStartCallsHeld(true);
}

/** The first frame is in, the start was refused or failed, the lecture has no video, or the page is left. */
export function releaseStartCalls(): void {
  clearTimeout(timer);
  timer = undefined;
  setStartCallsHeld(false);
}
