import { notesApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { NotesService } from './notes.service.ts';

export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  const member = { preHandler: app.requireMember };
  // A member's own notes: never kept by a shared cache (this plugin's routes only).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, notesApi.create, member, async (request) => ok(await notes.create(memberOf(request).memberId, request.body)));
  route(app, notesApi.lecture, member, async (request) => ok(await notes.ofLecture(memberOf(request).memberId, request.query.lc_no)));
  route(app, notesApi.courses, member, async (request) => ok(await notes.courses(memberOf(request).memberId)));
  route(app, notesApi.course, member, async (request) => ok(await notes.ofCourse(memberOf(request).memberId, request.params.course_sn)));
  route(app, notesApi.exportText, member, async (request, reply) => {
    const text = await notes.exportText(memberOf(request).memberId, request.params.course_sn);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="notes-${request.params.course_sn}.txt"`)
      .send(text);
  });
  route(app, notesApi.edit, member, async (request) => ok(await notes.edit(memberOf(request).memberId, request.params.note_sn, request.body.text)));
  route(app, notesApi.remove, member, async (request) => ok(await notes.remove(memberOf(request).memberId, request.params.note_sn)));
};
