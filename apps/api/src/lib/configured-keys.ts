import type { Config } from '../config.ts';
import { configuredRing, type KeyRing } from './key-ring.ts';
import { parseKey } from './sealer.ts';

/**
 * The three key rings as configured (docs/decisions/089): `X` the current key (or, unset outside production, the one
 * generated into app_meta, passed as `current`), `X_ID` its id, `X_PREVIOUS` the older keys kept for reading.
 */
export function jwtKeys(config: Config, current: string): KeyRing<string> {
  return configuredRing(current, config.JWT_SECRET_ID, config.JWT_SECRET_PREVIOUS);
}

export function mediaSigningKeys(config: Config, current: string): KeyRing<string> {
  return configuredRing(current, config.MEDIA_SIGNING_KEY_ID, config.MEDIA_SIGNING_KEY_PREVIOUS);
}

/** The sealing master keys (IDENTITY_ENCRYPTION_KEY), 32 bytes each. */
export function sealingKeys(config: Config, current: string): KeyRing<Buffer> {
  return configuredRing(current, config.IDENTITY_ENCRYPTION_KEY_ID, config.IDENTITY_ENCRYPTION_KEY_PREVIOUS).map(parseKey);
}

/** The purposes each sealed value and keyed hash derives its own key for (kept here: `npm run admin -- reseal` needs every one). */
export const SEAL = {
  ciDi: 'ci-di',
  diIndex: 'di',
  providerTokens: 'provider-tokens',
  dormantProfile: 'dormant-profile',
  dormantEmailIndex: 'dormant-email',
  mediaKeys: 'media-keys',
  guardianAccess: 'guardian-access',
  cashReceipt: 'cash-receipt',
  billingKeys: 'billing-keys',
  refundAccount: 'refund-account',
  settlementPayee: 'settlement-payee',
} as const;
