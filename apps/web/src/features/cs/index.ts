// What the customer-centre feature offers to the rest of the app (the home page); its pages are loaded by the router
// from routes/ directly, so the home page does not carry them.
export { useNotices } from './api/get-notices';
