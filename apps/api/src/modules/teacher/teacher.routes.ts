import { teacherApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, preEncoded, sendJson, sendSvg } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { TeacherService } from './teacher.service.ts';

/** Its caches are kept fresh by the change listener of composition.ts. */
export const teacherRoutes: FastifyPluginAsyncZod<{ teachers: TeacherService }> = async (app, { teachers }) => {
  route(app, teacherApi.list, preEncoded, (request, reply) => sendJson(request, reply, teachers.listBody()));
  route(app, teacherApi.detail, preEncoded, (request, reply) => sendJson(request, reply, teachers.getBody(request.params.id)));
  route(app, teacherApi.stats, {}, async (request) => ok(await teachers.stats(request.params.id)));
  route(app, teacherApi.portrait, {}, async (request, reply) => sendSvg(request, reply, await teachers.portrait(Number.parseInt(request.params.file, 10))));
};
