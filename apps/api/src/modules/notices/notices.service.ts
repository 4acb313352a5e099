import type { NotificationSettings } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { claimNotice, contactOf, orderIdOfPayment, inquiryForNotice, orderForNotice, releaseNotice, saveSettings, settingsRow } from './notices.queries.ts';

/** No row yet: transactional mail on, SMS off (decision 087). */
export const DEFAULT_SETTINGS: NotificationSettings = { mail_payment: 'Y', mail_refund: 'Y', mail_inquiry: 'Y', sms_payment: 'N', sms_refund: 'N', mail_qna: 'Y', sms_qna: 'N' };

const PAID = new Set(['paid', 'awaiting_receipt', 'settled']);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Tells a member that a payment went through, a refund was made, an inquiry was answered (issue 33 item 14),
 * by mail and, where the member chose it, SMS, through the school's providers. Called after the change has
 * committed (notices.hooks.ts): a failed send is logged and tried again on the event's next report, never
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

  /** After a confirm (or a webhook) reported the order: a paid order is announced once. */
  async orderPaid(orderId: string): Promise<void> {
    const o = await orderForNotice(this.db, orderId);
    if (!o || !PAID.has(o.status)) return;
    const link = `${this.publicUrl}/my/purchase`;
    await this.send(o.memberId, 'payment', orderId, {
      mail: (s) => s.mail_payment === 'Y' && {
        subject: '[투자학교] 결제가 완료되었습니다',
        text: [`주문하신 "${o.orderName}"의 결제가 완료되었습니다.`, `결제 금액: ${won(o.amount)}${o.pointsUsed > 0 ? ` (포인트 ${o.pointsUsed.toLocaleString('ko-KR')}P 사용)` : ''}`, `주문 번호: ${orderId}`, `구매 내역: ${link}`].join('\n'),
      },
      sms: (s) => s.sms_payment === 'Y' && `[투자학교] ${o.orderName} 결제 완료 ${won(o.amount)}`,
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
        text: [`"${o.orderName}" 주문이 환불되었습니다.`, `환불 금액: ${won(o.refundAmount)}${points}`, '카드 결제는 카드사에 따라 영업일 기준 3~7일 안에 취소됩니다.', `주문 번호: ${orderId}`, `구매 내역: ${link}`].join('\n'),
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
