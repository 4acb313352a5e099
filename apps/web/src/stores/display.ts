import { create } from 'zustand';
import { SITE_NAME } from '../app/site';

export interface SchoolMenu {
  name: string;
  lang: string;
}

interface DisplayState {
  /** Set to ask the header search to return to its empty state (e.g. logo click). */
  reset: boolean;
  schoolMenu: SchoolMenu;
  /** A dimmed background is showing (side menu, search layer). */
  isBgOn: boolean;
  setReset: (reset: boolean) => void;
  setBgOn: (isBgOn: boolean) => void;
}

/** Client-only display state; deliberately not persisted. */
export const useDisplayStore = create<DisplayState>()((set) => ({
  reset: false,
  schoolMenu: { name: SITE_NAME, lang: 'ko' },
  isBgOn: false,
  setReset: (reset) => set({ reset }),
  setBgOn: (isBgOn) => set({ isBgOn }),
}));
