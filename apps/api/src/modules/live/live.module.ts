import type { Db } from '../../db/client.ts';
import type { AuthGuardDeps } from '../../http/auth.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { ChatBus } from './chat-bus.ts';
import { ChatGate } from './chat-gate.ts';
import { liveConsoleRoutes, liveRoutes } from './live.routes.ts';
import { LiveService } from './live.service.ts';

/**
 * Live classes (issue 46; decisions 119, 120): the schedule, the console's scheduling and the chat socket. Built after
 * playback (the course-access rule) and Q&A (the advice guard); the chat bus is in-process or Redis (composition).
 */
export function createLive(d: {
  db: Db;
  bus: ChatBus;
  guard: AuthGuardDeps;
  ingestBase: string;
  courseAccess: (memberId: number, courseSn: number) => Promise<boolean>;
  advice: () => Promise<{ check(text: string): string | null }>;
}): AreaParts & { live: LiveService } {
  const live = new LiveService({ db: d.db, bus: d.bus, ingestBase: d.ingestBase, courseAccess: d.courseAccess });
  let guard: { check(text: string): string | null } | null = null;
  const gate = new ChatGate({ advice: (text) => guard?.check(text) ?? null });
  const adviceReady = async () => (guard ??= await d.advice());
  const chat = { db: d.db, bus: d.bus, gate, live, guard: d.guard, adviceReady };
  return { live, routes: { api: [mount(liveRoutes, { live, chat })], console: [mount(liveConsoleRoutes, { live })] }, jobs: [] };
}
