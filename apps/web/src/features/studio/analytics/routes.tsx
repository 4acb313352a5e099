import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { Scope } from './api/analytics';

const OverviewPage = lazy(() => import('./routes/overview-page'));
const CoursePage = lazy(() => import('./routes/course-page'));
const LecturePage = lazy(() => import('./routes/lecture-page'));

/**
 * The analytics pages as route objects, relative to where they are mounted (/studio/analytics for teachers,
 * /admin/analytics in the console): the list, one course, one lecture's retention curve.
 */
export function analyticsRoutes(scope: Scope): RouteObject[] {
  return [
    { index: true, element: <OverviewPage scope={scope} /> },
    { path: 'courses/:courseSn', element: <CoursePage scope={scope} /> },
    { path: 'lectures/:lcNo', element: <LecturePage scope={scope} /> },
  ];
}
