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
import { preEncoded, sendJson, sendSvg } from '../../http/reply.ts';
import type { CourseService } from './course.service.ts';

/** The public catalogue. Its caches are kept fresh by the change listener of composition.ts. */
export const courseRoutes: FastifyPluginAsyncZod<{ courses: CourseService }> = async (app, { courses }) => {
  app.get(
    '/course/list',
    {
      ...preEncoded,
      schema: {
        tags: ['course'],
        summary: '강의 목록 (카테고리·무료 여부·정렬·페이지)',
        querystring: courseListQuery,
        response: { 200: envelope(courseListResponse) },
      },
    },
    (request, reply) => sendJson(request, reply, courses.listBody(request.query)),
  );

  app.get(
    '/rs/main/:id',
    {
      ...preEncoded,
      schema: {
        tags: ['course'],
        summary: '강의 소개 (강사, 커리큘럼 요약, 리뷰 요약, 공유 정보)',
        params: courseIdParams,
        response: { 200: envelope(courseMainResponse) },
      },
    },
    (request, reply) => sendJson(request, reply, courses.mainBody(request.params.id)),
  );

  app.get(
    '/rs/menu/:id',
    {
      ...preEncoded,
      schema: {
        tags: ['course'],
        summary: '강의의 차시 목록',
        params: courseIdParams,
        response: { 200: envelope(courseLecturesResponse) },
      },
    },
    (request, reply) => sendJson(request, reply, courses.lecturesBody(request.params.id)),
  );

  app.get(
    '/curriculum',
    {
      ...preEncoded,
      schema: {
        tags: ['course'],
        summary: '커리큘럼 (분야별·단계별 강의)',
        response: { 200: envelope(curriculumResponse) },
      },
    },
    (request, reply) => sendJson(request, reply, courses.curriculumBody()),
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
