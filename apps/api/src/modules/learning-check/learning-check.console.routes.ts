import { adminQuizApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { QuizService } from './quiz.service.ts';

// Teachers and staff reach the editor; which courses a teacher may edit is the teacher area's rule (TeacherService).
const teacher = { config: { role: 'teacher' } } as const;

/** The console's quiz editor (decision 096). */
export const quizConsoleRoutes: FastifyPluginAsyncZod<{ quizzes: QuizService }> = async (app, { quizzes }) => {
  route(app, api.list, teacher, async (req) => ok(await quizzes.courseQuizzes(actorOf(req), req.params.course_sn)));
  route(app, api.save, teacher, async (req) => ok(await quizzes.save(actorOf(req), req.body), '퀴즈를 저장했습니다.'));
};
