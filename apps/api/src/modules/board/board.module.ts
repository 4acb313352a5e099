import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limiter.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { PlayService } from '../play/play.service.ts';
import { boardRoutes } from './board.routes.ts';
import { BoardService } from './board.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { ModerationService } from './moderation.service.ts';

/** Lecture comments (the specification's `board`) and their moderation in the console. */
export function createBoard(d: { db: Db; play: PlayService; limiter: Limiter; perMinute: number }): AreaParts {
  const board = new BoardService(d.db, d.play, d.limiter, d.perMinute);
  const moderation = new ModerationService(d.db);
  return { routes: { api: [mount(boardRoutes, { board })], console: [mount(moderationRoutes, { moderation })] }, jobs: [] };
}
