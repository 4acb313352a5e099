import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { AdviceGuard, type ListedName } from './advice-guard.ts';
import { qnaConsoleRoutes, qnaRoutes } from './qna.routes.ts';
import { QnaService, type AnswerNotice, type LectureGate } from './qna.service.ts';

/**
 * Lecture Q&A (issue 29, decision 095): built after playback (the access rule), the stock list (the advice
 * guard names stocks from it) and notices (the asker hears of an answer).
 */
export function createQna(d: { db: Db; play: LectureGate; listed: () => Promise<readonly ListedName[]>; notices: AnswerNotice }): AreaParts & { qna: QnaService } {
  let guard: Promise<AdviceGuard> | null = null;
  const adviceGuard = () => {
    guard ??= d.listed().then((names) => new AdviceGuard(names));
    guard.catch(() => (guard = null));
    return guard;
  };
  const qna = new QnaService(d.db, d.play, adviceGuard, d.notices);
  return { qna, routes: { api: [mount(qnaRoutes, { qna })], console: [mount(qnaConsoleRoutes, { qna })] }, jobs: [] };
}
