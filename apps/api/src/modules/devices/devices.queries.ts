import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, lectures, offlineLicences, pushSubscriptions } from '../../db/schema/index.ts';

export interface PushTarget {
  deviceId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function listPushDevices(db: Conn, memberId: number) {
  return db
    .select({ deviceId: pushSubscriptions.deviceId, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export function pushTargets(db: Conn, memberId: number): Promise<PushTarget[]> {
  return db
    .select({ deviceId: pushSubscriptions.deviceId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
}

/** One row per device: the same device subscribing again replaces its endpoint, keys and label. */
export async function upsertPush(db: Conn, memberId: number, s: { deviceId: string; label: string } & Omit<PushTarget, 'deviceId'>): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ memberId, ...s })
    .onConflictDoUpdate({
      target: [pushSubscriptions.memberId, pushSubscriptions.deviceId],
      set: { label: sql`excluded.label`, endpoint: sql`excluded.endpoint`, p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth` },
    });
}

export async function deletePush(db: Conn, memberId: number, deviceId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.deviceId, deviceId)));
}

/** Only the row still holding this endpoint goes: a device that subscribed again meanwhile keeps its new one. */
export async function deletePushEndpoint(db: Conn, memberId: number, deviceId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.deviceId, deviceId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function countPush(db: Conn, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  return row?.n ?? 0;
}

export function listLicences(db: Conn, memberId: number) {
  return db
    .select({ lcNo: offlineLicences.lcNo, deviceId: offlineLicences.deviceId, expiresAt: offlineLicences.expiresAt, title: lectures.title, courseTitle: courses.title })
    .from(offlineLicences)
    .innerJoin(lectures, eq(lectures.lcNo, offlineLicences.lcNo))
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(offlineLicences.memberId, memberId), gt(offlineLicences.expiresAt, sql`now()`)))
    .orderBy(asc(offlineLicences.createdAt));
}

export async function deleteLicence(db: Conn, memberId: number, lcNo: number, deviceId: string): Promise<void> {
  await db
    .delete(offlineLicences)
    .where(and(eq(offlineLicences.memberId, memberId), eq(offlineLicences.lcNo, lcNo), eq(offlineLicences.deviceId, deviceId)));
}

/**
 * Grants or renews the licence, unless that would put the member over `max` live licences. One transaction under a
 * per-member lock, so two devices saving at once cannot both take the last place. Returns false when full.
 */
export async function grantLicence(db: Conn, memberId: number, lcNo: number, deviceId: string, max: number, expiresAt: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${memberId}::bigint # (114::bigint << 48))`);
    const live = await tx
      .select({ lcNo: offlineLicences.lcNo, deviceId: offlineLicences.deviceId })
      .from(offlineLicences)
      .where(and(eq(offlineLicences.memberId, memberId), gt(offlineLicences.expiresAt, sql`now()`)));
    const renewing = live.some((l) => l.lcNo === lcNo && l.deviceId === deviceId);
    if (!renewing && live.length >= max) return false;
    await tx
      .insert(offlineLicences)
      .values({ memberId, lcNo, deviceId, expiresAt })
      .onConflictDoUpdate({ target: [offlineLicences.memberId, offlineLicences.lcNo, offlineLicences.deviceId], set: { expiresAt } });
    return true;
  });
}
