import { create } from 'zustand';

/**
 * Whether a lecture's page holds the start-up calls its first moments do not need (the side menu's category tree,
 * the lecture list beside the player, the footer's business details, the check for new legal texts, the sign-in
 * check). The lecture start holds and releases them (features/learning/start/hold.ts, decision 077).
 */
const useStartCalls = create<{ held: boolean }>()(() => ({ held: false }));

export const setStartCallsHeld = (held: boolean): void => useStartCalls.setState({ held });

export const useStartCallsReleased = (): boolean => !useStartCalls((s) => s.held);
