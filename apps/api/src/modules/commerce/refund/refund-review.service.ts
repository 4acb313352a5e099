import type { AdminRefundBody, AdminRefundReview } from '@school/contracts/admin';
import { codes, type RefundAccount, type RefundReview } from '@school/contracts';
import type { Db } from '../../../db/client.ts';
import { recordChange, type Actor } from '../../../db/audit.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Role } from '../../../http/auth.ts';
import { findOrder, lockOrder, updateOrder } from '../order/order.queries.ts';
import { REFUNDABLE_STATES, refundAccountLabel } from '../order/order-view.ts';
import type { MailSender } from '../../../providers/mail/mail.ts';
import { decide, insertReview, latestReview, lockOpenReview, reachableEmail, reviewList, type ReviewRow } from './refund-review.queries.ts';
import type { RefundService } from './refund.service.ts';

const view = (r: ReviewRow): RefundReview => ({
  id: r.id,
  status: r.status as RefundReview['status'],
  reason: r.reason,
  answer: r.answer,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

/** How the member hears of a decision: a mail with the answer and a link to the purchase list. */
export interface DecisionMail {
  mail: MailSender;
  publicUrl: string;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * Refunds the automatic rule does not give (docs/decisions/063, 070): the member asks for a review with a
 * reason; an operator refunds (by the rule, in full or a set amount — the same operator refund) or refuses
 * with an answer the member reads on the order, and is told by mail. One open request per order.
 */
export class RefundReviewService {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundService,
    private readonly notice?: DecisionMail,
  ) {}

  private async ownOrder(memberId: number, orderId: string) {
    const order = await findOrder(this.db, orderId);
    // Another member's order answers like a missing one.
    if (!order || order.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async mine(memberId: number, orderId: string): Promise<{ review: RefundReview | null }> {
    const order = await this.ownOrder(memberId, orderId);
    const r = await latestReview(this.db, order.orderSn);
    return { review: r ? view(r) : null };
  }

  async request(memberId: number, orderId: string, reason: string, account?: RefundAccount): Promise<{ review: RefundReview | null }> {
    const order = await this.ownOrder(memberId, orderId);
    if (!REFUNDABLE_STATES.has(order.status) || order.status === 'refund_requested') throw new AppError('REFUND_REVIEW_NOT_ALLOWED');
    // A 가상계좌 order: an approval pays into this account, so it is asked for now (sealed until the refund is done).
    this.refunds.checkAccount(order, account);
    try {
      return await this.db.transaction(async (tx) => {
        const review = await insertReview(tx, { orderSn: order.orderSn, memberId, reason });
        if (account) await updateOrder(tx, order.orderSn, this.refunds.accountColumns(account));
        return { review: view(review) };
      });
    } catch (err) {
      if (uniqueViolation(err) === 'refund_reviews_one_open') throw new AppError('REFUND_REVIEW_OPEN');
      throw err;
    }
  }

  async list(state: 'open' | 'decided'): Promise<{ list: AdminRefundReview[] }> {
    const rows = await reviewList(this.db, state);
    return {
      list: rows.map((r) => ({
        ...view(r.review),
        order_id: r.orderId,
        order_name: r.orderName,
        email: r.email,
        amount: r.amount,
        order_status: r.orderStatus,
        paid_at: r.paidAt?.toISOString() ?? null,
        pay_method: r.payMethod,
        refund_account_label: refundAccountLabel(r),
      })),
    };
  }

  /** Refunds through the operator refund (its own audit row), then closes the review with what was done. */
  async approve(actor: Actor & { role: Role }, id: number, body: AdminRefundBody): Promise<{ review: RefundReview | null }> {
    const open = await lockOpenReview(this.db, id);
    if (!open) throw new AppError('REFUND_REVIEW_NOT_FOUND');
    let accountRefused = false;
    try {
      await this.refunds.refundByOperator(actor, open.orderId, body);
    } catch (err) {
      // The provider did not answer: the refund is recorded and retried by the refund job, so the review is settled.
      // The bank refused the 가상계좌 refund account: the refund is recorded too and waits for the member's new account.
      accountRefused = err instanceof AppError && err.code === codes.REFUND_ACCOUNT_REJECTED.code;
      if (!(err instanceof AppError && (err.code === codes.REFUND_FAILED.code || accountRefused))) throw err;
    }
    const label = { rule: '환불 기준대로', full: '전액', custom: '정한 금액으로' }[body.mode];
    // The member reads the note written for them; the internal reason stays in the audit log.
    const note = body.member_note ? ` ${body.member_note}` : '';
    const answer = accountRefused
      ? `검토 결과 ${label} 환불하기로 했으나, 은행에서 환불 계좌를 확인하지 못했습니다. 구매 내역의 환불 신청에서 환불받을 계좌를 다시 입력해 주세요.${note}`
      : `검토 결과 ${label} 환불해 드렸습니다.${note}`;
    return this.close(actor, id, 'approved', answer);
  }

  async refuse(actor: Actor, id: number, answer: string): Promise<{ review: RefundReview | null }> {
    return this.close(actor, id, 'refused', answer);
  }

  private async close(actor: Actor, id: number, status: 'approved' | 'refused', answer: string): Promise<{ review: RefundReview | null }> {
    return this.db.transaction(async (tx) => {
      const open = await lockOpenReview(tx, id);
      if (!open) throw new AppError('REFUND_REVIEW_NOT_FOUND');
      await decide(tx, id, { status, answer, decidedBy: actor.memberId });
      // Refused: the refund account given with the request is not needed any more.
      if (status === 'refused') {
        const order = await lockOrder(tx, open.orderId);
        if (order?.refundAccountSealed && order.status !== 'refund_requested') {
          await updateOrder(tx, order.orderSn, { refundAccountSealed: null, refundBank: null, refundAccountMasked: null, refundHolderMasked: null });
        }
      }
      await recordChange(tx, actor, { action: `refund_review.${status === 'approved' ? 'approve' : 'refuse'}`, targetType: 'order', targetId: open.orderId, before: { reason: open.review.reason }, after: { status, answer } });
      return { open, review: view({ ...open.review, status, answer, decidedAt: new Date() }) };
    }).then(async ({ open, review }) => {
      await this.tell(open.review.memberId, open.orderName, review);
      return { review };
    });
  }

  /** After the commit: a mail that fails is logged; the decision stands and the member reads it on the order. */
  private async tell(memberId: number, orderName: string, review: RefundReview): Promise<void> {
    if (!this.notice) return;
    const email = await reachableEmail(this.db, memberId);
    if (!email) return;
    const verdict = review.status === 'approved' ? '환불해 드렸습니다' : '환불해 드리기 어렵다는 답변을 드립니다';
    try {
      await this.notice.mail.send({
        to: email,
        subject: '[투자학교] 환불 검토 결과 안내',
        text:
          `요청하신 「${orderName}」 환불 검토 결과, ${verdict}.\n\n` +
          `답변: ${review.answer ?? ''}\n\n` +
          `구매 내역에서 확인하실 수 있습니다: ${this.notice.publicUrl}/my/purchase\n` +
          '문의는 고객센터 1:1 문의로 남겨 주세요.',
      });
    } catch (err) {
      this.notice.log.warn({ err }, 'refund review mail failed');
    }
  }
}
