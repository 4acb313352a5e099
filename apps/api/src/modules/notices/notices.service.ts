import type { NotificationSettings } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { koreanDateTime } from '../../lib/business-days.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { claimNotice, contactOf, orderIdOfPayment, inquiryForNotice, lapsedDepositOrders, orderForNotice, releaseNotice, saveSettings, settingsRow } from './notices.queries.ts';

/** No row yet: transactional mail on, SMS off (decision 087). */
export const DEFAULT_SETTINGS: NotificationSettings = { mail_payment: 'Y', mail_refund: 'Y', mail_inquiry: 'Y', sms_payment: 'N', sms_refund: 'N', mail_qna: 'Y', sms_qna: 'N' };

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
 * Tells a member that a payment went through, a refund was made, an inquiry was answered (issue 33 item 14),
 * by mail and, where the member chose it, SMS, through the school's providers. Called after the change has
 * committed (domain events the notices factory subscribes to, decision 113): a failed send is logged and tried again on the event's next report, never
 * undoing the change. Each notice goes once per event and channel (notice_log).
 */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailSender,
    private readonly sms: SmsSender,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

  async settings(memberId: number): Promise<NotificationSettings> {
    const r = await settingsRow(this.db, memberId);
    if (!r) return DEFAULT_SETTINGS;
    const yn = (v: string) => (v === 'Y' ? 'Y' : 'N');
    return { mail_payment: yn(r.mailPayment), mail_refund: yn(r.mailRefund), mail_inquiry: yn(r.mailInquiry), sms_payment: yn(r.smsPayment), sms_refund: yn(r.smsRefund), mail_qna: yn(r.mailQna), sms_qna: yn(r.smsQna) };
  }

  async saveSettings(memberId: number, s: NotificationSettings): Promise<NotificationSettings> {
    await saveSettings(this.db, memberId, { mailPayment: s.mail_payment, mailRefund: s.mail_refund, mailInquiry: s.mail_inquiry, smsPayment: s.sms_payment, smsRefund: s.sms_refund, mailQna: s.mail_qna, smsQna: s.sms_qna });
    return this.settings(memberId);
  }

  /** After a confirm reported the order: a 가상계좌 just issued gets its 입금 안내, a paid order its payment notice. */
  async orderReported(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (o?.status === 'pending' && o.vaAccount) await this.depositAccountIssued(orderId);
    else await this.orderPaid(orderId);
  }

  /**
   * 가상계좌 issued: everything needed at the bank (은행, 계좌번호, 예금주, 금액, 기한) by mail, and by SMS where the
   * member takes payment SMS, once per order. Payment settings govern it: it is the payment's first half.
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
    await this.send(o.memberId, 'va_issued', orderId, {
      mail: (s) => s.mail_payment === 'Y' && {
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
      sms: (s) => s.sms_payment === 'Y' && `[투자학교] 가상계좌 ${o.vaBank ?? ''} ${o.vaAccount} ${o.vaHolder ? `(${o.vaHolder}) ` : ''}${won(o.amount)}${due ? ` ${due}까지` : ''} 입금해 주세요.`,
    });
  }

  /** A 가상계좌 whose deadline passed unpaid: the buyer learns the order was cancelled and nothing was charged. */
  async depositExpired(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (!o || o.status !== 'expired' || !o.vaAccount) return;
    const returned = o.pointsUsed > 0 ? ` 사용하신 포인트 ${o.pointsUsed.toLocaleString('ko-KR')}P와 쿠폰은 돌려드렸습니다.` : ' 쿠폰을 사용하셨다면 돌려드렸습니다.';
    await this.send(o.memberId, 'va_expired', orderId, {
      mail: (s) => s.mail_payment === 'Y' && {
        subject: '[투자학교] 가상계좌 입금 기한이 지나 주문이 취소되었습니다',
        text: [
          `"${o.orderName}" 주문의 입금 기한${o.vaDueAt ? `(${koreanDateTime(o.vaDueAt)})` : ''}까지 입금이 확인되지 않아 주문이 취소되었습니다.${returned}`,
          `발급되었던 계좌(${o.vaBank ?? ''} ${o.vaAccount})에는 더 이상 입금하실 수 없습니다. 수강을 원하시면 다시 주문해 주세요.`,
          `주문 번호: ${orderId}`,
          `구매 내역: ${this.publicUrl}/my/purchase`,
        ].join('\n'),
      },
      sms: (s) => s.sms_payment === 'Y' && `[투자학교] ${o.orderName} 가상계좌 입금 기한이 지나 주문이 취소되었습니다.`,
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
    const deposit = o.payMethod === 'virtual_account';
    await this.send(o.memberId, 'payment', orderId, {
      mail: (s) => s.mail_payment === 'Y' && {
        subject: deposit ? '[투자학교] 입금이 확인되어 결제가 완료되었습니다' : '[투자학교] 결제가 완료되었습니다',
        text: [deposit ? `주문하신 "${o.orderName}"의 입금이 확인되었습니다. 지금 바로 수강할 수 있습니다.` : `주문하신 "${o.orderName}"의 결제가 완료되었습니다.`, `결제 금액: ${won(o.amount)}${o.pointsUsed > 0 ? ` (포인트 ${o.pointsUsed.toLocaleString('ko-KR')}P 사용)` : ''}`, `주문 번호: ${orderId}`, `구매 내역: ${link}`].join('\n'),
      },
      sms: (s) => s.sms_payment === 'Y' && `[투자학교] ${o.orderName} ${deposit ? '입금 확인' : '결제 완료'} ${won(o.amount)}`,
    });
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
    await this.send(o.memberId, 'refund', orderId, {
      mail: (s) => s.mail_refund === 'Y' && {
        subject: '[투자학교] 환불이 완료되었습니다',
        text: [`"${o.orderName}" 주문이 환불되었습니다.`, `환불 금액: ${won(o.refundAmount)}${points}`, ...(o.refundAmount > 0 ? [REFUND_ROUTE[o.payMethod] ?? EASY_PAY_REFUND] : []), `주문 번호: ${orderId}`, `구매 내역: ${link}`].join('\n'),
      },
      sms: (s) => s.sms_refund === 'Y' && `[투자학교] ${o.orderName} 환불 완료 ${won(o.refundAmount)}${points}`,
    });
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
    await this.send(q.memberId!, 'inquiry', String(inquirySn), { mail: (s) => s.mail_inquiry === 'Y' && message, sms: () => false });
  }

  /** After a teacher or staff answered a lecture question: its asker is told (decision 095), once per question and channel. */
  async questionAnswered(q: { memberId: number; questionSn: number; title: string; courseSn: number; lcNo: number }): Promise<void> {
    const link = `${this.publicUrl}/course/play/${q.courseSn}?lc_no=${q.lcNo}`;
    await this.send(q.memberId, 'qna', String(q.questionSn), {
      mail: (s) => s.mail_qna === 'Y' && { subject: '[투자학교] 강의 질문에 답변이 등록되었습니다', text: [`"${q.title}" 질문에 답변이 등록되었습니다.`, `답변 보기: ${link}`].join('\n') },
      sms: (s) => s.sms_qna === 'Y' && `[투자학교] 강의 질문 "${q.title.slice(0, 20)}"에 답변이 등록되었습니다.`,
    });
  }

  private async send(
    memberId: number,
    kind: string,
    ref: string,
    make: { mail: (s: NotificationSettings) => false | { subject: string; text: string }; sms: (s: NotificationSettings) => false | string },
  ): Promise<void> {
    const to = await contactOf(this.db, memberId);
    if (!to) return;
    const s = await this.settings(memberId);
    const mail = make.mail(s);
    const sms = make.sms(s);
    if (mail) await this.deliver(kind, ref, 'mail', () => this.mail.send({ to: to.email, ...mail }));
    if (sms && to.hpno) await this.deliver(kind, ref, 'sms', () => this.sms.send({ to: to.hpno!, text: sms }));
  }

  private async deliver(kind: string, ref: string, channel: 'mail' | 'sms', go: () => Promise<void>): Promise<void> {
    if (!(await claimNotice(this.db, kind, ref, channel))) return;
    try {
      await go();
    } catch (err) {
      await releaseNotice(this.db, kind, ref, channel).catch(() => undefined);
      this.log.warn({ err, kind, ref, channel }, 'member notice not sent');
    }
  }
}
