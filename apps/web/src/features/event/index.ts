// What the event feature offers to the rest of the app (the home page; the router loads its pages directly, so the home page does not carry them); others import only from here.
export { useBanners } from './api/get-banners';
export { useSeminars } from './api/get-seminars';
export { SeminarCard } from './components/seminar-card';
