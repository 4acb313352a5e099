import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ConsoleRole = 'staff' | 'admin';

/** One console section: its path under /admin, its menu label, the role it needs and its screen. */
export interface ConsoleSection {
  path: string;
  label: string;
  role: ConsoleRole;
  /** Shown in the side menu; false for sub-pages reached from a section (e.g. a course's edit page). */
  inMenu: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

const section = (path: string, label: string, role: ConsoleRole, load: () => Promise<{ default: ComponentType }>, inMenu = true): ConsoleSection => ({
  path,
  label,
  role,
  inMenu,
  Page: lazy(load),
});

/**
 * Every console screen, in menu order. Each section is its own chunk, loaded on first visit; the
 * server refuses a call the role may not make anyway (the menu only hides what would be refused).
 */
export const sections: ConsoleSection[] = [
  section('', '대시보드', 'staff', () => import('./routes/console-home')),
];
