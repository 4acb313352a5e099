import { courseApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson, sendSvg } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { CourseService } from './course.service.ts';

/** The public catalogue. Its caches are kept fresh by the change listener of composition.ts. */
export const courseRoutes: FastifyPluginAsyncZod<{ courses: CourseService }> = async (app, { courses }) => {
  route(app, courseApi.list, preEncoded, (request, reply) => sendJson(request, reply, courses.listBody(request.query)));
  route(app, courseApi.main, preEncoded, (request, reply) => sendJson(request, reply, courses.mainBody(request.params.id)));
  route(app, courseApi.lectures, preEncoded, (request, reply) => sendJson(request, reply, courses.lecturesBody(request.params.id)));
  route(app, courseApi.curriculum, preEncoded, (request, reply) => sendJson(request, reply, courses.curriculumBody()));
  route(app, courseApi.cover, {}, async (request, reply) => sendSvg(request, reply, await courses.cover(Number.parseInt(request.params.file, 10))));
};
