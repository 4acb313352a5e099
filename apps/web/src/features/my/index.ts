// What the my feature offers to the rest of the app; other features import only from here.
export { getSimpleUser, simpleUserQueryOptions, useSimpleUser } from './api/get-simple-user';
export { signupBenefitQueryOptions, useSignupBenefits } from './api/get-signup-benefit';
export { holdingsQueryOptions, useHoldings } from './api/get-holdings';
export { offlineQueryOptions, useOfflineLicences } from './api/devices';
