import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { dormantMembers, members, sessions } from '../../db/schema/index.ts';

/** The member's last sign-in or token use (their sign-up when they never came back). */
const lastActivity = sql`greatest(${members.createdAt}, coalesce((select max(s.last_used_at) from ${sessions} s where s.member_id = ${members.id}), ${members.createdAt}))`;

/** Members inactive for `days` not told yet since their last activity: marks them told and returns whom to mail. */
export async function claimNotices(db: Conn, now: Date, days: number, limit: number) {
  const at = now.toISOString();
  const result = await db.execute<{ id: number; email: string }>(sql`
    update members set dormancy_notice_at = ${at}::timestamptz
     where id in (
       select id from members
        where status = 'active' and role = 'member'
          and ${lastActivity} <= ${at}::timestamptz - make_interval(days => ${days})
          and (dormancy_notice_at is null or dormancy_notice_at < ${lastActivity})
        order by id limit ${limit}
        for update skip locked)
    returning id, email`);
  return result.rows.map((r) => ({ id: Number(r.id), email: r.email }));
}

/** Members inactive for `days` whose notice went out at least `noticeDays` ago (and after their last activity). */
export async function dueForDormancy(db: Conn, now: Date, days: number, noticeDays: number, limit: number) {
  const at = now.toISOString();
  const result = await db.execute<{ id: number }>(sql`
    select id from members
     where status = 'active' and role = 'member'
       and ${lastActivity} <= ${at}::timestamptz - make_interval(days => ${days})
       and dormancy_notice_at is not null and dormancy_notice_at >= ${lastActivity}
       and dormancy_notice_at <= ${at}::timestamptz - make_interval(days => ${noticeDays})
     order by id limit ${limit}`);
  return result.rows.map((r) => Number(r.id));
}

export async function lockActiveMember(tx: Conn, id: number) {
  const [row] = await tx.select().from(members).where(and(eq(members.id, id), eq(members.status, 'active'))).for('update');
  return row;
}

export type Profile = Pick<typeof members.$inferSelect, 'email' | 'userName' | 'nickname' | 'hpno' | 'birth' | 'gender' | 'guardianName' | 'guardianHpno'>;

/** Moves the personal fields out: the live row keeps only what is not personal, under a placeholder e-mail. */
export async function separate(tx: Conn, id: number, v: { emailHmac: string; profileSealed: string; now: Date }): Promise<void> {
  await tx.insert(dormantMembers).values({ memberId: id, emailHmac: v.emailHmac, profileSealed: v.profileSealed, dormantAt: v.now });
  await tx
    .update(members)
    .set({ status: 'dormant', email: `dormant-${id}@dormant.invalid`, userName: null, nickname: null, hpno: null, birth: null, gender: null, guardianName: null, guardianHpno: null, updatedAt: v.now })
    .where(eq(members.id, id));
  await tx.update(sessions).set({ endedAt: v.now, endReason: 'dormant' }).where(and(eq(sessions.memberId, id), sql`${sessions.endedAt} is null`));
}

/** `emailHmacs`: the e-mail's keyed hash under each kept key (lib/sealer.ts keyedHashes). */
export async function dormantByEmail(db: Conn, emailHmacs: string[]) {
  const [row] = await db.select({ memberId: dormantMembers.memberId }).from(dormantMembers).where(inArray(dormantMembers.emailHmac, emailHmacs)).limit(1);
  return row?.memberId ?? null;
}

export async function passwordHashOf(db: Conn, id: number): Promise<string | null> {
  const [row] = await db.select({ h: members.passwordHash }).from(members).where(and(eq(members.id, id), eq(members.status, 'dormant')));
  return row?.h ?? null;
}

export async function setChallenge(db: Conn, id: number, hash: string, expiresAt: Date): Promise<void> {
  await db.update(dormantMembers).set({ challengeHash: hash, challengeExpiresAt: expiresAt }).where(eq(dormantMembers.memberId, id));
}

export async function byChallenge(db: Conn, hash: string, now: Date, lock = false) {
  const q = db
    .select()
    .from(dormantMembers)
    .where(and(eq(dormantMembers.challengeHash, hash), gt(dormantMembers.challengeExpiresAt, now)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function setCode(db: Conn, id: number, v: { codeHash: string; codeExpiresAt: Date; codeSentAt: Date }): Promise<void> {
  await db.update(dormantMembers).set({ ...v, codeTries: 0 }).where(eq(dormantMembers.memberId, id));
}

/**
 * Counts one try and checks the limit in the same statement: of 40 parallel guesses only `maxTries` find a row
 * (issue 35: reading the count, then adding one, let 20 through). The code's hash, or undefined when none is live.
 */
export async function countTry(db: Conn, challengeHash: string, now: Date, maxTries: number): Promise<string | undefined> {
  const [row] = await db
    .update(dormantMembers)
    .set({ codeTries: sql`${dormantMembers.codeTries} + 1` })
    .where(
      and(
        eq(dormantMembers.challengeHash, challengeHash),
        gt(dormantMembers.challengeExpiresAt, now),
        gt(dormantMembers.codeExpiresAt, now),
        sql`${dormantMembers.codeHash} is not null`,
        sql`${dormantMembers.codeTries} < ${maxTries}`,
      ),
    )
    .returning({ codeHash: dormantMembers.codeHash });
  return row?.codeHash ?? undefined;
}

/** Whether another live account took the value while this one slept (e-mail is guarded at sign-up; these are not). */
export async function taken(tx: Conn, field: 'nickname' | 'hpno', value: string, self: number): Promise<boolean> {
  const column = field === 'nickname' ? members.nickname : members.hpno;
  const [row] = await tx.select({ id: members.id }).from(members).where(and(eq(column, value), sql`${members.id} <> ${self}`));
  return row !== undefined;
}

export async function restore(tx: Conn, id: number, p: Profile, now: Date): Promise<void> {
  await tx.update(members).set({ ...p, status: 'active', dormancyNoticeAt: null, updatedAt: now }).where(eq(members.id, id));
  await tx.delete(dormantMembers).where(eq(dormantMembers.memberId, id));
}
