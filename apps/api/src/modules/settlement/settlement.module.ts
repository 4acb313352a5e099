import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import { Sealer } from '../../lib/sealer.ts';
import { settlementRoutes } from './settlement.routes.ts';
import { SettlementService } from './settlement.service.ts';

/** Teacher settlement (decision 118): statements from the ledger, a daily job, the studio's and the console's routes. */
export function createSettlement(d: { db: Db; master: KeyRing<Buffer>; feeBp: number; school: string; log: FastifyBaseLogger }): AreaParts & { settlement: SettlementService } {
  const settlement = new SettlementService(d.db, new Sealer(d.master, SEAL.settlementPayee), { feeBp: d.feeBp, senderLabel: d.school, log: d.log });
  return {
    settlement,
    routes: { console: [mount(settlementRoutes, { settlement, school: d.school })] },
    // After midnight: the month's watch mark is taken on the 1st before anyone watches much of it.
    jobs: [{ name: 'settlement', pattern: '0 5 0 * * *', run: () => settlement.runJob() }],
  };
}
