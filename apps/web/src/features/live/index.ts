// What the live feature offers to the rest of the app; other features import only from here.
export { CourseLiveClasses, HomeLiveClasses } from './components/upcoming-live';
export { upcomingLiveQueryOptions } from './api/get-live';
