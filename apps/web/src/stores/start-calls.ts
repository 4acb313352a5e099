import { create } from 'zustand';

/**
 * How long a page may hold the start-up calls its first moments do not need: the side menu's category tree, the
 * lecture list beside the player, the footer's business details, the check for new legal texts, the sign-in check.
 * The lecture player holds them until its video's first frame (decision 077): they would reach the one server and
 * the main thread in the very moments the player starts.
 */
export const START_CALLS_HOLD_MAX_MS = 1500;

const useStartCalls = create<{ held: boolean }>()(() => ({ held: false }));
let timer: ReturnType<typeof setTimeout> | undefined;

export function holdStartCalls(): void {
  clearTimeout(timer);
  timer = setTimeout(releaseStartCalls, START_CALLS_HOLD_MAX_MS);
  useStartCalls.setState({ held: true });
}

export function releaseStartCalls(): void {
  clearTimeout(timer);
  useStartCalls.setState({ held: false });
}

export const useStartCallsReleased = (): boolean => !useStartCalls((s) => s.held);
