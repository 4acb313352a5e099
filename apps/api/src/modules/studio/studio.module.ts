import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { AdminCatalogueService } from '../admin-catalogue/admin-catalogue.service.ts';
import { studioRoutes } from './studio.routes.ts';
import { StudioService } from './studio.service.ts';
import { voicePublicRoutes, voiceStudioRoutes } from './voice.routes.ts';
import { VoiceService } from './voice.service.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { VideoService } from '../admin-videos/admin-videos.service.ts';
import type { SubtitleService } from '../admin-videos/subtitles.ts';
import type { QuizService } from '../learning-check/quiz.service.ts';
import { studioMediaRoutes } from './studio-media.routes.ts';
import { StudioMediaService } from './studio-media.service.ts';

/** The teacher's studio and the review of teachers' course proposals (decision 115). */
export function createStudio(d: {
  db: Db;
  catalogue: AdminCatalogueService;
  events: DomainEvents;
  videos: VideoService;
  subtitles: SubtitleService;
  quizzes: QuizService;
}): AreaParts & { studio: StudioService } {
  const studio = new StudioService(d.db, d.catalogue, d.subtitles, d.quizzes);
  const media = new StudioMediaService(d.db, studio, d.videos, d.subtitles);
  const voice = new VoiceService(d.db, studio, d.events);
  // Studio writes go with the console's (a public answer shows on the prepared course page at once).
  return { studio, routes: { console: [mount(studioRoutes, { studio }), mount(voiceStudioRoutes, { voice }), mount(studioMediaRoutes, { media, videos: d.videos })], api: [mount(voicePublicRoutes, { voice })] }, jobs: [] };
}
