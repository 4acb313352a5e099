import { create } from 'zustand';
import type { MenuCategory } from '@school/contracts';
import { SITE_NAME } from '../app/site';

export interface SchoolMenu {
  name: string;
  lang: string;
}

interface DisplayState {
  /**
   * The visible category tree, mirrored from the menu query on app start so code
   * outside React (and components far from the query) can read it. TanStack Query
   * stays the source; this is only a copy of its last success.
   */
  menuList: MenuCategory[];
  /** Set to ask the header search to return to its empty state (e.g. logo click). */
  reset: boolean;
  schoolMenu: SchoolMenu;
  /** A dimmed background is showing (side menu, search layer). */
  isBgOn: boolean;
  setMenuList: (menuList: MenuCategory[]) => void;
  setReset: (reset: boolean) => void;
  setSchoolMenu: (schoolMenu: SchoolMenu) => void;
  setBgOn: (isBgOn: boolean) => void;
}

/** Client-only display state; deliberately not persisted. */
export const useDisplayStore = create<DisplayState>()((set) => ({
  menuList: [],
  reset: false,
  schoolMenu: { name: SITE_NAME, lang: 'ko' },
  isBgOn: false,
  setMenuList: (menuList) => set({ menuList }),
  setReset: (reset) => set({ reset }),
  setSchoolMenu: (schoolMenu) => set({ schoolMenu }),
  setBgOn: (isBgOn) => set({ isBgOn }),
}));
