import { useStore } from 'zustand';
import { createSideSessionStore, type ConsoleSessionState } from './console-session';

/** The teacher's studio session, opened by the studio sign-in (slogin, decision 122), apart from the member's own. */
export const studioSessionStore = createSideSessionStore('teacherStudio');

export const STUDIO_ENDED_MESSAGE = '스튜디오 로그인이 끝났습니다(사용 시간 만료 또는 로그아웃). 다시 로그인해 주세요.';

export const useStudioSession = <T>(selector: (state: ConsoleSessionState) => T): T => useStore(studioSessionStore, selector);
