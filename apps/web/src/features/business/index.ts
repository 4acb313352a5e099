// What the business feature offers to the rest of the app; other features import only from here.
export { businessQueryOptions, useBusinessInfo } from './api/get-business';
