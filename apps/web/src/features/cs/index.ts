// What the customer-centre feature offers to the rest of the app (the home page; the router loads its pages directly, so the home page does not carry them).
export { useNotices } from './api/get-notices';
