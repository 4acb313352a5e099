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
