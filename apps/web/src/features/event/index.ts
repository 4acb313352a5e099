// What the event feature offers to the rest of the app (the home page); others import only from here.
// Its pages are loaded by the router from routes/ directly, so the home page does not carry them.
export { useBanners } from './api/get-banners';
export { useSeminars } from './api/get-seminars';
export { SeminarCard } from './components/seminar-card';
