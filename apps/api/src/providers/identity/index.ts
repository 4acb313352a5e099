import type { Config } from '../../config.ts';
import type { Sealer } from '../../lib/sealer.ts';
import type { IdentityVerifier } from './identity.ts';
import { loadMokKeyManager, MobileOkVerifier } from './mobileok.ts';
import { SandboxIdentity } from './sandbox.ts';

/** config.ts already checked that mobileok has its key manager, key file and password. */
export function createIdentityVerifier(config: Config, sandboxSealer: Sealer): IdentityVerifier {
  if (config.IDENTITY_PROVIDER === 'mobileok') {
    return new MobileOkVerifier({
      keyManager: loadMokKeyManager(config.MOBILEOK_KEY_MANAGER_PATH ?? '', config.MOBILEOK_KEY_FILE ?? '', config.MOBILEOK_KEY_PASSWORD ?? ''),
      baseUrl: config.MOBILEOK_BASE_URL,
      usageCode: config.MOBILEOK_USAGE_CODE,
    });
  }
  return new SandboxIdentity(sandboxSealer);
}
