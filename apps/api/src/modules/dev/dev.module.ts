import type { Db } from '../../db/client.ts';
import { mount, type AreaParts, type Mount } from '../../http/mount.ts';
import type { IdentityVerifier } from '../../providers/identity/identity.ts';
import type { OAuthProvider, SocialProviderCd } from '../../providers/oauth/oauth.ts';
import { insertOutbox } from './dev.queries.ts';
import { devRoutes } from './dev.routes.ts';
import { sandboxPagesRoutes } from './sandbox-pages.routes.ts';

/**
 * What only a sandbox serves: the outbox of sandbox messages (loopback callers, SANDBOX_OUTBOX on, never in
 * production) and the stand-ins for the providers' own pages (social sign-in, identity window; decision 015).
 */
export function createDev(d: {
  db: Db;
  outboxVisible: boolean;
  sandboxPages: boolean;
  oauthProvider: (cd: SocialProviderCd) => OAuthProvider | undefined;
  verifier: IdentityVerifier;
  /** Runs a scheduled job by name now: undefined for no such job, false when another process holds it. */
  runJob: (name: string) => Promise<boolean | undefined>;
}): AreaParts {
  const api: Mount[] = [];
  if (d.outboxVisible) api.push(mount(devRoutes, { db: d.db, runJob: d.runJob }));
  if (d.sandboxPages) api.push(mount(sandboxPagesRoutes, { oauthProvider: d.oauthProvider, verifier: d.verifier }));
  return { routes: { api }, jobs: [] };
}

/** Where sandbox providers write what they "send" (the outbox the dev routes serve). */
export function sandboxOutbox(db: Db): (message: Parameters<typeof insertOutbox>[1]) => Promise<void> {
  return async (message) => {
    await insertOutbox(db, message);
  };
}
