// What the event feature offers to the rest of the app (the home page); others import only from here.
export { useBanners } from './api/get-banners';
export { useSeminars } from './api/get-seminars';
export { SeminarCard } from './components/seminar-card';
export { EventListPage } from './routes/event-list-page';
export { EventDetailPage } from './routes/event-detail-page';
export { SeminarListPage } from './routes/seminar-list-page';
export { SeminarDetailPage } from './routes/seminar-detail-page';
