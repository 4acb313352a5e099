import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { AdviceGuard, type ListedName } from './advice-guard.ts';
import { qnaConsoleRoutes, qnaRoutes } from './qna.routes.ts';
import { QnaService, type LectureGate } from './qna.service.ts';

/**
 * Lecture Q&A (issue 29, decision 095): built after playback (the access rule), the stock list (the advice
 * guard names stocks from it) and the domain events (an answer is announced; notices tells the asker).
 */
export function createQna(d: { db: Db; play: LectureGate; listed: () => Promise<readonly ListedName[]>; events: DomainEvents }): AreaParts & { qna: QnaService; adviceGuard: () => Promise<AdviceGuard> } {
  let guard: Promise<AdviceGuard> | null = null;
  const adviceGuard = () => {
    guard ??= d.listed().then((names) => new AdviceGuard(names));
    guard.catch(() => (guard = null));
    return guard;
  };
  const qna = new QnaService(d.db, d.play, adviceGuard, d.events);
  return { qna, adviceGuard, routes: { api: [mount(qnaRoutes, { qna })], console: [mount(qnaConsoleRoutes, { qna })] }, jobs: [] };
}
