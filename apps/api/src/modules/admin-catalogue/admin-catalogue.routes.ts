import { adminCatalogueApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AdminCatalogueService } from './admin-catalogue.service.ts';

const staff = { config: { role: 'staff' } } as const;

/** Categories, teachers, courses and lectures in the console (staff; docs/decisions/062). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: AdminCatalogueService }> = async (app, { catalogue }) => {
  route(app, api.categories, staff, async () => ok(await catalogue.categories()));
  route(app, api.createCategory, staff, async (req) => ok(await catalogue.createCategory(actorOf(req), req.body), '카테고리를 추가했습니다.'));
  route(app, api.updateCategory, staff, async (req) => ok(await catalogue.updateCategory(actorOf(req), req.params.ca_sn, req.body), '카테고리를 바꿨습니다.'));

  route(app, api.teachers, staff, async () => ok(await catalogue.teachers()));
  route(app, api.createTeacher, staff, async (req) => ok(await catalogue.saveTeacher(actorOf(req), null, req.body), '강사를 추가했습니다.'));
  route(app, api.updateTeacher, staff, async (req) => ok(await catalogue.saveTeacher(actorOf(req), req.params.teacher_sn, req.body), '강사 정보를 저장했습니다.'));

  route(app, api.courses, staff, async (req) => ok(await catalogue.courses({ q: req.query.q, teacherSn: req.query.teacher_sn }, req.query.page)));
  route(app, api.course, staff, async (req) => ok(await catalogue.course(req.params.course_sn)));
  route(app, api.createCourse, staff, async (req) => ok(await catalogue.saveCourse(actorOf(req), null, req.body), '강의를 만들었습니다. 확인한 뒤 공개해 주세요.'));
  route(app, api.updateCourse, staff, async (req) => ok(await catalogue.saveCourse(actorOf(req), req.params.course_sn, req.body), '강의를 저장했습니다.'));
  route(app, api.publish, staff, async (req) =>
    ok(await catalogue.publish(actorOf(req), req.params.course_sn, req.body.is_published), req.body.is_published === 'Y' ? '강의를 공개했습니다.' : '강의를 비공개로 바꿨습니다.'),
  );
  route(app, api.media, staff, async () => ok(await catalogue.mediaList()));
};
