// What the customer-centre feature offers to the rest of the app (the home page and the router).
export { useNotices } from './api/get-notices';
export { NoticeListPage } from './routes/notice-list-page';
export { NoticeDetailPage } from './routes/notice-detail-page';
export { FaqPage } from './routes/faq-page';
export { InquiryPage } from './routes/inquiry-page';
