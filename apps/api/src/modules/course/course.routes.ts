import {
  courseIdParams,
  courseLecturesResponse,
  courseListQuery,
  courseListResponse,
  courseMainResponse,
  curriculumResponse,
  envelope,
  svgFileParams,
  svgQuery,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ChangeListener } from '../../db/notifications.ts';
import { SearchService } from '../search/search.service.ts';
import { searchRoutes } from '../search/search.routes.ts';
import { TeacherService } from '../teacher/teacher.service.ts';
import { teacherRoutes } from '../teacher/teacher.routes.ts';
import { sendJson, sendSvg } from '../../http/reply.ts';
import { CourseService } from './course.service.ts';

/**
 * The public catalogue: courses here, and the teacher and search routes beside
 * them. All three cache built responses, so they share one LISTEN connection
 * that drops every cache when categories, teachers, courses, lectures or
 * reviews change (the menu's listener is wired to the menu only).
 */
export const courseRoutes: FastifyPluginAsyncZod<{ database: Database; publicUrl: string }> = async (app, { database, publicUrl }) => {
  const canCache = () => listener.connected;
  const courses = new CourseService(database.db, canCache, publicUrl);
  const teachers = new TeacherService(database.db, canCache);
  const search = new SearchService(database.db, canCache);
  const listener = new ChangeListener(
    database.url,
    ['catalogue_changed', 'learning_changed'],
    () => {
      courses.invalidate();
      teachers.invalidate();
      search.invalidate();
    },
    app.log,
  );
  await listener.start();
  app.addHook('onClose', () => listener.close());

  await app.register(teacherRoutes, { teachers });
  await app.register(searchRoutes, { search });

  app.get(
    '/course/list',
    {
      schema: {
        tags: ['course'],
        summary: '강의 목록 (카테고리·무료 여부·정렬·페이지)',
        querystring: courseListQuery,
        response: { 200: envelope(courseListResponse) },
      },
    },
    async (request, reply) => sendJson(request, reply, await courses.listBody(request.query)),
  );

  app.get(
    '/rs/main/:id',
    {
      schema: {
        tags: ['course'],
        summary: '강의 소개 (강사, 커리큘럼 요약, 리뷰 요약, 공유 정보)',
        params: courseIdParams,
        response: { 200: envelope(courseMainResponse) },
      },
    },
    async (request, reply) => sendJson(request, reply, await courses.mainBody(request.params.id)),
  );

  app.get(
    '/rs/menu/:id',
    {
      schema: {
        tags: ['course'],
        summary: '강의의 차시 목록',
        params: courseIdParams,
        response: { 200: envelope(courseLecturesResponse) },
      },
    },
    async (request, reply) => sendJson(request, reply, await courses.lecturesBody(request.params.id)),
  );

  app.get(
    '/curriculum',
    {
      schema: {
        tags: ['course'],
        summary: '커리큘럼 (분야별·단계별 강의)',
        response: { 200: envelope(curriculumResponse) },
      },
    },
    async (request, reply) => sendJson(request, reply, await courses.curriculumBody()),
  );

  app.get(
    '/media/cover/:file',
    {
      schema: {
        tags: ['course'],
        summary: '강의 표지 이미지 (자동 생성 SVG)',
        params: svgFileParams,
        querystring: svgQuery,
      },
    },
    async (request, reply) => sendSvg(request, reply, await courses.cover(Number.parseInt(request.params.file, 10))),
  );
};
