import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { deletePushEndpoint, pushTargets } from './devices.queries.ts';
import type { Vapid } from './vapid.ts';

/** What a push shows: the notification's title and text, and the page of this site a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of this site (`/my/…`); the service worker opens it on a tap. */
  url: string;
}

export interface PushLog {
  warn: (obj: object, msg: string) => void;
}

/**
 * The web push channel (decision 114). For the notification centre and any other area:
 *
 *   await push.send(memberId, { title, body, url })  →  how many of the member's devices took it
 *
 * It sends to every device the member subscribed, never throws (a failed push is logged) and never decides whether
 * the member wants the message: that is the caller's (the centre's channel preferences). A device whose push service
 * answers 404 or 410 has dropped the subscription, so its row is deleted. Messages that could read as advice to one
 * member go through the advice guard before they reach here. `fetch` is injectable (tests use a fake push service).
 */
export class PushSender {
  constructor(
    private readonly db: Db,
    private readonly vapid: () => Vapid | null,
    private readonly log: PushLog,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(memberId: number, message: PushMessage): Promise<number> {
    const vapid = this.vapid();
    if (!vapid) return 0;
    const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url.startsWith('/') ? message.url : '/' });
    let delivered = 0;
    for (const target of await pushTargets(this.db, memberId)) {
      try {
        const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: vapid,
          TTL: 24 * 3600,
        });
        const res = await this.fetchImpl(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ?? null,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 404 || res.status === 410) await deletePushEndpoint(this.db, memberId, target.deviceId, target.endpoint);
        else if (res.ok) delivered++;
        else this.log.warn({ status: res.status, deviceId: target.deviceId }, 'push refused');
      } catch (err) {
        this.log.warn({ err, deviceId: target.deviceId }, 'push failed');
      }
    }
    return delivered;
  }
}
