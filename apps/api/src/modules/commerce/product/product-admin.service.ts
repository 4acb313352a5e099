import type { AdminProduct, PassBody } from '@school/contracts/admin';
import type { Conn, Db } from '../../../db/client.ts';
import { recordChange, type Actor } from '../../../db/audit.ts';
import { AppError } from '../../../http/app-error.ts';
import { allProducts, categoryExists, insertPass, lockProduct, syncCourseProduct, updatePass } from './product-admin.queries.ts';

/**
 * Passes and prices in the console (docs/decisions/068). A price or period change applies to orders made
 * after it: an order keeps the amount it was created with, and a bought pass keeps the scope and end
 * date written into its entitlement. A single course's product follows the course editor's price.
 */
export class ProductAdminService {
  constructor(private readonly db: Db) {}

  async list(): Promise<{ list: AdminProduct[] }> {
    const rows = await allProducts(this.db);
    return {
      list: rows.map((r) => ({
        product_id: r.productId,
        kind: r.kind === 'course' ? 'course' : 'pass',
        title: r.title,
        price: r.price,
        months: r.months,
        days: r.days,
        scope_type: r.scopeType as AdminProduct['scope_type'],
        ca_sn: r.caSn,
        category: r.category,
        course_sn: r.courseSn,
        is_active: r.isActive === 'Y' ? 'Y' : 'N',
        sort_order: r.sortOrder,
        sold: r.sold,
      })),
    };
  }

  async savePass(actor: Actor, productId: number | null, body: PassBody): Promise<{ product_id: number }> {
    return this.db.transaction(async (tx) => {
      if (body.ca_sn !== null && !(await categoryExists(tx, body.ca_sn))) throw new AppError('CATEGORY_NOT_FOUND');
      if (productId === null) {
        const created = await insertPass(tx, body);
        await recordChange(tx, actor, { action: 'pass.create', targetType: 'product', targetId: created, after: body });
        return { product_id: created };
      }
      const before = await lockProduct(tx, productId);
      if (!before || before.kind !== 'pass') throw new AppError('PRODUCT_NOT_FOUND');
      await updatePass(tx, productId, body);
      await recordChange(tx, actor, { action: 'pass.update', targetType: 'product', targetId: productId, before, after: body });
      return { product_id: productId };
    });
  }

  /** Called in the course editor's transaction: the course's own product follows its price. */
  syncCourse(tx: Conn, course: { courseSn: number; title: string; price: number; isFree: boolean }): Promise<void> {
    return syncCourseProduct(tx, { courseSn: course.courseSn, title: course.title, price: course.price, onSale: !course.isFree && course.price > 0 });
  }
}
