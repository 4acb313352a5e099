import type { Product, ProductsResponse } from '@school/contracts';
import type { Conn, Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { findProduct, listActiveProducts, paidCourseFacts, type PaidCourseFacts, type ProductRow } from './product.queries.ts';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export const PRODUCT_NOTICES = [
  '모든 가격은 부가가치세(VAT)를 포함한 금액입니다.',
  '이용권은 결제가 확인된 때부터 이용할 수 있으며, 이용 중에 다시 구매하면 남은 기간이 끝난 다음 날부터 이어서 연장됩니다.',
  '결제 후 7일 이내에 이 결제로 강의를 받지(재생·내려받기) 않았다면 전액 환불됩니다. 미리보기·무료 강의는 세지 않습니다. 그 밖에는 학원법 교습비 반환기준에 따라 이용한 기간만큼 빼고 환불하며, 환불 금액과 계산 방법을 요청 전에 보여 드립니다.',
  '결제는 결제대행 및 에스크로 서비스를 통해 처리됩니다. 결제 후 3영업일 이내에 구매확정을 하지 않으면 자동으로 구매확정됩니다.',
];

/** Products and exactly what each unlocks (docs/decisions/020). */
export class ProductService {
  constructor(private readonly db: Db) {}

  async list(courseSn?: number): Promise<ProductsResponse> {
    const [rows, facts] = await Promise.all([listActiveProducts(this.db), paidCourseFacts(this.db)]);
    let products = rows.map((r) => toProduct(r, facts, rows));
    if (courseSn !== undefined) {
      const course = facts.find((c) => c.courseSn === courseSn);
      products = course ? products.filter((p) => unlocks(p.scope, course)) : [];
    }
    return { passes: products.filter((p) => p.kind === 'pass'), courses: products.filter((p) => p.kind === 'course'), notices: PRODUCT_NOTICES };
  }

  async get(productId: number): Promise<Product> {
    return this.present(await this.row(productId));
  }

  /** A product already read (`row`) as the member sees it: what it unlocks, its monthly and list price. */
  async present(row: ProductRow): Promise<Product> {
    const [facts, rows] = await Promise.all([paidCourseFacts(this.db), listActiveProducts(this.db)]);
    return toProduct(row, facts, rows);
  }

  /** The raw row for order pricing (4001 when not on sale). */
  async row(productId: number): Promise<ProductRow> {
    const row = await findProduct(this.db, productId);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    return row;
  }

  /** `conn`: a refund's transaction, which holds the order's lock: a second connection could wait on a full pool. */
  async lecturesOf(courseSn: number, conn: Conn = this.db): Promise<number> {
    return (await paidCourseFacts(conn)).find((c) => c.courseSn === courseSn)?.lectures ?? 0;
  }
}

export function unlocks(scope: Product['scope'], course: PaidCourseFacts): boolean {
  if (scope.type === 'course') return scope.course_sn === course.courseSn;
  if (!course.passIncluded) return false;
  return scope.type === 'all' || (scope.ca_sn !== null && course.path.includes(scope.ca_sn));
}

function toProduct(r: ProductRow, facts: PaidCourseFacts[], all: ProductRow[]): Product {
  const scopeType = r.scopeType === 'category' ? 'category' : r.scopeType === 'course' ? 'course' : 'all';
  const scope = {
    type: scopeType,
    ca_sn: r.caSn,
    course_sn: r.courseSn,
    title: scopeType === 'all' ? '전체 강의' : scopeType === 'category' ? (r.categoryTitle ?? '') : (r.courseTitle ?? ''),
  } as const;
  const unlocked = facts.filter((c) => unlocks(scope, c));
  const excluded = facts.filter((c) => !c.passIncluded).length;
  const kind = r.kind === 'course' ? 'course' : 'pass';
  const monthly = r.months ? Math.floor(r.price / r.months / 10) * 10 : null;
  const oneMonth = all.find((p) => p.kind === 'pass' && p.months === 1 && p.scopeType === r.scopeType && p.caSn === r.caSn);
  const listPrice = r.months && r.months > 1 && oneMonth && oneMonth.price * r.months > r.price ? oneMonth.price * r.months : null;
  const includes =
    kind === 'pass'
      ? [
          `${scope.title}${scopeType === 'category' ? ' 분야' : ''}의 이용권 포함 강의 ${unlocked.length}개를 ${r.months}개월 동안 횟수 제한 없이 수강`,
          '결제가 확인되는 즉시 이용 시작 (이용 중 다시 구매하면 남은 기간 뒤로 연장)',
          `단과 전용 강의${excluded > 0 ? ` ${excluded}개` : ''}는 포함되지 않습니다.`,
          '무료 강의와 미리보기는 이용권 없이도 볼 수 있습니다.',
        ]
      : [
          `「${scope.title}」 강의 영상 ${unlocked[0]?.lectures ?? 0}개 전체를 결제일부터 ${r.days}일 동안 수강`,
          '이 강의만 열립니다. 다른 강의는 포함되지 않습니다.',
        ];
  const refundRule =
    kind === 'pass'
      ? '7일 이내 미수강 시 전액 환불. 이후에는 이번 달 이용 1/3 전 2/3, 1/2 전 1/2 환불, 남은 달은 전액 환불.'
      : '7일 이내 미수강 시 전액 환불. 이후에는 수강 기간·제공된 강의 비율 중 큰 쪽이 1/3 전이면 2/3, 1/2 전이면 1/2 환불.';
  return {
    product_id: r.productId,
    kind,
    title: r.title,
    price: r.price,
    vat: Math.floor(r.price / 11),
    months: r.months,
    days: r.days,
    monthly_price: monthly,
    list_price: listPrice,
    scope,
    course_count: unlocked.length,
    includes,
    refund_rule: refundRule,
  };
}

export { won };
