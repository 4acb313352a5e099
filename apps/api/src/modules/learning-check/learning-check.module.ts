import type { BusinessInfo } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { PlayService } from '../play/play.service.ts';
import type { TeacherService } from '../teacher/teacher.service.ts';
import { CertificateService, type CertificateKeeping } from './certificate.service.ts';
import { quizConsoleRoutes } from './learning-check.console.routes.ts';
import { learningCheckRoutes } from './learning-check.routes.ts';
import { QuizService } from './quiz.service.ts';

/** Quizzes and 수료증 (issue 29, docs/decisions/096): the learning checked, and its certificate. */
export function createLearningCheck(d: {
  db: Db;
  play: Pick<PlayService, 'authorize' | 'courseAccess' | 'completion' | 'courseLines'>;
  school: BusinessInfo;
  publicUrl: string;
  teaching: Pick<TeacherService, 'mayEditCourse'>;
  /** The kept PDFs (the media storage) and the download counter. */
  keeping: CertificateKeeping;
}): AreaParts & { quizzes: QuizService; certificates: CertificateService } {
  const certificates = new CertificateService(d.db, d.play, d.school, d.publicUrl, d.keeping);
  const quizzes = new QuizService(d.db, d.play, (memberId, courseSn) => certificates.issueIfComplete(memberId, courseSn), d.teaching);
  return {
    quizzes,
    certificates,
    routes: { api: [mount(learningCheckRoutes, { quizzes, certificates })], console: [mount(quizConsoleRoutes, { quizzes })] },
    jobs: [],
  };
}
