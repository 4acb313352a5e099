import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { AdminCatalogueService } from '../admin-catalogue/admin-catalogue.service.ts';
import { studioRoutes } from './studio.routes.ts';
import { StudioService } from './studio.service.ts';
import { voicePublicRoutes, voiceStudioRoutes } from './voice.routes.ts';
import { VoiceService } from './voice.service.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';

/** The teacher's studio and the review of teachers' course proposals (decision 115). */
export function createStudio(d: { db: Db; catalogue: AdminCatalogueService; events: DomainEvents }): AreaParts & { studio: StudioService } {
  const studio = new StudioService(d.db, d.catalogue);
  const voice = new VoiceService(d.db, studio, d.events);
  // Studio writes go with the console's (a public answer shows on the prepared course page at once).
  return { studio, routes: { console: [mount(studioRoutes, { studio }), mount(voiceStudioRoutes, { voice })], api: [mount(voicePublicRoutes, { voice })] }, jobs: [] };
}
