import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { identityRequests, identityVerifications, members } from '../../db/schema/index.ts';

export async function insertIdentityRequest(db: Conn, r: { clientTxId: string; memberId: number; provider: string; ttlSeconds: number }) {
  await db.insert(identityRequests).values({
    clientTxId: r.clientTxId,
    memberId: r.memberId,
    provider: r.provider,
    expiresAt: sql`now() + make_interval(secs => ${r.ttlSeconds})`,
  });
}

/** Uses a request up, only for the member who started it; false when unknown, used, expired or someone else's. */
export async function consumeIdentityRequest(tx: Conn, clientTxId: string, memberId: number) {
  const rows = await tx
    .update(identityRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(identityRequests.clientTxId, clientTxId),
        eq(identityRequests.memberId, memberId),
        isNull(identityRequests.usedAt),
        sql`${identityRequests.expiresAt} > now()`,
      ),
    )
    .returning({ clientTxId: identityRequests.clientTxId });
  return rows.length === 1;
}

/** Another member already verified with this DI. */
/** `diHmacs`: the DI's keyed hash under each kept key (lib/sealer.ts keyedHashes). */
export async function diTakenByOther(db: Conn, diHmacs: string[], memberId: number) {
  const rows = await db
    .select({ memberId: identityVerifications.memberId })
    .from(identityVerifications)
    .where(and(inArray(identityVerifications.diHmac, diHmacs), ne(identityVerifications.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}

/** A member verifying again replaces the earlier result. */
export async function upsertVerification(tx: Conn, v: typeof identityVerifications.$inferInsert) {
  const [row] = await tx
    .insert(identityVerifications)
    .values({ ...v, verifiedAt: sql`now()` })
    .onConflictDoUpdate({
      target: identityVerifications.memberId,
      set: {
        provider: v.provider,
        userName: v.userName,
        birth: v.birth,
        gender: v.gender,
        hpno: v.hpno,
        ciEnc: v.ciEnc,
        diEnc: v.diEnc,
        diHmac: v.diHmac,
        verifiedAt: sql`now()`,
      },
    })
    .returning({ verifiedAt: identityVerifications.verifiedAt });
  return row!.verifiedAt;
}

/** For the check endpoint: never CI or DI. */
export async function verificationState(db: Conn, memberId: number) {
  const [row] = await db
    .select({ provider: identityVerifications.provider, verifiedAt: identityVerifications.verifiedAt })
    .from(identityVerifications)
    .where(eq(identityVerifications.memberId, memberId));
  return row;
}

/** Withdrawal: the record moves to retained_records (6 months) and leaves the live table. */
export async function takeVerification(tx: Conn, memberId: number) {
  const [row] = await tx
    .delete(identityVerifications)
    .where(eq(identityVerifications.memberId, memberId))
    .returning({
      provider: identityVerifications.provider,
      userName: identityVerifications.userName,
      birth: identityVerifications.birth,
      ciEnc: identityVerifications.ciEnc,
      diEnc: identityVerifications.diEnc,
      verifiedAt: identityVerifications.verifiedAt,
    });
  return row;
}

/** The verified birth date replaces the one typed at sign-up: the under-14 rule reads it from here on. */
export async function setVerifiedBirth(tx: Conn, memberId: number, birth: string): Promise<void> {
  await tx.update(members).set({ birth, updatedAt: new Date() }).where(eq(members.id, memberId));
}
