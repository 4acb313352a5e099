import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { legalDocuments, legalNotices, memberConsents } from '../../db/schema/index.ts';

export type LegalRow = typeof legalDocuments.$inferSelect;

/** Every version of a text, newest first. */
export function versionsOf(db: Conn, docType: string) {
  return db.select().from(legalDocuments).where(eq(legalDocuments.docType, docType)).orderBy(desc(legalDocuments.version));
}

export async function versionOf(db: Conn, docType: string, version: number): Promise<LegalRow | undefined> {
  const [row] = await db.select().from(legalDocuments).where(and(eq(legalDocuments.docType, docType), eq(legalDocuments.version, version)));
  return row;
}

/** The version in force on `day` (Korean calendar). */
export async function inForce(db: Conn, docType: string, day: string): Promise<LegalRow | undefined> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.docType, docType), sql`${legalDocuments.effectiveOn} <= ${day}`))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row;
}

export async function insertVersion(tx: Conn, v: typeof legalDocuments.$inferInsert): Promise<void> {
  await tx.insert(legalDocuments).values(v);
}

/** Serialises publishing per text, so two operators never take the same version number. */
export async function lockType(tx: Conn, docType: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7240200, hashtext(${docType}))`);
}

export async function insertConsents(tx: Conn, rows: (typeof memberConsents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(memberConsents).values(rows);
}

/** The newest version of a text the member has answered (agreed, objected or deemed), 0 when none. */
export async function answeredVersion(db: Conn, memberId: number, docType: string): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`coalesce(max(${memberConsents.version}), 0)::int` })
    .from(memberConsents)
    .where(and(eq(memberConsents.memberId, memberId), eq(memberConsents.docType, docType)));
  return row?.v ?? 0;
}

/** Stamps the first time the member was shown a version's notice; returns that time. */
export async function noticeShown(db: Conn, memberId: number, docType: string, version: number, now: Date): Promise<Date> {
  await db.insert(legalNotices).values({ memberId, docType, version, shownAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ shownAt: legalNotices.shownAt })
    .from(legalNotices)
    .where(and(eq(legalNotices.memberId, memberId), eq(legalNotices.docType, docType), eq(legalNotices.version, version)));
  return row!.shownAt;
}

/**
 * Members shown a notice at least `days` ago who have not answered that version or a later one: their
 * silence becomes agreement, recorded once (the insert skips anyone who answered meanwhile).
 */
export async function recordDeemed(db: Conn, now: Date, days: number): Promise<number> {
  const result = await db.execute(sql`
    insert into member_consents (member_id, doc_type, version, agreed, how, created_at)
    select n.member_id, n.doc_type, n.version, true, 'deemed', ${now.toISOString()}::timestamptz
      from legal_notices n
      join members m on m.id = n.member_id and m.status not in ('withdrawn', 'dormant')
     where n.shown_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})
       and not exists (select 1 from member_consents c
                        where c.member_id = n.member_id and c.doc_type = n.doc_type and c.version >= n.version)`);
  return result.rowCount ?? 0;
}

export function consentsOf(db: Conn, memberId: number) {
  return db
    .select({ docType: memberConsents.docType, version: memberConsents.version, agreed: memberConsents.agreed, how: memberConsents.how, createdAt: memberConsents.createdAt })
    .from(memberConsents)
    .where(eq(memberConsents.memberId, memberId))
    .orderBy(desc(memberConsents.createdAt), desc(memberConsents.id));
}

/** Agreed and objected answers per version (the console's view of a new version's reception). */
export function answerCounts(db: Conn) {
  return db
    .select({
      docType: memberConsents.docType,
      version: memberConsents.version,
      agreed: sql<number>`count(*) filter (where ${memberConsents.agreed})::int`,
      objected: sql<number>`count(*) filter (where not ${memberConsents.agreed})::int`,
    })
    .from(memberConsents)
    .groupBy(memberConsents.docType, memberConsents.version)
    .orderBy(asc(memberConsents.docType));
}

/**
 * Members whose marketing consent is two years old with no notice since: records the notice for each
 * (at most `limit` a run) and returns whom to tell. One statement, so a member is claimed once.
 */
export async function claimMarketingNotices(db: Conn, now: Date, limit: number) {
  const at = now.toISOString();
  const result = await db.execute<{ member_id: number; email: string; consented_at: Date }>(sql`
    with due as (
      select m.id, m.email,
             greatest(m.created_at, coalesce(m.market_changed_at, m.created_at),
                      coalesce((select max(c.created_at) from member_consents c where c.member_id = m.id and c.doc_type = 'marketing'), m.created_at)) as consented_at
        from members m
       where m.is_market = 'Y' and m.status = 'active'
    ), todo as (
      select d.id, d.email, d.consented_at from due d
       where d.consented_at <= ${at}::timestamptz - interval '2 years'
         and not exists (select 1 from marketing_notices n where n.member_id = d.id and n.sent_at > ${at}::timestamptz - interval '2 years')
       order by d.id
       limit ${limit}
    ), sent as (
      insert into marketing_notices (member_id, sent_at) select id, ${at}::timestamptz from todo returning member_id
    )
    select todo.id as member_id, todo.email, todo.consented_at from todo join sent on sent.member_id = todo.id`);
  return result.rows.map((r) => ({ memberId: Number(r.member_id), email: r.email, consentedAt: new Date(r.consented_at) }));
}

/** The last notice of the member's marketing consent that they have not answered since, if any. */
export async function openMarketingNotice(db: Conn, memberId: number): Promise<Date | null> {
  const result = await db.execute<{ sent_at: Date }>(sql`
    select n.sent_at from marketing_notices n
     where n.member_id = ${memberId}
       and not exists (select 1 from member_consents c where c.member_id = n.member_id and c.doc_type = 'marketing' and c.created_at >= n.sent_at)
     order by n.sent_at desc limit 1`);
  const row = result.rows[0];
  return row ? new Date(row.sent_at) : null;
}
