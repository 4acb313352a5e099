import { envelope, svgFileParams, svgQuery, teacherIdParams, teacherListResponse, teacherResponse } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson, sendSvg } from '../../http/reply.ts';
import type { TeacherService } from './teacher.service.ts';

/** Its caches are kept fresh by the change listener of composition.ts. */
export const teacherRoutes: FastifyPluginAsyncZod<{ teachers: TeacherService }> = async (app, { teachers }) => {
  app.get(
    '/teacher/list',
    { ...preEncoded, schema: { tags: ['teacher'], summary: '강사 목록', response: { 200: envelope(teacherListResponse) } } },
    (request, reply) => sendJson(request, reply, teachers.listBody()),
  );

  app.get(
    '/teacher/:id',
    {
      ...preEncoded,
      schema: {
        tags: ['teacher'],
        summary: '강사 소개와 강의',
        params: teacherIdParams,
        response: { 200: envelope(teacherResponse) },
      },
    },
    (request, reply) => sendJson(request, reply, teachers.getBody(request.params.id)),
  );

  app.get(
    '/media/teacher/:file',
    { schema: { tags: ['teacher'], summary: '강사 프로필 이미지 (자동 생성 SVG)', params: svgFileParams, querystring: svgQuery } },
    async (request, reply) => sendSvg(request, reply, await teachers.portrait(Number.parseInt(request.params.file, 10))),
  );
};
