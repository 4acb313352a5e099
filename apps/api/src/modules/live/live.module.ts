import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { AuthGuardDeps } from '../../http/auth.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { LiveBroadcast, type BroadcastDeps } from './broadcast.ts';
import type { ChatBus } from './chat-bus.ts';
import type { ChatCounters } from './chat-counters.ts';
import { ChatGate } from './chat-gate.ts';
import { IngestFront, type IngestDeps } from './ingest-front.ts';
import { liveConsoleRoutes, liveRoutes } from './live.routes.ts';
import { classTitleAndCreator } from './live.queries.ts';
import { LiveService, type LiveDeps } from './live.service.ts';
import { Presence } from './presence.ts';
import { LiveReminders, type LiveStartingNotice } from './reminders.ts';

/**
 * Live classes (issue 46; decisions 119, 120, 129): the schedule, the console's scheduling and the chat socket,
 * reminders, bans, attendance and the console's live now. Built after playback (the course-access rule), Q&A (the
 * advice guard) and the notices (the dispatcher reminders go through); the chat bus is in-process or Redis (composition).
 */
export function createLive(d: {
  db: Db;
  bus: ChatBus;
  /** The chat gate's flood, slow-mode and repetition counts: in memory, or Redis shared by every API process. */
  counters?: ChatCounters;
  guard: AuthGuardDeps;
  ingestBase: string;
  courseAccess: (memberId: number, courseSn: number) => Promise<boolean>;
  /** The recording → lecture (decision 134): the media store's video length and the studio's proposal. */
  mediaDuration: LiveDeps['mediaDuration'];
  proposeLecture: LiveDeps['proposeLecture'];
  advice: () => Promise<{ check(text: string): string | null }>;
  /** The notification centre's dispatcher: the list and the member's chosen channels for 라이브 수업. */
  notify: (n: LiveStartingNotice) => Promise<unknown>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** The RTMP ingest (decision 136), when this process runs it: its ffmpeg, its folder and the media keys. */
  ingest?: Pick<IngestDeps, 'ffmpeg' | 'dir' | 'keys'>;
  /** `live.ended` from the console's 종료; `live.broadcast_closed` once the ingest has closed the playlist (decision 141). */
  events?: DomainEvents;
  /** The broadcast for viewers (decision 140): the ingest's folder, playback's stream seats and the media keys. */
  broadcast: Pick<BroadcastDeps, 'dir' | 'streams' | 'keys'>;
}): AreaParts & { live: LiveService; reminders: LiveReminders; ingest: IngestFront | null; broadcast: LiveBroadcast } {
  const live = new LiveService({
    db: d.db,
    bus: d.bus,
    ingestBase: d.ingestBase,
    courseAccess: d.courseAccess,
    mediaDuration: d.mediaDuration,
    proposeLecture: d.proposeLecture,
    ...(d.events ? { events: d.events } : {}),
  });
  const broadcast = new LiveBroadcast({ ...d.broadcast, db: d.db, live });
  let guard: { check(text: string): string | null } | null = null;
  const gate = new ChatGate({ advice: (text) => guard?.check(text) ?? null, ...(d.counters ? { counters: d.counters } : {}) });
  const adviceReady = async () => (guard ??= await d.advice());
  const presence = new Presence(d.db);
  const chat = { db: d.db, bus: d.bus, gate, live, presence, guard: d.guard, adviceReady };
  const reminders = new LiveReminders(d.db, d.notify, d.log);
  const events = d.events;
  // 종료 cuts the push this process runs and closes the playlist; the closed broadcast becomes a video (videos area).
  const close = async (front: IngestFront, classId: number, ended?: { title: string; endedBy: number }) => {
    const closed = await front.end(classId);
    const who = ended ?? (await classTitleAndCreator(d.db, classId).then((c) => (c ? { title: c.title, endedBy: c.createdBy } : undefined)));
    if (closed && who && events) await events.publish('live.broadcast_closed', { classId, ...who, dir: closed.dir, kid: closed.kid });
  };
  // 라이브 / 끊김 from the push reach the chat rooms as the console's buttons do.
  const ingest: IngestFront | null = d.ingest
    ? new IngestFront({
        ...d.ingest,
        db: d.db,
        log: d.log,
        status: (classId, status) => d.bus.publish({ type: 'status', classId, status }),
        // Ended on another process: found by the health write within 2 s.
        endedElsewhere: (classId) => {
          if (ingest) void close(ingest, classId).catch((err: unknown) => d.log.warn({ err, live_id: classId }, 'live ingest: broadcast not closed'));
        },
      })
    : null;
  if (ingest && events) events.on('live.ended', 'live ingest: cut the push', ({ classId, title, endedBy }) => close(ingest, classId, { title, endedBy }));
  return {
    live,
    reminders,
    ingest,
    broadcast,
    routes: { api: [mount(liveRoutes, { live, chat, broadcast })], console: [mount(liveConsoleRoutes, { live })] },
    // Twice a minute: a reminder goes out within 30 s of the class's 10-minutes-before mark, once (the claim).
    jobs: [{ name: 'live-reminders', pattern: '5,35 * * * * *', run: () => reminders.sendDue() }],
  };
}
