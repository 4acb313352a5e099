import { NOTICE_DEFAULTS, NOTICE_FIXED, noticeChannels, type NoticeChannel, type NoticeKind } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { isKoreanNight } from '../../lib/business-days.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { choicesOf, insertNotification, reachOf } from './centre.queries.ts';
import { claimNotice, releaseNotice } from './notices.queries.ts';
import type { TalkChannel, TalkMessage } from './talk.ts';

/** One notice to one member, as every channel tells it. */
export interface Notice {
  memberId: number;
  /** The member's choice it falls under. */
  kind: NoticeKind;
  /** What happened and its id (notice_log's kind and ref): each channel sends once per event. */
  event: string;
  ref: string;
  /** The list's and the push's title and text. */
  title: string;
  body: string;
  /** A path of this site. */
  link: string;
  /** The mail, when it says more than title, body and link. */
  mail?: { subject: string; text: string };
  /** The 알림톡/SMS text and template; by default `[투자학교] title`. */
  talk?: Partial<TalkMessage>;
}

export type Outcome = 'sent' | 'unreachable' | 'no_consent' | 'night';

/** The web push sender (modules/devices, decision 114), handed over by the composition root. */
export interface PushChannel {
  send(memberId: number, m: { title: string; body: string; url: string }): Promise<number>;
}

interface Logger {
  warn: (obj: object, msg: string) => void;
}

export type Choices = Record<NoticeKind, Record<NoticeChannel, 'Y' | 'N'>>;

/** The member's choices over the defaults, with the channels nobody can turn off forced on. */
export function resolveChoices(rows: { kind: string; channel: string; enabled: string }[]): Choices {
  const out = Object.fromEntries(Object.entries(NOTICE_DEFAULTS).map(([k, v]) => [k, { ...v }])) as Choices;
  for (const r of rows) {
    const kind = out[r.kind as NoticeKind];
    if (kind && (noticeChannels as readonly string[]).includes(r.channel)) kind[r.channel as NoticeChannel] = r.enabled === 'Y' ? 'Y' : 'N';
  }
  for (const [kind, fixed] of Object.entries(NOTICE_FIXED)) for (const c of fixed) out[kind as NoticeKind][c] = 'Y';
  return out;
}

/**
 * The one dispatcher (decision 125): a notice goes to the member's list and out on the channels they chose for its
 * kind, through the school's mail, 알림톡/SMS and push senders. 광고성 정보 needs the member's 광고 consent, and
 * between 21:00 and 08:00 (KST) their night consent too; it is marked (광고) on every channel. Each channel sends
 * once per event (the list by its unique key, the others by notice_log); a failed send is given back for the
 * event's next report and never reaches the caller.
 */
export class NoticeDispatcher {
  constructor(
    private readonly db: Db,
    private readonly senders: { mail: MailSender; talk: TalkChannel; push: PushChannel | null },
    private readonly publicUrl: string,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `afterList: 'background'`: the list row is written before this answers and the other channels go on after it,
   * for a notice the member's own request is waiting on (a payment's confirm, a refund): their bell is right when the
   * answer arrives, and a slow mail or push service does not hold the answer.
   */
  async dispatch(n: Notice, only: readonly NoticeChannel[] = noticeChannels, opts: { afterList?: 'await' | 'background' } = {}): Promise<Outcome> {
    const to = await reachOf(this.db, n.memberId);
    if (!to) return 'unreachable';
    const ad = n.kind === 'ad';
    if (ad && !to.isMarket) return 'no_consent';
    if (ad && isKoreanNight(this.now()) && !to.night) return 'night';
    const chosen = resolveChoices(await choicesOf(this.db, n.memberId))[n.kind];
    const want = (c: NoticeChannel) => only.includes(c) && chosen[c] === 'Y';
    const title = ad ? `(광고) ${n.title}` : n.title;

    if (want('inapp')) await insertNotification(this.db, { memberId: n.memberId, kind: n.kind, event: n.event, ref: n.ref, title: title.slice(0, 100), body: n.body.slice(0, 500), link: n.link });
    const rest = () => this.sendOut(n, to, want, title, ad);
    if (opts.afterList === 'background') {
      void rest().catch((err: unknown) => this.log.warn({ err, event: n.event, ref: n.ref }, 'member notice not sent'));
      return 'sent';
    }
    await rest();
    return 'sent';
  }

  /** Mail, 알림톡/SMS and push, each where the member chose it, each once per event. */
  private async sendOut(n: Notice, to: NonNullable<Awaited<ReturnType<typeof reachOf>>>, want: (c: NoticeChannel) => boolean, title: string, ad: boolean): Promise<void> {
    if (want('mail')) {
      const mail = n.mail ?? { subject: `[투자학교] ${title}`, text: `${n.body}\n${this.publicUrl}${n.link}` };
      const optOut = ad ? `\n\n광고성 정보 수신에 동의하신 회원께 보냅니다. 수신 거부: ${this.publicUrl}/my/notifications/settings` : '';
      await this.deliver(n, 'mail', () => this.senders.mail.send({ to: to.email, subject: ad ? `(광고) ${mail.subject}` : mail.subject, text: mail.text + optOut }));
    }
    if (want('talk') && to.hpno) {
      const text = n.talk?.text ?? `[투자학교] ${n.title}`;
      const talk: TalkMessage = { template: ad ? null : (n.talk?.template ?? null), vars: n.talk?.vars ?? {}, text: ad ? `(광고) ${text}\n수신거부: ${this.publicUrl}/my/notifications/settings` : text };
      // notice_log names this channel 'sms', as it did before 알림톡: a notice sent before stays sent.
      await this.deliver(n, 'sms', () => this.senders.talk.send(n.memberId, to.hpno!, talk));
    }
    const push = this.senders.push;
    if (want('push') && push) await this.deliver(n, 'push', async () => void (await push.send(n.memberId, { title, body: n.body, url: n.link })));
  }

  private async deliver(n: Notice, channel: 'mail' | 'sms' | 'push', go: () => Promise<void>): Promise<void> {
    if (!(await claimNotice(this.db, n.event, n.ref, channel))) return;
    try {
      await go();
    } catch (err) {
      await releaseNotice(this.db, n.event, n.ref, channel).catch(() => undefined);
      this.log.warn({ err, event: n.event, ref: n.ref, channel }, 'member notice not sent');
    }
  }
}
