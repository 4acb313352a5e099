import type pg from 'pg';
import type { KeyRing } from '../lib/key-ring.ts';
import { keyedHashes, Sealer } from '../lib/sealer.ts';
import { SEAL } from '../lib/configured-keys.ts';
import { uniqueViolation } from '../db/errors.ts';

/**
 * `npm run admin -- reseal` (docs/decisions/089): every value sealed with an older IDENTITY_ENCRYPTION_KEY is sealed
 * again with the current one, and the keyed hashes beside it (DI, a dormant member's e-mail) computed again, so the
 * older key can be taken out of IDENTITY_ENCRYPTION_KEY_PREVIOUS. Safe while the servers serve: a row changed
 * between our read and our write is left to the next run (the write names the value it replaces), and running it
 * again finds nothing left to do.
 */
interface Target {
  table: string;
  key: string;
  column: string;
  purpose: string;
  /** A keyed-hash column computed from the plain value. */
  index?: { column: string; purpose: string; of: (plain: string) => string };
}

const TARGETS: Target[] = [
  { table: 'identity_verifications', key: 'member_id', column: 'ci_enc', purpose: SEAL.ciDi },
  { table: 'identity_verifications', key: 'member_id', column: 'di_enc', purpose: SEAL.ciDi, index: { column: 'di_hmac', purpose: SEAL.diIndex, of: (di) => di } },
  {
    table: 'dormant_members',
    key: 'member_id',
    column: 'profile_sealed',
    purpose: SEAL.dormantProfile,
    index: { column: 'email_hmac', purpose: SEAL.dormantEmailIndex, of: (profile) => (JSON.parse(profile) as { email: string }).email },
  },
  { table: 'member_identities', key: 'id', column: 'token_enc', purpose: SEAL.providerTokens },
  { table: 'oauth_tickets', key: 'token_hash', column: 'token_enc', purpose: SEAL.providerTokens },
  { table: 'media_keys', key: 'kid', column: 'sealed', purpose: SEAL.mediaKeys },
  { table: 'orders', key: 'order_sn', column: 'cash_receipt_identity', purpose: SEAL.cashReceipt },
  { table: 'orders', key: 'order_sn', column: 'refund_account_sealed', purpose: SEAL.refundAccount },
  { table: 'subscriptions', key: 'subscription_sn', column: 'billing_key_sealed', purpose: SEAL.billingKeys },
];

export interface ResealCount {
  /** `table.column` */
  value: string;
  /** Values present. */
  total: number;
  /** Sealed with an older key (before this run; with `check`, still to do). */
  older: number;
  /** Sealed again with the current key by this run. */
  resealed: number;
  /** Not openable with any key kept (sealed with a key no longer listed, or altered): left as they are. */
  unreadable: number;
  /** Left because its new keyed hash is another row's (two accounts of one person verified across a rotation). */
  conflicts: number;
}

const BATCH = 500;

export async function reseal(pool: pg.Pool, keys: KeyRing<Buffer>, options: { check?: boolean } = {}): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const t of TARGETS) {
    const sealer = new Sealer(keys, t.purpose);
    const hash = t.index ? keyedHashes(keys, t.index.purpose) : null;
    const count: ResealCount = { value: `${t.table}.${t.column}`, total: 0, older: 0, resealed: 0, unreadable: 0, conflicts: 0 };
    let after: unknown = null;
    for (;;) {
      const { rows } = await pool.query<{ k: unknown; v: string }>(
        `select ${t.key} as k, ${t.column} as v from ${t.table} where ${t.column} is not null${after === null ? '' : ` and ${t.key} > $1`} order by ${t.key} limit ${BATCH}`,
        after === null ? [] : [after],
      );
      for (const row of rows) {
        count.total++;
        if (sealer.isCurrent(row.v)) continue;
        count.older++;
        const plain = sealer.open(row.v);
        if (plain === null) {
          count.unreadable++;
          continue;
        }
        if (options.check) continue;
        const sets = [`${t.column} = $1`];
        const params: unknown[] = [sealer.seal(plain)];
        if (t.index && hash) {
          params.push(hash(t.index.of(plain))[0]);
          sets.push(`${t.index.column} = $${params.length}`);
        }
        params.push(row.k, row.v);
        try {
          const done = await pool.query(`update ${t.table} set ${sets.join(', ')} where ${t.key} = $${params.length - 1} and ${t.column} = $${params.length}`, params);
          if (done.rowCount === 1) count.resealed++;
        } catch (err) {
          if (uniqueViolation(err) === null) throw err;
          count.conflicts++;
        }
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.k;
    }
    counts.push(count);
  }
  return counts;
}
