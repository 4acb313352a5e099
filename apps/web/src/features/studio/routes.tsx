import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';
import { analyticsRoutes } from './analytics/routes';

/** The studio's pages, children of /studio (app/routes.tsx); the menu (nav.ts) links them. */
export const studioChildren: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/studio-courses-page'), (m) => <m.StudioCoursesPage />) },
  { path: 'drafts/new', lazy: page(() => import('./routes/draft-page'), (m) => <m.NewDraftPage />) },
  { path: 'courses/:courseSn/edit', lazy: page(() => import('./routes/draft-page'), (m) => <m.EditCoursePage />) },
  { path: 'drafts/:draftSn', lazy: page(() => import('./routes/draft-page'), (m) => <m.DraftPage />) },
  { path: 'videos', lazy: page(() => import('./routes/draft-page'), (m) => <m.MyVideosPage />) },
  // The teacher's own courses only (decision 128): the same pages the console's /admin/analytics shows operators.
  { path: 'analytics', children: analyticsRoutes('teacher') },
  { path: 'settlement', lazy: page(() => import('./settlement/routes/settlement-page'), (m) => <m.default />) },
  { path: 'coupons', lazy: page(() => import('./coupons/routes/coupons-page'), (m) => <m.default />) },
  { path: 'voice', lazy: page(() => import('./voice/routes/voice-page'), (m) => <m.default />) },
];
