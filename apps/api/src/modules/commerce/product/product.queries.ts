import { and, asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { categories, courses, lectures, products } from '../../../db/schema/index.ts';

const productColumns = {
  productId: products.productId,
  kind: products.kind,
  title: products.title,
  price: products.price,
  months: products.months,
  days: products.days,
  scopeType: products.scopeType,
  caSn: products.caSn,
  courseSn: products.courseSn,
  sortOrder: products.sortOrder,
  categoryTitle: categories.title,
  courseTitle: courses.title,
};

export async function listActiveProducts(db: Conn) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.caSn, products.caSn))
    .leftJoin(courses, eq(courses.courseSn, products.courseSn))
    .where(and(eq(products.isActive, 'Y'), sql`(${products.courseSn} is null or ${courses.isPublished} = 'Y')`))
    .orderBy(asc(products.sortOrder), asc(products.productId));
}

export async function findProduct(db: Conn, productId: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.caSn, products.caSn))
    .leftJoin(courses, eq(courses.courseSn, products.courseSn))
    .where(and(eq(products.productId, productId), eq(products.isActive, 'Y'), sql`(${products.courseSn} is null or ${courses.isPublished} = 'Y')`));
  return row;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/**
 * Every published paid course with its category path (own category and all ancestors),
 * pass inclusion and lecture count: what the products unlock is counted from this.
 */
export async function paidCourseFacts(db: Conn) {
  const result = await db.execute<{ course_sn: number; title: string; pass_included: string; price: number; lectures: number; path: number[] }>(sql`
    with recursive up(course_sn, ca_sn) as (
      select c.course_sn, c.ca_sn from ${courses} c where c.is_published = 'Y' and c.is_free = 'N'
      union all
      select up.course_sn, cat.p_ca_sn from up join ${categories} cat on cat.ca_sn = up.ca_sn where cat.p_ca_sn is not null
    )
    select c.course_sn, c.title, c.pass_included, c.price,
           (select count(*)::int from ${lectures} l where l.course_sn = c.course_sn) as lectures,
           (select array_agg(distinct up.ca_sn) from up where up.course_sn = c.course_sn) as path
    from ${courses} c where c.is_published = 'Y' and c.is_free = 'N'`);
  return result.rows.map((r) => ({
    courseSn: Number(r.course_sn),
    title: r.title,
    passIncluded: r.pass_included === 'Y',
    price: Number(r.price),
    lectures: Number(r.lectures),
    path: (r.path ?? []).map(Number),
  }));
}
export type PaidCourseFacts = Awaited<ReturnType<typeof paidCourseFacts>>[number];
