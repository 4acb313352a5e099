import type { Db } from '../../db/client.ts';
import { koreanDateTime } from '../../lib/business-days.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { NoticeDispatcher } from './dispatcher.ts';
import { claimNotice, orderIdOfPayment, inquiryForNotice, lapsedDepositOrders, orderForNotice, releaseNotice } from './notices.queries.ts';

const PAID = new Set(['paid', 'awaiting_receipt', 'settled']);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** Where the money of a refund goes, by how the order was paid (a 가상계좌 buyer has no card company). */
const REFUND_ROUTE: Record<string, string> = {
  card: '카드 결제는 카드사에 따라 영업일 기준 3~7일 안에 취소됩니다.',
  transfer: '계좌이체 결제는 영업일 기준 1~3일 안에 결제하신 계좌로 돌려드립니다.',
  virtual_account: '가상계좌 결제는 환불 신청 때 입력하신 환불 계좌로 영업일 기준 1~3일 안에 입금됩니다.',
};
const EASY_PAY_REFUND = '간편결제는 결제하신 수단(카드·계좌·머니)으로 영업일 기준 3~7일 안에 돌려드립니다.';

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Tells a member that a payment went through, a refund was made, an inquiry was answered (issue 33 item 14), a
 * lecture question was answered. Called after the change has committed (domain events the notices factory
 * subscribes to, decision 113); each notice goes through the one dispatcher (decision 125), which lists it in the
 * member's notifications and sends it on the channels they chose, once per event and channel.
 */
/** A notice the member's own request waits on (confirm, refund): listed before the answer, the rest after it. */
const LISTED_FIRST = { afterList: 'background' } as const;

export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly dispatcher: NoticeDispatcher,
    private readonly mail: MailSender,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

  /** After a confirm reported the order: a 가상계좌 just issued gets its 입금 안내, a paid order its payment notice. */
  async orderReported(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (o?.status === 'pending' && o.vaAccount) await this.depositAccountIssued(orderId);
    else await this.orderPaid(orderId);
  }

  /**
   * 가상계좌 issued: everything needed at the bank (은행, 계좌번호, 예금주, 금액, 기한) by mail, and by SMS where the
   * member takes payment 알림톡/SMS, once per order. Payment choices govern it: it is the payment's first half.
   */
  async depositAccountIssued(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (!o || o.status !== 'pending' || !o.vaAccount) return;
    const due = o.vaDueAt ? koreanDateTime(o.vaDueAt) : null;
    const lines = [
      `은행: ${o.vaBank ?? ''}`,
      `계좌번호: ${o.vaAccount}`,
      ...(o.vaHolder ? [`예금주: ${o.vaHolder}`] : []),
      `입금액: ${won(o.amount)}`,
      ...(due ? [`입금 기한: ${due}까지`] : []),
    ];
    await this.dispatcher.dispatch({
      memberId: o.memberId,
      kind: 'payment',
      event: 'va_issued',
      ref: orderId,
      title: '가상계좌 입금 안내',
      body: `"${o.orderName}" ${o.vaBank ?? ''} ${o.vaAccount} ${won(o.amount)}${due ? ` · ${due}까지` : ''} 입금해 주세요.`,
      link: '/my/purchase',
      mail: {
        subject: '[투자학교] 가상계좌 입금 안내',
        text: [
          `주문하신 "${o.orderName}"의 가상계좌가 발급되었습니다. 아래 계좌로 정확한 금액을 입금해 주세요.`,
          '',
          ...lines,
          '',
          '입금이 확인되면 바로 수강할 수 있으며, 확인 메일을 다시 보내 드립니다. 기한이 지나면 주문은 자동으로 취소됩니다.',
          `주문 번호: ${orderId}`,
          `구매 내역: ${this.publicUrl}/my/purchase`,
        ].join('\n'),
      },
      talk: { text: `[투자학교] 가상계좌 ${o.vaBank ?? ''} ${o.vaAccount} ${o.vaHolder ? `(${o.vaHolder}) ` : ''}${won(o.amount)}${due ? ` ${due}까지` : ''} 입금해 주세요.` },
    }, undefined, LISTED_FIRST);
  }

  /** A 가상계좌 whose deadline passed unpaid: the buyer learns the order was cancelled and nothing was charged. */
  async depositExpired(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (!o || o.status !== 'expired' || !o.vaAccount) return;
    const returned = o.pointsUsed > 0 ? ` 사용하신 포인트 ${o.pointsUsed.toLocaleString('ko-KR')}P와 쿠폰은 돌려드렸습니다.` : ' 쿠폰을 사용하셨다면 돌려드렸습니다.';
    await this.dispatcher.dispatch({
      memberId: o.memberId,
      kind: 'payment',
      event: 'va_expired',
      ref: orderId,
      title: '입금 기한이 지나 주문이 취소되었습니다',
      body: `"${o.orderName}" 가상계좌 입금 기한이 지나 주문이 취소되었습니다.`,
      link: '/my/purchase',
      mail: {
        subject: '[투자학교] 가상계좌 입금 기한이 지나 주문이 취소되었습니다',
        text: [
          `"${o.orderName}" 주문의 입금 기한${o.vaDueAt ? `(${koreanDateTime(o.vaDueAt)})` : ''}까지 입금이 확인되지 않아 주문이 취소되었습니다.${returned}`,
          `발급되었던 계좌(${o.vaBank ?? ''} ${o.vaAccount})에는 더 이상 입금하실 수 없습니다. 수강을 원하시면 다시 주문해 주세요.`,
          `주문 번호: ${orderId}`,
          `구매 내역: ${this.publicUrl}/my/purchase`,
        ].join('\n'),
      },
      talk: { text: `[투자학교] ${o.orderName} 가상계좌 입금 기한이 지나 주문이 취소되었습니다.` },
    });
  }

  /** The deposit-expiry job: every 가상계좌 that lapsed in the last day and was not announced yet. */
  async depositExpiries(limit = 200): Promise<number> {
    const ids = await lapsedDepositOrders(this.db, limit);
    for (const id of ids) await this.depositExpired(id);
    return ids.length;
  }

  /** After a confirm, a webhook or a deposit reported the order: a paid order is announced once. */
  async orderPaid(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (!o || !PAID.has(o.status)) return;
    const link = `${this.publicUrl}/my/purchase`;
    // An order paid wholly by coupon and points (decision 139) keeps the method chosen in the form: no deposit was made.
    const deposit = o.payMethod === 'virtual_account' && o.amount > 0;
    const used = [...(o.couponDiscount > 0 ? [`쿠폰 할인 ${won(o.couponDiscount)}`] : []), ...(o.pointsUsed > 0 ? [`포인트 ${o.pointsUsed.toLocaleString('ko-KR')}P 사용`] : [])];
    await this.dispatcher.dispatch({
      memberId: o.memberId,
      kind: 'payment',
      event: 'payment',
      ref: orderId,
      title: deposit ? '입금이 확인되어 결제가 완료되었습니다' : '결제가 완료되었습니다',
      body: `"${o.orderName}" ${won(o.amount)}`,
      link: '/my/purchase',
      mail: {
        subject: deposit ? '[투자학교] 입금이 확인되어 결제가 완료되었습니다' : '[투자학교] 결제가 완료되었습니다',
        text: [deposit ? `주문하신 "${o.orderName}"의 입금이 확인되었습니다. 지금 바로 수강할 수 있습니다.` : `주문하신 "${o.orderName}"의 결제가 완료되었습니다.`, `결제 금액: ${won(o.amount)}${used.length ? ` (${used.join(', ')})` : ''}`, `주문 번호: ${orderId}`, `구매 내역: ${link}`].join('\n'),
      },
      // No registered 알림톡 template says 입금 확인 yet (decision 111): a deposit is texted as SMS until one is.
      talk: { template: deposit ? null : 'PAYMENT_DONE', vars: { 상품명: o.orderName, 금액: o.amount.toLocaleString('ko-KR') }, text: `[투자학교] ${o.orderName} ${deposit ? '입금 확인' : '결제 완료'} ${won(o.amount)}` },
    }, undefined, LISTED_FIRST);
  }

  async paymentReported(paymentKey: string): Promise<void> {
    const orderId = await orderIdOfPayment(this.db, paymentKey);
    if (orderId) await this.orderPaid(orderId);
  }

  /** After a refund was reported: a refunded order is announced once. */
  async orderRefunded(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (!o || o.status !== 'refunded') return;
    const link = `${this.publicUrl}/my/purchase`;
    const points = o.refundPoints > 0 ? ` · 포인트 ${o.refundPoints.toLocaleString('ko-KR')}P 반환` : '';
    await this.dispatcher.dispatch({
      memberId: o.memberId,
      kind: 'refund',
      event: 'refund',
      ref: orderId,
      title: '환불이 완료되었습니다',
      body: `"${o.orderName}" ${won(o.refundAmount)}${points}`,
      link: '/my/purchase',
      mail: {
        subject: '[투자학교] 환불이 완료되었습니다',
        text: [`"${o.orderName}" 주문이 환불되었습니다.`, `환불 금액: ${won(o.refundAmount)}${points}`, ...(o.refundAmount > 0 ? [REFUND_ROUTE[o.payMethod] ?? EASY_PAY_REFUND] : []), `주문 번호: ${orderId}`, `구매 내역: ${link}`].join('\n'),
      },
      talk: { template: 'REFUND_DONE', vars: { 상품명: o.orderName, 금액: o.refundAmount.toLocaleString('ko-KR') }, text: `[투자학교] ${o.orderName} 환불 완료 ${won(o.refundAmount)}${points}` },
    }, undefined, LISTED_FIRST);
  }

  /** After staff answered an inquiry: its asker is told (a contact-form inquiry by the address it gave). */
  async inquiryAnswered(inquirySn: number): Promise<void> {
    const q = await inquiryForNotice(this.db, inquirySn);
    if (!q?.answeredAt) return;
    const signedOut = q.memberId === null;
    const message = {
      subject: '[투자학교] 문의에 답변이 등록되었습니다',
      text: signedOut
        ? `"${q.title}" 문의에 답변이 등록되었습니다. 답변 내용은 고객센터 문의 내역에서 확인하실 수 없으니, 이 메일에 이어 궁금한 점을 다시 문의해 주세요.\n문의하기: ${this.publicUrl}/cs/contact`
        : `"${q.title}" 문의에 답변이 등록되었습니다.\n답변 보기: ${this.publicUrl}/cs/inquiry`,
    };
    if (signedOut) {
      if (q.contactEmail) await this.deliver('inquiry', String(inquirySn), 'mail', () => this.mail.send({ to: q.contactEmail!, ...message }));
      return;
    }
    await this.dispatcher.dispatch({
      memberId: q.memberId!,
      kind: 'inquiry',
      event: 'inquiry',
      ref: String(inquirySn),
      title: '문의에 답변이 등록되었습니다',
      body: `"${q.title}" 문의에 답변이 등록되었습니다.`,
      link: '/cs/inquiry',
      mail: message,
    });
  }

  /** After a teacher or staff answered a lecture question: its asker is told (decision 095), once per question and channel. */
  async questionAnswered(q: { memberId: number; questionSn: number; title: string; courseSn: number; lcNo: number }): Promise<void> {
    const path = `/course/play/${q.courseSn}?lc_no=${q.lcNo}`;
    await this.dispatcher.dispatch({
      memberId: q.memberId,
      kind: 'qna',
      event: 'qna',
      ref: String(q.questionSn),
      title: '강의 질문에 답변이 등록되었습니다',
      body: `"${q.title}" 질문에 답변이 등록되었습니다.`,
      link: path,
      mail: { subject: '[투자학교] 강의 질문에 답변이 등록되었습니다', text: [`"${q.title}" 질문에 답변이 등록되었습니다.`, `답변 보기: ${this.publicUrl}${path}`].join('\n') },
      talk: { template: 'ANSWER_RECEIVED', vars: { 강의명: q.title.slice(0, 20) }, text: `[투자학교] 강의 질문 "${q.title.slice(0, 20)}"에 답변이 등록되었습니다.` },
    });
  }

  /** A signed-out asker has no list or choices: their answer goes by mail only, once. */
  private async deliver(kind: string, ref: string, channel: 'mail', go: () => Promise<void>): Promise<void> {
    if (!(await claimNotice(this.db, kind, ref, channel))) return;
    try {
      await go();
    } catch (err) {
      await releaseNotice(this.db, kind, ref, channel).catch(() => undefined);
      this.log.warn({ err, kind, ref, channel }, 'member notice not sent');
    }
  }
}
