import { asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { goalMail, members, weeklyGoals } from '../../db/schema/index.ts';

export function goalsOf(db: Conn, memberId: number) {
  return db.select({ weekStart: weeklyGoals.weekStart, minutes: weeklyGoals.minutes }).from(weeklyGoals).where(eq(weeklyGoals.memberId, memberId)).orderBy(asc(weeklyGoals.weekStart));
}

/** The goal holds from this week's Monday; a second change in the same week replaces the first. */
export async function upsertGoal(db: Conn, memberId: number, weekStart: string, minutes: number): Promise<void> {
  await db
    .insert(weeklyGoals)
    .values({ memberId, weekStart, minutes })
    .onConflictDoUpdate({ target: [weeklyGoals.memberId, weeklyGoals.weekStart], set: { minutes, setAt: new Date() } });
}

export async function mailChoiceOf(db: Conn, memberId: number) {
  const [row] = await db
    .select({ isMarket: members.isMarket, weeklyMail: goalMail.weeklyMail })
    .from(members)
    .leftJoin(goalMail, eq(goalMail.memberId, members.id))
    .where(eq(members.id, memberId));
  return { isMarket: row?.isMarket === 'Y' ? ('Y' as const) : ('N' as const), weeklyMail: row?.weeklyMail === 'Y' ? ('Y' as const) : ('N' as const) };
}

export async function upsertMailChoice(db: Conn, memberId: number, weeklyMail: 'Y' | 'N', token: string): Promise<void> {
  await db
    .insert(goalMail)
    .values({ memberId, weeklyMail, token })
    .onConflictDoUpdate({ target: goalMail.memberId, set: { weeklyMail, changedAt: new Date() } });
}

export async function unsubscribeByToken(db: Conn, token: string): Promise<boolean> {
  const rows = await db
    .update(goalMail)
    .set({ weeklyMail: 'N', changedAt: new Date() })
    .where(eq(goalMail.token, token))
    .returning({ memberId: goalMail.memberId });
  return rows.length > 0;
}

/**
 * Claims up to `limit` members to mail the summary of `week` to: opted in, still consenting to advertising, active,
 * not yet mailed for that week. One statement marks them, so two processes never mail the same member twice.
 */
export async function claimWeeklyMails(db: Conn, week: string, limit: number) {
  const result = await db.execute<{ member_id: string | number; email: string; token: string }>(sql`
    with todo as (
      select g.member_id, m.email from goal_mail g join members m on m.id = g.member_id
       where g.weekly_mail = 'Y' and m.is_market = 'Y' and m.status = 'active'
         and (g.last_sent_week is null or g.last_sent_week < ${week}::date)
       order by g.member_id limit ${limit}
       for update of g skip locked)
    update goal_mail g set last_sent_week = ${week}::date from todo
     where g.member_id = todo.member_id
    returning g.member_id, todo.email, g.token`);
  return result.rows.map((r) => ({ memberId: Number(r.member_id), email: r.email, token: r.token }));
}

