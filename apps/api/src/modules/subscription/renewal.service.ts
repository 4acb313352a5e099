import { addMonths, subscriptionNoticeDays } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { Charger } from './charger.ts';
import { addDays, koreanDate } from './renewal-date.ts';
import * as q from './subscription.queries.ts';

/** A sign-up with no charge this long after it began was cut off before charging (a charge is claimed at once). */
const ABANDONED_MS = 10 * 60_000;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The plan's price for a renewal at `at`: a scheduled change counts from its day. */
export function priceAt(plan: q.PlanRow, at: Date): number {
  return plan.nextPrice !== null && plan.nextPriceAt !== null && plan.nextPriceAt.getTime() <= at.getTime() ? plan.nextPrice : plan.price;
}

/**
 * The 알림톡 area's one send path (modules/alimtalk, decision 124), as subscriptions see it: 알림톡 with the registered
 * template, the same text by SMS when 알림톡 fails, every send recorded; it answers how it went and never throws.
 */
export interface RenewalTalk {
  send(memberId: number, templateCode: SubscriptionTemplate, variables: Record<string, string>): Promise<'alimtalk' | 'sms' | 'failed' | 'skipped'>;
}

/**
 * The registered 알림톡 templates of the subscription notices (providers/alimtalk/templates.ts, decisions 135 and 139):
 * the renewal ahead, the renewal that waits for consent again, a price change, and a price raise that needs consent.
 */
export type SubscriptionTemplate = 'RENEWAL_NOTICE' | 'RENEWAL_CONSENT' | 'PRICE_CHANGE' | 'PRICE_RAISE';

/** A notice's 알림톡: the template that says what its mail says, and that template's variables (#{이름} is filled by the 알림톡 area). */
interface NoticeTalk {
  template: SubscriptionTemplate;
  vars: Record<string, string>;
}

/** The first renewal at or after `at` (the day a scheduled price first applies to this subscription). */
export function firstRenewalFrom(sub: q.SubscriptionRow, months: number, at: Date): Date {
  let periodNo = sub.periods;
  let end = sub.periodEnd;
  // Bounded: a price is scheduled at most a few years ahead.
  while (end.getTime() < at.getTime() && periodNo < sub.periods + 1200) {
    periodNo += 1;
    end = addMonths(sub.startedAt, periodNo * months, sub.anchorDay);
  }
  return end;
}

export interface Notifier {
  mail: MailSender;
  sms: SmsSender;
  /** The notices' 알림톡 (decisions 135 and 139), SMS when 알림톡 fails; without it each notice is texted by SMS. */
  talk?: RenewalTalk;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Told after each notice, so the notification centre lists it (decision 125). */
  events?: DomainEvents;
}

/**
 * The renewal job (once across processes, jobs/scheduler.ts): scheduled prices take effect, lost answers are
 * reconciled, due subscriptions are charged or ended, and members are told before renewals and price changes.
 */
export class RenewalService {
  constructor(
    private readonly db: Db,
    private readonly charger: Charger,
    private readonly notifier: Notifier,
  ) {}

  async run(now: Date): Promise<{ charged: number; ended: number; reconciled: number; notices: number }> {
    await q.applyDuePrices(this.db, now);
    await q.endAbandonedSignups(this.db, new Date(now.getTime() - ABANDONED_MS));
    const reconciled = await this.charger.reconcile(now);
    const { charged, ended } = await this.renewDue(now);
    const notices = await this.sendNotices(now);
    return { charged, ended, reconciled, notices };
  }

  async renewDue(now: Date): Promise<{ charged: number; ended: number }> {
    let charged = 0;
    let ended = 0;
    for (const sub of await q.listDue(this.db, now)) {
      const plan = await q.findPlan(this.db, sub.planSn);
      if (!plan) continue;
      // A member who withdrew is never charged again: the subscription ends where it stands.
      if ((await q.memberContact(this.db, sub.memberId))?.status === 'withdrawn') {
        if (await q.updateSubscription(this.db, sub.subscriptionSn, { status: 'ended', endReason: 'withdrawn', endedAt: now, nextAttemptAt: null }, q.liveCondition())) ended += 1;
        continue;
      }
      if (sub.status === 'active' && sub.cancelAtPeriodEnd) {
        if (await q.updateSubscription(this.db, sub.subscriptionSn, { status: 'ended', endReason: 'canceled', endedAt: sub.periodEnd, nextAttemptAt: null }, q.statusCondition('active'))) ended += 1;
        continue;
      }
      const amount = priceAt(plan, sub.periodEnd);
      if (amount > sub.agreedPrice) {
        // A higher price (or a paid period after a free or discounted one) is charged only with consent given again.
        if (await q.updateSubscription(this.db, sub.subscriptionSn, { status: 'ended', endReason: 'consent_missing', endedAt: sub.periodEnd, nextAttemptAt: null }, q.statusCondition('active'))) {
          await q.setAccessUntil(this.db, sub.entitlementSn, sub.periodEnd);
          ended += 1;
        }
        continue;
      }
      const outcome = await this.charger.attempt(sub, plan, sub.periods + 1, sub.status === 'retrying' ? sub.retries : 0, amount);
      if (outcome.kind === 'paid') charged += 1;
    }
    return { charged, ended };
  }

  /** The console's 지금 재시도: the next retry of a retrying subscription, now. */
  async retryNow(subscriptionSn: number): Promise<void> {
    const sub = await q.findSubscription(this.db, subscriptionSn);
    if (!sub) throw new AppError('ADMIN_SUBSCRIPTION_NOT_FOUND');
    if (sub.status !== 'retrying') throw new AppError('ADMIN_SUBSCRIPTION_NOT_RETRYING');
    const plan = await q.findPlan(this.db, sub.planSn);
    if (!plan) throw new AppError('ADMIN_SUBSCRIPTION_NOT_FOUND');
    await this.charger.attempt(sub, plan, sub.periods + 1, sub.retries, Math.min(priceAt(plan, sub.periodEnd), sub.agreedPrice));
  }

  /**
   * Mail and 알림톡 (SMS when 알림톡 fails) before each renewal (a yearly plan 7 days ahead) and once for each scheduled
   * price change, each by its registered template (decision 139). Each notice is claimed on the subscription's row first (a conditional update), so it goes
   * out once per renewal even when two processes run this at the same moment.
   */
  async sendNotices(now: Date): Promise<number> {
    let sent = 0;
    for (const { sub, plan } of await q.listLiveForNotice(this.db)) {
      const days = subscriptionNoticeDays[plan.months as 1 | 12] ?? 7;
      const renewalDue = sub.status === 'active' && !sub.cancelAtPeriodEnd && addDays(sub.periodEnd, -days) <= now && now < sub.periodEnd;
      if (renewalDue && sub.renewalNoticeFor?.getTime() !== sub.periodEnd.getTime()) {
        const claimed = await q.updateSubscription(this.db, sub.subscriptionSn, { renewalNoticeFor: sub.periodEnd }, q.noticeCondition('renewal', sub.periodEnd));
        if (claimed) {
          const amount = priceAt(plan, sub.periodEnd);
          const consent = amount > sub.agreedPrice ? ` 이번 결제 금액 ${won(amount)}은 다시 동의하셔야 결제되며, 동의하지 않으면 구독이 끝납니다.` : '';
          // A renewal that waits for the member's consent again has its own template (결제 동의 안내, decision 139).
          const talk: NoticeTalk = { template: consent ? 'RENEWAL_CONSENT' : 'RENEWAL_NOTICE', vars: { 상품명: plan.name, 갱신일: koreanDate(sub.periodEnd), 금액: amount.toLocaleString('ko-KR') } };
          await this.tell(
            sub.memberId,
            `[구독] ${koreanDate(sub.periodEnd)} 자동 결제 안내`,
            `${plan.name} 구독이 ${koreanDate(sub.periodEnd)}에 ${won(amount)}으로 자동 결제됩니다.${consent}`,
            { subscriptionSn: sub.subscriptionSn, notice: 'renewal', dueOn: koreanDate(sub.periodEnd) },
            talk,
          );
          sent += 1;
        }
      }
      if (plan.nextPriceAt && plan.nextPrice !== null && sub.priceNoticeFor?.getTime() !== plan.nextPriceAt.getTime()) {
        const claimed = await q.updateSubscription(this.db, sub.subscriptionSn, { priceNoticeFor: plan.nextPriceAt }, q.noticeCondition('price', plan.nextPriceAt));
        if (claimed) {
          const higher = plan.nextPrice > sub.agreedPrice;
          // A raise is charged only with consent given again (전자상거래법의 정기결제 규정): the notice says by which 결제일.
          const deadline = koreanDate(firstRenewalFrom(sub, plan.months, plan.nextPriceAt));
          const vars = { 상품명: plan.name, 변경일: koreanDate(plan.nextPriceAt), 이전금액: plan.price.toLocaleString('ko-KR'), 변경금액: plan.nextPrice.toLocaleString('ko-KR') };
          await this.tell(
            sub.memberId,
            `[구독] 가격 ${higher ? '인상' : '변경'} 안내 (${koreanDate(plan.nextPriceAt)}부터)`,
            `${plan.name} 가격이 ${koreanDate(plan.nextPriceAt)}부터 ${won(plan.price)}에서 ${won(plan.nextPrice)}으로 바뀝니다.` +
              (higher ? ` 오른 가격은 회원님이 내 정보에서 동의하셔야 결제되며, ${deadline} 결제일 전까지 동의하지 않으면 그날 구독이 끝나고 더 결제되지 않습니다.` : ''),
            { subscriptionSn: sub.subscriptionSn, notice: 'price', dueOn: koreanDate(plan.nextPriceAt) },
            higher ? { template: 'PRICE_RAISE', vars: { ...vars, 동의기한: deadline } } : { template: 'PRICE_CHANGE', vars },
          );
          sent += 1;
        }
      }
    }
    return sent;
  }

  /** `talk`: the registered 알림톡 template that says what `body` says, with its variables. */
  private async tell(memberId: number, subject: string, body: string, about: { subscriptionSn: number; notice: 'renewal' | 'price'; dueOn: string }, talk: NoticeTalk): Promise<void> {
    const contact = await q.memberContact(this.db, memberId);
    if (!contact) return;
    const text = `${body}\n해지 예약·카드 변경: ${this.notifier.publicUrl}/my`;
    await this.notifier.mail.send({ to: contact.email, subject, text }).catch((err: unknown) => this.notifier.log.warn({ err }, 'subscription notice mail failed'));
    const channel = this.notifier.talk;
    if (channel) {
      // 알림톡 falls back to SMS itself and records each send (alimtalk_sends); #{이름} is filled there.
      await channel.send(memberId, talk.template, talk.vars).catch((err: unknown) => this.notifier.log.warn({ err }, 'subscription notice alimtalk failed'));
    } else if (contact.hpno) {
      await this.notifier.sms.send({ to: contact.hpno, text: `${subject} ${body}`.slice(0, 400) }).catch((err: unknown) => this.notifier.log.warn({ err }, 'subscription notice sms failed'));
    }
    await this.notifier.events?.publish('subscription.notice_sent', { memberId, ...about, subject, body });
  }
}
