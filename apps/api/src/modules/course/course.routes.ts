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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ChangeListener } from '../../db/notifications.ts';
import { CourseService, type Svg } from './course.service.ts';

// Already serialized JSON: skip the per-request serializer.
const sendJson = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

export const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Generated images are deterministic, so a matching ETag answers 304 without a body. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: Svg) {
  reply.header('cache-control', IMAGE_CACHE).header('etag', svg.etag);
  if (request.headers['if-none-match'] === svg.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg.body);
}

export const courseRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const courses = new CourseService(database.db, () => listener.connected);
  // Its own LISTEN connection: the menu's listener is wired to the menu only.
  const listener = new ChangeListener(database.url, ['catalogue_changed', 'learning_changed'], () => courses.invalidate(), app.log);
  await listener.start();
  app.addHook('onClose', () => listener.close());

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
    async (request, reply) => sendJson(reply, await courses.listBody(request.query)),
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
    async (request, reply) => sendJson(reply, await courses.mainBody(request.params.id)),
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
    async (request, reply) => sendJson(reply, await courses.lecturesBody(request.params.id)),
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
    async (_request, reply) => sendJson(reply, await courses.curriculumBody()),
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
