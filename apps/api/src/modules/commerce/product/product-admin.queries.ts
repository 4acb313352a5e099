import { asc, eq, sql } from 'drizzle-orm';
import type { PassBody } from '@school/contracts/admin';
import type { Conn } from '../../../db/client.ts';
import { categories, products } from '../../../db/schema/index.ts';
import { COURSE_ACCESS_DAYS } from '../../../db/seed/conventions.ts';

/** A pass's days, as the seed counts them. */
const daysOf = (months: number) => months * 30;

export function allProducts(db: Conn) {
  return db
    .select({
      productId: products.productId,
      kind: products.kind,
      title: products.title,
      price: products.price,
      months: products.months,
      days: products.days,
      scopeType: products.scopeType,
      caSn: products.caSn,
      category: categories.title,
      courseSn: products.courseSn,
      isActive: products.isActive,
      sortOrder: products.sortOrder,
      sold: sql<number>`(select count(*)::int from orders o where o.product_id = ${products.productId} and o.paid_at is not null)`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.caSn, products.caSn))
    .orderBy(asc(products.kind), asc(products.sortOrder), asc(products.productId));
}

export async function lockProduct(tx: Conn, productId: number) {
  const [row] = await tx.select().from(products).where(eq(products.productId, productId)).for('update');
  return row;
}

const passValues = (p: PassBody) => ({
  kind: 'pass',
  title: p.title,
  price: p.price,
  months: p.months,
  days: daysOf(p.months),
  scopeType: p.scope_type,
  caSn: p.scope_type === 'category' ? p.ca_sn : null,
  courseSn: null,
  isActive: p.is_active,
  sortOrder: p.sort_order,
});

export async function insertPass(tx: Conn, p: PassBody): Promise<number> {
  const [row] = await tx.insert(products).values(passValues(p)).returning({ productId: products.productId });
  return row!.productId;
}

export async function updatePass(tx: Conn, productId: number, p: PassBody): Promise<void> {
  await tx.update(products).set(passValues(p)).where(eq(products.productId, productId));
}

export async function categoryExists(tx: Conn, caSn: number): Promise<boolean> {
  const [row] = await tx.select({ caSn: categories.caSn }).from(categories).where(eq(categories.caSn, caSn));
  return row !== undefined;
}

/**
 * The single-course product follows the course: on sale at the course's price while the course is paid
 * with a price, off sale otherwise. One per course (the seed's id for seeded courses, a new one for others).
 */
export async function syncCourseProduct(tx: Conn, c: { courseSn: number; title: string; price: number; onSale: boolean }): Promise<void> {
  const [existing] = await tx.select({ productId: products.productId }).from(products).where(eq(products.courseSn, c.courseSn)).for('update');
  if (existing) {
    await tx
      .update(products)
      .set({ title: c.title.slice(0, 200), isActive: c.onSale ? 'Y' : 'N', ...(c.onSale ? { price: c.price } : {}) })
      .where(eq(products.productId, existing.productId));
    return;
  }
  if (!c.onSale) return;
  await tx.insert(products).values({ kind: 'course', title: c.title.slice(0, 200), price: c.price, days: COURSE_ACCESS_DAYS, scopeType: 'course', courseSn: c.courseSn, sortOrder: 100 });
}
