import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

/**
 * The studio's pages, children of /studio (app/routes.tsx). Analytics and settlement add their own entries here
 * (`{ path: 'analytics', lazy: … }`, `{ path: 'settlement', lazy: … }`); the menu already points at them (nav.ts).
 */
export const studioChildren: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/studio-courses-page'), (m) => <m.StudioCoursesPage />) },
  { path: 'drafts/new', lazy: page(() => import('./routes/draft-page'), (m) => <m.NewDraftPage />) },
  { path: 'courses/:courseSn/edit', lazy: page(() => import('./routes/draft-page'), (m) => <m.EditCoursePage />) },
  { path: 'drafts/:draftSn', lazy: page(() => import('./routes/draft-page'), (m) => <m.DraftPage />) },
];
