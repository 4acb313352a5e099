import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { notesRoutes } from './notes.routes.ts';
import { NotesService } from './notes.service.ts';

/** Notes at a moment of a lecture's video, private to their member (decision 097). */
export function createNotes(d: { db: Db }): AreaParts & { notes: NotesService } {
  const notes = new NotesService(d.db);
  return { notes, routes: { api: [mount(notesRoutes, { notes })] }, jobs: [] };
}
