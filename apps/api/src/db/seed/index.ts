import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appMeta, categories } from '../schema/index.ts';
import { seedCategories, type SeedCategory } from './categories.ts';
import { insertDemoCommerce, insertProducts, insertWelcomeCoupon } from './commerce.ts';
import { attachSampleMedia, sampleMediaDurations, insertDemoAdmin, insertDemoMember } from './demo.ts';
import { insertLearningCatalogue } from './learning.ts';
import { backfillSignupConsents, insertLegalTexts } from './legal/index.ts';
import { insertSampleStockTags, insertSampleSubtitles } from './samples.ts';
import { insertSiteDemo } from './site.ts';
import { insertSubscriptionPlans } from './subscription.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface SeedStep {
  key: string;
  run: (tx: Tx) => Promise<void>;
  /** Sample accounts: skipped (and not recorded as done) in production. */
  devOnly?: boolean;
}

/**
 * Each step runs once per database, recorded in app_meta, so that a category an
 * operator later deletes or renames is not brought back at the next start.
 */
const steps: SeedStep[] = [
  { key: 'seed:categories', run: insertCategories },
  { key: 'seed:learning-catalogue', run: insertLearningCatalogue },
  { key: 'seed:learning-media', run: attachSampleMedia },
  { key: 'seed:sample-media-durations', run: sampleMediaDurations },
  { key: 'seed:sample-subtitles', run: insertSampleSubtitles },
  { key: 'seed:sample-stock-tags', run: insertSampleStockTags },
  { key: 'seed:demo-member', run: insertDemoMember, devOnly: true },
  { key: 'seed:commerce-products', run: insertProducts },
  { key: 'seed:commerce-welcome-coupon', run: insertWelcomeCoupon },
  { key: 'seed:subscription-plans', run: insertSubscriptionPlans },
  { key: 'seed:demo-commerce', run: insertDemoCommerce, devOnly: true },
  { key: 'seed:site-demo', run: insertSiteDemo, devOnly: true },
  { key: 'seed:demo-admin', run: insertDemoAdmin, devOnly: true },
  // The legal texts are real, not samples: production gets them too.
  { key: 'seed:legal-texts', run: insertLegalTexts },
  { key: 'seed:legal-consents-backfill', run: backfillSignupConsents },
];

const SEED_LOCK = 7_240_002;

export async function runSeed(db: Db, options: { production?: boolean } = {}): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (step.devOnly && options.production) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const done = await tx.select({ key: appMeta.key }).from(appMeta).where(sql`${appMeta.key} = ${step.key}`);
      if (done.length > 0) return false;
      await step.run(tx);
      await tx.insert(appMeta).values({ key: step.key, value: new Date().toISOString() });
      return true;
    });
    if (ran) applied.push(step.key);
  }
  return applied;
}

async function insertCategories(tx: Tx): Promise<void> {
  const rows: (typeof categories.$inferInsert)[] = [];
  const walk = (nodes: SeedCategory[], parent: number | null) =>
    nodes.forEach((n, i) => {
      rows.push({ caSn: n.ca_sn, pCaSn: parent, title: n.title, isHidden: n.is_hidden ?? 'N', sortOrder: i });
      walk(n.children ?? [], n.ca_sn);
    });
  walk(seedCategories, null);
  await tx.insert(categories).values(rows).onConflictDoNothing();
}
