import { codes, envelope, svgFileParams, svgQuery, teacherIdParams, teacherListResponse, teacherResponse } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sendSvg } from '../course/course.routes.ts';
import { TeacherService } from './teacher.service.ts';

export const teacherRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const teachers = new TeacherService(db);
  const ok = <T>(data: T) => ({ code: codes.OK.code, message: codes.OK.message, data });

  app.get(
    '/teacher/list',
    { schema: { tags: ['teacher'], summary: '강사 목록', response: { 200: envelope(teacherListResponse) } } },
    async () => ok(await teachers.list()),
  );

  app.get(
    '/teacher/:id',
    {
      schema: {
        tags: ['teacher'],
        summary: '강사 소개와 강의',
        params: teacherIdParams,
        response: { 200: envelope(teacherResponse) },
      },
    },
    async (request) => ok(await teachers.get(request.params.id)),
  );

  app.get(
    '/media/teacher/:file',
    { schema: { tags: ['teacher'], summary: '강사 프로필 이미지 (자동 생성 SVG)', params: svgFileParams, querystring: svgQuery } },
    async (request, reply) => sendSvg(request, reply, await teachers.portrait(Number.parseInt(request.params.file, 10))),
  );
};
