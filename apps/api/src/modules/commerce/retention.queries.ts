import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { retainedRecords } from '../../db/schema/index.ts';

/** Inserts kept records with an explicit purge date (counted from the payment, not from today). */
export async function insertRetainedUntil(tx: Conn, rows: { memberId: number; kind: string; data: unknown; purgeAfter: Date }[]) {
  if (rows.length === 0) return;
  await tx.insert(retainedRecords).values(rows.map((r) => ({ memberId: r.memberId, kind: r.kind, data: r.data, purgeAfter: sql`${r.purgeAfter.toISOString()}::timestamptz` })));
}
