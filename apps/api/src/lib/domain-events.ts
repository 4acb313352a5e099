/**
 * In-process domain events (decision 113): a service says what happened after its change committed, and the
 * areas that care subscribe in their factory. Nothing wraps or replaces a service's methods, so reading the
 * publisher shows every event it raises. A subscriber's failure is logged and never reaches the publisher.
 *
 * Not durable: an event published just before the process dies is lost. Every current subscriber has a sweep or an
 * idempotent claim that covers that (see the decision); an event that must survive a crash needs an outbox row.
 */
export interface DomainEventMap {
  /** A confirm returned: the order is paid, or (가상계좌) the account to pay into was issued. */
  'payment.confirmed': { orderId: string };
  /**
   * The order is paid without a confirm's answer: the provider reported it (가상계좌 입금, or a webhook before the
   * browser came back), or nothing was left to charge after the coupon and points (`no_charge`, decision 139).
   */
  'payment.paid': { orderId: string; via: 'deposit' | 'webhook' | 'no_charge' };
  /** A 가상계좌 lapsed unpaid (Toss's callback; the reconcile job's lapses are swept by notices' own job). */
  'payment.deposit_expired': { orderId: string };
  /** A refund was paid back and the order is `refunded`. */
  'refund.completed': { orderId: string };
  /** An operator answered a 1:1 inquiry. */
  'inquiry.answered': { inquirySn: number };
  /** A teacher or staff answered a lecture question. */
  'qna.answer_posted': { memberId: number; questionSn: number; title: string; courseSn: number; lcNo: number };
  /** A renewal or price-change notice was mailed (and sent by 알림톡 or SMS) to the subscriber; `dueOn` is its Korean date. */
  'subscription.notice_sent': { memberId: number; subscriptionSn: number; notice: 'renewal' | 'price'; dueOn: string; subject: string; body: string };
  /**
   * The dormancy job mailed a member that their account sleeps on `on` (a Korean day, YYYY-MM-DD) unless they sign
   * in before; the notification centre lists it (and sends it by 알림톡 or push where chosen).
   */
  'dormancy.notice_sent': { memberId: number; on: string; title: string; body: string };
  /** A teacher posted 새소식 to a course's learners; `title` already carries (광고) when `isAd` (the notification centre delivers it by each learner's channels and consent). */
  'studio.news_posted': { newsSn: number; teacherSn: number; courseSn: number; title: string; body: string; isAd: boolean };
  /** The console (staff or the class's teacher) ended a live class (decision 141): the ingest cuts its push. */
  'live.ended': { classId: number; title: string; endedBy: number };
  /**
   * The ended class's broadcast is closed on disk (decision 141): `dir` holds `index.m3u8` (AES-128, `#EXT-X-ENDLIST`)
   * and its segments, encrypted with the media key `kid`; the videos area registers it as a video.
   */
  'live.broadcast_closed': { classId: number; title: string; endedBy: number; dir: string; kid: string };
}

export type DomainEventName = keyof DomainEventMap;
type Handler<K extends DomainEventName> = (payload: DomainEventMap[K]) => Promise<void> | void;
/** A subscriber wrapped so that it always settles and never rejects. */
type Guarded = (payload: never) => Promise<void>;

export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, Guarded[]>();

  constructor(private readonly log: { warn: (o: object, m: string) => void }) {}

  /** `name` labels the subscriber in the failure log. */
  on<K extends DomainEventName>(event: K, name: string, handler: Handler<K>): void {
    const list = this.handlers.get(event) ?? [];
    const run = (async (payload: DomainEventMap[K]) => {
      try {
        await handler(payload);
      } catch (err) {
        this.log.warn({ err, event, subscriber: name }, 'domain event subscriber failed');
      }
    }) as Guarded;
    list.push(run);
    this.handlers.set(event, list);
  }

  /**
   * Runs every subscriber; the promise settles when all have, and never rejects. A publisher that answers the
   * user awaits it only when the caller expects the side effect done (the answer's notice); otherwise `void`.
   */
  async publish<K extends DomainEventName>(event: K, payload: DomainEventMap[K]): Promise<void> {
    const list = (this.handlers.get(event) ?? []) as ((p: DomainEventMap[K]) => Promise<void>)[];
    await Promise.all(list.map((h) => h(payload)));
  }
}
