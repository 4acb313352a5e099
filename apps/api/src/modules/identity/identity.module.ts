import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { keyedHashes, Sealer } from '../../lib/sealer.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import type { IdentityVerifier } from '../../providers/identity/identity.ts';
import { createIdentityVerifier } from '../../providers/identity/index.ts';
import { takeVerification } from './identity.queries.ts';
import { identityRoutes } from './identity.routes.ts';
import { IdentityService } from './identity.service.ts';

/** Identity verification (본인인증) and its CI/DI, sealed (docs/decisions/016). */
export function createIdentity(d: { config: Config; db: Db; master: KeyRing<Buffer>; sandboxKey: Buffer; log: FastifyBaseLogger }): AreaParts & {
  identity: IdentityService;
  verifier: IdentityVerifier;
  /** Withdrawal takes the member's verification record into its retained copy (modules/my MemberRecords). */
  records: { takeVerification: typeof takeVerification };
} {
  const verifier = createIdentityVerifier(d.config, new Sealer(d.sandboxKey, 'identity-sandbox'));
  const identity = new IdentityService({
    db: d.db,
    verifier,
    sealer: new Sealer(d.master, SEAL.ciDi),
    diIndex: keyedHashes(d.master, SEAL.diIndex),
    publicUrl: d.config.PUBLIC_URL,
    log: d.log,
  });
  return { identity, verifier, records: { takeVerification }, routes: { api: [mount(identityRoutes, { identity })] }, jobs: [] };
}
