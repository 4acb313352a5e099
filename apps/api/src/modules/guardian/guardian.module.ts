import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { Sealer } from '../../lib/sealer.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import type { CertificationService } from '../auth/certification.service.ts';
import type { MyService } from '../my/my.service.ts';
import { guardianRoutes } from './guardian.routes.ts';
import { GuardianService } from './guardian.service.ts';

/** A guardian's view, correction and withdrawal of an under-14 member's data (docs/decisions/072). */
export function createGuardian(d: { db: Db; certifications: CertificationService; master: KeyRing<Buffer>; my: MyService }): AreaParts & { guardian: GuardianService } {
  const guardian = new GuardianService({ db: d.db, certifications: d.certifications, sealer: new Sealer(d.master, SEAL.guardianAccess), my: d.my });
  return { guardian, routes: { api: [mount(guardianRoutes, { guardian })] }, jobs: [] };
}
