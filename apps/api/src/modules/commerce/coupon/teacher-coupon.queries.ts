import { and, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { couponPolicy, courses, products } from '../../../db/schema/index.ts';

export { teacherOfMember } from '../../../db/catalogue.queries.ts';

export async function readPolicy(db: Conn) {
  const [row] = await db
    .select({
      maxRatePct: couponPolicy.maxRatePct,
      maxDays: couponPolicy.maxDays,
      earlyBirdMaxRatePct: couponPolicy.earlyBirdMaxRatePct,
      earlyBirdMaxDays: couponPolicy.earlyBirdMaxDays,
      updatedAt: couponPolicy.updatedAt,
    })
    .from(couponPolicy)
    .where(eq(couponPolicy.id, 1));
  return row;
}

/** Locks the policy row (made when absent) so two operators' saves are audited one after the other. */
export async function lockPolicy(tx: Conn, defaults: { maxRatePct: number; maxDays: number; earlyBirdMaxRatePct: number; earlyBirdMaxDays: number }) {
  await tx.insert(couponPolicy).values({ id: 1, ...defaults }).onConflictDoNothing();
  const [row] = await tx
    .select({ maxRatePct: couponPolicy.maxRatePct, maxDays: couponPolicy.maxDays, earlyBirdMaxRatePct: couponPolicy.earlyBirdMaxRatePct, earlyBirdMaxDays: couponPolicy.earlyBirdMaxDays })
    .from(couponPolicy)
    .where(eq(couponPolicy.id, 1))
    .for('update');
  return row!;
}

export async function writePolicy(tx: Conn, values: { maxRatePct: number; maxDays: number; earlyBirdMaxRatePct: number; earlyBirdMaxDays: number }, by: number) {
  const [row] = await tx
    .update(couponPolicy)
    .set({ ...values, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(couponPolicy.id, 1))
    .returning({ updatedAt: couponPolicy.updatedAt });
  return row!.updatedAt;
}

/**
 * A course with what a teacher's coupon needs: its teacher, price and when it first went public (the earliest
 * published version; a course published before the studio existed counts from its creation). null while unpublished.
 */
export async function couponCourse(db: Conn, courseSn: number) {
  const [row] = await db
    .select({
      teacherSn: courses.teacherSn,
      title: courses.title,
      price: courses.price,
      isFree: courses.isFree,
      opensAt: sql<Date | null>`case when ${courses.isPublished} = 'Y' then coalesce((select min(v.published_at) from course_versions v where v.course_sn = ${courses.courseSn}), ${courses.createdAt}) end`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(courses)
    .where(eq(courses.courseSn, courseSn));
  return row;
}

export async function teacherCourseIds(db: Conn, teacherSn: number): Promise<Set<number>> {
  const rows = await db.select({ courseSn: courses.courseSn }).from(courses).where(eq(courses.teacherSn, teacherSn));
  return new Set(rows.map((r) => r.courseSn));
}

/** The single-course products on sale for a course: a teacher's coupon applies to these only. */
export async function courseProductIds(db: Conn, courseSn: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.productId })
    .from(products)
    .where(and(eq(products.courseSn, courseSn), eq(products.kind, 'course'), eq(products.isActive, 'Y')));
  return rows.map((r) => r.id);
}

export type TeacherCouponSummary = {
  key: string;
  batch: string | null;
  course_sn: number;
  course_title: string;
  name: string;
  discount_type: string;
  discount_value: number;
  early_bird: string;
  code: string | null;
  count: number;
  registered: number;
  used: number;
  discount_won: string;
  valid_from: Date;
  valid_until: Date;
  created_at: Date;
};

/**
 * A teacher's coupons (a code, or a batch grouped), with registrations, paid uses and the won they took off, read from
 * the ledger's coupon_use rows of orders still standing (a refunded order's discount is not counted as given).
 */
export async function teacherCouponSummaries(db: Conn, teacherSn: number) {
  const result = await db.execute<TeacherCouponSummary>(sql`
    with mine as (
      select c.*, coalesce(c.batch, c.coupon_sn::text) as key,
        (select count(*) from member_coupons mc where mc.coupon_sn = c.coupon_sn) as registered,
        (select count(*) from member_coupons mc where mc.coupon_sn = c.coupon_sn and mc.used_at is not null) as used,
        (select coalesce(sum(l.discount), 0) from member_coupons mc
           join orders o on o.member_coupon_id = mc.id and o.status <> 'refunded'
           join ledger_entries l on l.kind = 'coupon_use' and l.source_type = 'order' and l.source_id = o.order_sn::text
         where mc.coupon_sn = c.coupon_sn) as discount_won
      from coupons c where c.teacher_sn = ${teacherSn})
    select m.key, min(m.batch) as batch,
      min(m.course_sn) as course_sn, min(co.title) as course_title,
      min(m.name) as name, min(m.discount_type) as discount_type, min(m.discount_value) as discount_value, min(m.early_bird) as early_bird,
      case when min(m.batch) is null then min(m.code) end as code,
      (case when min(m.batch) is null then min(m.total_limit) else count(*) end)::int as count,
      sum(m.registered)::int as registered, sum(m.used)::int as used, sum(m.discount_won)::text as discount_won,
      min(m.valid_from) as valid_from, min(m.valid_until) as valid_until, min(m.created_at) as created_at
    from mine m join courses co on co.course_sn = m.course_sn
    group by m.key
    order by min(m.created_at) desc
    limit 200`);
  return result.rows;
}

/** The coupon or batch a studio key names, when it is this teacher's: its rows (empty for another's or a missing one). */
export async function ownCouponRows(db: Conn, teacherSn: number, key: string) {
  const result = await db.execute<{ coupon_sn: number; batch: string | null; valid_until: Date | null }>(sql`
    select coupon_sn, batch, valid_until from coupons
    where teacher_sn = ${teacherSn} and (batch = ${key} or (batch is null and coupon_sn::text = ${key}))
    order by coupon_sn
    for update`);
  return result.rows.map((r) => ({ couponSn: Number(r.coupon_sn), batch: r.batch, validUntil: r.valid_until === null ? null : new Date(r.valid_until) }));
}

/**
 * Ends the coupons now: their end moves to now (those already over keep theirs) and members' unused coupons of them
 * stop too. Returns when they end and how many members' coupons stopped.
 */
export async function endCoupons(tx: Conn, couponSns: number[]) {
  const list = sql.join(
    couponSns.map((n) => sql`${n}`),
    sql`, `,
  );
  const ended = await tx.execute<{ coupon_sn: number }>(sql`
    update coupons set valid_until = now() where coupon_sn in (${list}) and (valid_until is null or valid_until > now()) returning coupon_sn`);
  const stopped = await tx.execute<{ id: number }>(sql`
    update member_coupons set valid_until = now() where coupon_sn in (${list}) and used_at is null and valid_until > now() returning id`);
  const [end] = (await tx.execute<{ at: Date }>(sql`select max(valid_until) as at from coupons where coupon_sn in (${list})`)).rows;
  return { ended: ended.rows.length, stopped: stopped.rows.length, at: new Date(end!.at) };
}

/** A teacher's batch, code by code: whether and when a member registered and used it (no member is named). */
export async function ownBatchCodes(db: Conn, teacherSn: number, batch: string) {
  const result = await db.execute<{ code: string; name: string; registered_at: Date | null; used_at: Date | null; valid_until: Date | null }>(sql`
    select c.code, c.name, mc.registered_at, mc.used_at, c.valid_until
    from coupons c left join member_coupons mc on mc.coupon_sn = c.coupon_sn
    where c.teacher_sn = ${teacherSn} and c.batch = ${batch}
    order by c.coupon_sn, mc.id`);
  return result.rows.map((r) => ({
    code: r.code,
    name: r.name,
    registeredAt: r.registered_at === null ? null : new Date(r.registered_at),
    usedAt: r.used_at === null ? null : new Date(r.used_at),
    validUntil: r.valid_until === null ? null : new Date(r.valid_until),
  }));
}
