import {
  adminCategories,
  adminCourse,
  adminCourseList,
  adminCourseQuery,
  adminTeachers,
  categoryCreateBody,
  categoryParams,
  categoryUpdateBody,
  courseBody,
  courseParams,
  mediaList,
  publishBody,
  teacherBody,
  teacherParams,
} from '@school/contracts/admin';
import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { AdminCatalogueService } from './admin-catalogue.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const staff = { role: 'staff' } as const;
const schema = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Categories, teachers, courses and lectures in the console (staff; docs/decisions/062). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: AdminCatalogueService }> = async (app, { catalogue }) => {
  app.get('/admin/catalogue/categories', { config: staff, schema: schema('카테고리 전체 (숨김 포함)', { response: { 200: envelope(adminCategories) } }) }, async () => ok(await catalogue.categories()));
  app.post(
    '/admin/catalogue/categories',
    { config: staff, schema: schema('카테고리 추가', { body: categoryCreateBody, response: { 200: envelope(z.object({ ca_sn: z.number() })) } }) },
    async (req) => ok(await catalogue.createCategory(actorOf(req), req.body), '카테고리를 추가했습니다.'),
  );
  app.post(
    '/admin/catalogue/categories/:ca_sn',
    { config: staff, schema: schema('카테고리 이름·위치·순서·숨김 변경', { params: categoryParams, body: categoryUpdateBody, response: { 200: envelope(z.object({ ca_sn: z.number() })) } }) },
    async (req) => ok(await catalogue.updateCategory(actorOf(req), req.params.ca_sn, req.body), '카테고리를 바꿨습니다.'),
  );

  app.get('/admin/catalogue/teachers', { config: staff, schema: schema('강사 전체', { response: { 200: envelope(adminTeachers) } }) }, async () => ok(await catalogue.teachers()));
  app.post(
    '/admin/catalogue/teachers',
    { config: staff, schema: schema('강사 추가', { body: teacherBody, response: { 200: envelope(z.object({ teacher_sn: z.number() })) } }) },
    async (req) => ok(await catalogue.saveTeacher(actorOf(req), null, req.body), '강사를 추가했습니다.'),
  );
  app.post(
    '/admin/catalogue/teachers/:teacher_sn',
    { config: staff, schema: schema('강사 수정', { params: teacherParams, body: teacherBody, response: { 200: envelope(z.object({ teacher_sn: z.number() })) } }) },
    async (req) => ok(await catalogue.saveTeacher(actorOf(req), req.params.teacher_sn, req.body), '강사 정보를 저장했습니다.'),
  );

  app.get('/admin/catalogue/courses', { config: staff, schema: schema('강의 목록 (비공개 포함)', { querystring: adminCourseQuery, response: { 200: envelope(adminCourseList) } }) }, async (req) =>
    ok(await catalogue.courses(req.query.q, req.query.page)),
  );
  app.get('/admin/catalogue/courses/:course_sn', { config: staff, schema: schema('강의와 영상 목록', { params: courseParams, response: { 200: envelope(adminCourse) } }) }, async (req) =>
    ok(await catalogue.course(req.params.course_sn)),
  );
  app.post('/admin/catalogue/courses', { config: staff, schema: schema('강의 만들기 (영상 목록과 함께, 비공개로)', { body: courseBody, response: { 200: envelope(adminCourse) } }) }, async (req) =>
    ok(await catalogue.saveCourse(actorOf(req), null, req.body), '강의를 만들었습니다. 확인한 뒤 공개해 주세요.'),
  );
  app.post(
    '/admin/catalogue/courses/:course_sn',
    { config: staff, schema: schema('강의 수정 (영상 목록 전체를 이 순서로)', { params: courseParams, body: courseBody, response: { 200: envelope(adminCourse) } }) },
    async (req) => ok(await catalogue.saveCourse(actorOf(req), req.params.course_sn, req.body), '강의를 저장했습니다.'),
  );
  app.post(
    '/admin/catalogue/courses/:course_sn/publish',
    { config: staff, schema: schema('강의 공개·비공개', { params: courseParams, body: publishBody, response: { 200: envelope(adminCourse) } }) },
    async (req) => ok(await catalogue.publish(actorOf(req), req.params.course_sn, req.body.is_published), req.body.is_published === 'Y' ? '강의를 공개했습니다.' : '강의를 비공개로 바꿨습니다.'),
  );
  app.get('/admin/catalogue/media', { config: staff, schema: schema('연결할 수 있는 영상', { response: { 200: envelope(mediaList) } }) }, async () => ok(await catalogue.mediaList()));
};
