import { statSync } from 'node:fs';
import path from 'node:path';
import { hash as argon2 } from '@node-rs/argon2';
import { koreanDay, koreanMoment, shiftDay, startOfKoreanDay } from '@school/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_MEDIA_DIR } from '../../config.ts';
import type { Db, Tx } from '../client.ts';
import { appendLedger } from '../ledger.ts';
import {
  appMeta,
  categories,
  coupons,
  courses,
  entitlements,
  events,
  faqs,
  homeBanners,
  lectureStocks,
  lectureSubtitles,
  lectures,
  legalDocuments,
  memberPoints,
  members,
  notices,
  orders,
  pointLedger,
  products,
  seminars,
  subscriptionPlans,
  teachers,
} from '../schema/index.ts';
import { courseSearchKeys, lectureSearchKeys, teacherSearchKeys } from '../schema/search-keys.ts';
import { COURSE_ACCESS_DAYS, courseProductId, SAMPLE_SUBTITLE_AUTHOR, SAMPLE_SUBTITLE_FILE } from './conventions.ts';
import { seedData, type SeedCategory } from './data.ts';

/*
 * The seeder (decision 143): the rows are in ./data, read and checked by ./data.ts; here they are inserted, with what
 * is computed from them (dates from the day the seed runs, lecture numbers and durations, course descriptions, the
 * is_demo marks of sample rows).
 */

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

const DAY_MS = 86_400_000;

// ── Catalogue: categories.json, teachers.json, courses.json ──

async function insertCategories(tx: Tx): Promise<void> {
  const rows: (typeof categories.$inferInsert)[] = [];
  const walk = (nodes: SeedCategory[], parent: number | null) =>
    nodes.forEach((n, i) => {
      rows.push({ caSn: n.ca_sn, pCaSn: parent, title: n.title, isHidden: n.is_hidden ?? 'N', sortOrder: i });
      walk(n.children ?? [], n.ca_sn);
    });
  walk(seedData.categories, null);
  await tx.insert(categories).values(rows).onConflictDoNothing();
}

// Course dates are spread over the year before the demo's first start so "최신순" means something.
const FIRST_COURSE_DAY = Date.UTC(2025, 11, 1);

/** FNV-1a: stable pseudo-random numbers, so every fresh database gets the same durations. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Whole minutes plus some seconds: an opening of 3–7 minutes, lessons of 8–27. */
function durationSec(courseSn: number, index: number): number {
  const h = fnv1a(`${courseSn}:${index}`);
  const minutes = index === 0 ? 3 + (h % 5) : 8 + (h % 20);
  return minutes * 60 + ((h >>> 8) % 60);
}

function buildDescription(summary: string, forWhom: string[]): string {
  return [summary, '', '이런 분께 추천합니다', ...forWhom.map((line) => `- ${line}`), '', seedData.disclaimer].join('\n');
}

/** Ids are fixed below the identity start values (1000; lectures 1,000,000), like the categories'. */
async function insertLearningCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(teachers)
    .values(
      seedData.teachers.map((t, i) => ({
        teacherSn: t.teacher_sn,
        name: t.name,
        headline: t.headline,
        bio: t.bio,
        career: t.career,
        sortOrder: i,
        isDemo: 'Y',
        ...teacherSearchKeys(t),
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(courses)
    .values(
      seedData.courses.map((c) => {
        const description = buildDescription(c.summary, c.forWhom);
        const created = new Date(FIRST_COURSE_DAY + c.course_sn * 6 * DAY_MS + (fnv1a(c.title) % 36_000) * 1000);
        return {
          courseSn: c.course_sn,
          title: c.title,
          summary: c.summary,
          description,
          level: c.level,
          caSn: c.ca_sn,
          teacherSn: c.teacher_sn,
          price: c.price,
          isFree: c.price === 0 ? 'Y' : 'N',
          // A pass only matters for paid courses.
          passIncluded: c.price > 0 && c.pass !== false ? 'Y' : 'N',
          isPublished: 'Y',
          isDemo: 'Y',
          createdAt: created,
          updatedAt: created,
          ...courseSearchKeys({ title: c.title, summary: c.summary, description }),
        };
      }),
    )
    .onConflictDoNothing();

  await tx
    .insert(lectures)
    .values(
      seedData.courses.flatMap((c) =>
        c.lectures.map((title, i) => ({
          // Stable lecture numbers: course 7's third lecture is 703.
          lcNo: c.course_sn * 100 + i + 1,
          courseSn: c.course_sn,
          title,
          durationSec: durationSec(c.course_sn, i),
          sortOrder: i + 1,
          // Paid courses open their first lecture (and every third course its second) as a preview.
          isPreview: c.price > 0 && (i === 0 || (i === 1 && c.course_sn % 3 === 0)) ? 'Y' : 'N',
          ...lectureSearchKeys({ title }),
        })),
      ),
    )
    .onConflictDoNothing();
}

// ── Sample media, subtitles and stock tags: samples.json ──

const mediaKeys = () => sql.join(seedData.samples.mediaKeys.map((k) => sql`${k}`), sql`, `);

/** Every demo lecture without a video gets one of the samples, in turn by lecture number. */
async function attachSampleMedia(tx: Tx): Promise<void> {
  await tx
    .update(lectures)
    .set({ mediaKey: sql`(array[${mediaKeys()}])[(${lectures.lcNo} % ${seedData.samples.mediaKeys.length}) + 1]` })
    .where(sql`${lectures.mediaKey} is null and ${lectures.courseSn} in (select course_sn from courses where is_demo = 'Y')`);
}

/**
 * A lecture showing a sample video says the sample's own length (issue 33: the curriculum said 4:29 for a 0:12
 * video). Also for databases seeded before, as its own step.
 */
async function sampleMediaDurations(tx: Tx): Promise<void> {
  await tx
    .update(lectures)
    .set({ durationSec: seedData.samples.mediaSeconds })
    .where(sql`${lectures.mediaKey} in (${mediaKeys()})`);
}

/** Only where the lecture is still a sample one (an operator may have deleted or replaced the course). */
async function sampleLectures(tx: Tx, lcNos: number[]): Promise<Set<number>> {
  const rows = await tx.execute<{ lc_no: number }>(
    sql`select l.lc_no from lectures l join courses c on c.course_sn = l.course_sn where c.is_demo = 'Y' and l.lc_no in (${sql.join(
      lcNos.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.rows.map((r) => Number(r.lc_no)));
}

/**
 * The sample subtitle (issue 48 item 19) on a free course's first lecture, a paid course's preview and a pass lecture,
 * so a guest, a new member and the demo member each meet the player's 자막 control; the subtitle says 예시 자막.
 */
async function insertSampleSubtitles(tx: Tx): Promise<void> {
  const subtitled = seedData.samples.subtitledLectures;
  const present = await sampleLectures(tx, subtitled);
  // The media directory's default place (config MEDIA_DIR), for the size the console lists. Not a path from this
  // file: the compiled server bundles it into apps/api/dist, at another depth.
  const sizeBytes = statSync(path.join(DEFAULT_MEDIA_DIR, SAMPLE_SUBTITLE_FILE('ko'))).size;
  const values = subtitled.filter((n) => present.has(n)).map((lcNo) => ({ lcNo, lang: 'ko', sizeBytes, createdBy: SAMPLE_SUBTITLE_AUTHOR }));
  if (values.length > 0) await tx.insert(lectureSubtitles).values(values).onConflictDoNothing();
}

/** Sample lectures tagged with the stocks they talk about, so "이 종목을 다룬 강의" shows something on a fresh start. */
async function insertSampleStockTags(tx: Tx): Promise<void> {
  const tags = seedData.samples.stockTags;
  const present = await sampleLectures(tx, [...new Set(tags.map((t) => t.lcNo))]);
  const values = tags.filter((t) => present.has(t.lcNo)).map((t, i) => ({ ...t, sortOrder: i }));
  if (values.length > 0) await tx.insert(lectureStocks).values(values).onConflictDoNothing();
}

// ── Demo accounts: accounts.json (never in production) ──

/** The demo member and a pass with no end date (labelled as demo by its nickname and the README). */
async function insertDemoMember(tx: Tx): Promise<void> {
  const now = new Date();
  const demo = seedData.accounts.demoMember;
  const [row] = await tx
    .insert(members)
    .values({
      email: demo.email,
      passwordHash: await argon2(demo.password),
      userName: demo.userName,
      nickname: demo.nickname,
      birth: demo.birth,
      termsAgreedAt: now,
      privacyAgreedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (!row) return; // someone already signed up with that address: leave their account alone
  await tx.insert(entitlements).values({ memberId: row.id, kind: 'pass', validFrom: now, validUntil: null });
}

/** The demo operator (role admin), labelled by its name and the README. */
async function insertDemoAdmin(tx: Tx): Promise<void> {
  const now = new Date();
  const admin = seedData.accounts.demoAdmin;
  await tx
    .insert(members)
    .values({
      email: admin.email,
      passwordHash: await argon2(admin.password),
      userName: admin.userName,
      nickname: admin.nickname,
      birth: admin.birth,
      role: 'admin',
      termsAgreedAt: now,
      privacyAgreedAt: now,
    })
    .onConflictDoNothing();
}

// ── Products, coupons, plans: commerce.json, subscription-plans.json (decisions 020, 022, 093) ──

async function insertProducts(tx: Tx): Promise<void> {
  await tx
    .insert(products)
    .values(seedData.commerce.passes.map((p, i) => ({ ...p, kind: 'pass', days: p.months * 30, sortOrder: i })))
    .onConflictDoNothing();
  const paid = await tx.select({ courseSn: courses.courseSn, title: courses.title, price: courses.price }).from(courses).where(and(eq(courses.isFree, 'N'), sql`${courses.price} > 0`));
  if (paid.length === 0) return;
  await tx
    .insert(products)
    .values(
      paid.map((c) => ({
        productId: courseProductId(c.courseSn),
        kind: 'course',
        title: c.title.slice(0, 200),
        price: c.price,
        days: COURSE_ACCESS_DAYS,
        scopeType: 'course',
        courseSn: c.courseSn,
        sortOrder: 100,
      })),
    )
    .onConflictDoNothing();
}

/** The sign-up 환영 쿠폰 as a real coupon definition (sign-up's member_benefits row becomes one of these). */
async function insertWelcomeCoupon(tx: Tx): Promise<void> {
  const c = seedData.commerce.welcomeCoupon;
  await tx
    .insert(coupons)
    .values({
      couponSn: c.couponSn,
      issueKind: 'welcome',
      name: c.name,
      discountType: c.discountType,
      discountValue: c.discountValue,
      minOrder: c.minOrder,
      validFrom: new Date(c.validFrom),
      validDays: c.validDays,
    })
    .onConflictDoNothing();
}

/** The console changes their prices. */
async function insertSubscriptionPlans(tx: Tx): Promise<void> {
  await tx.insert(subscriptionPlans).values(seedData.subscriptionPlans).onConflictDoNothing();
}

/** A sample coupon code to try, the demo member's pass as a settled purchase, and sample points (never in production). */
async function insertDemoCommerce(tx: Tx): Promise<void> {
  const now = new Date();
  const { demoCoupon, demoPurchase, demoPoints, passes } = seedData.commerce;
  await tx
    .insert(coupons)
    .values({ ...demoCoupon, validFrom: new Date(demoCoupon.validFrom) })
    .onConflictDoNothing();

  const [demo] = await tx.select({ id: members.id }).from(members).where(eq(members.email, seedData.accounts.demoMember.email));
  if (!demo) return;
  // The demo pass becomes a seeded purchase: a settled order for the pass demoPurchase names.
  const pass = passes.find((p) => p.productId === demoPurchase.productId)!;
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + pass.months);
  const [order] = await tx
    .insert(orders)
    .values({
      orderId: `ord_seed_demo_${demo.id}`,
      memberId: demo.id,
      productId: pass.productId,
      orderName: pass.title,
      status: 'settled',
      productPrice: pass.price,
      amount: pass.price,
      provider: 'sandbox',
      paymentKey: `sandbox_seed_demo_${demo.id}`,
      method: demoPurchase.method,
      receiptToken: `seed-${demo.id}-${now.getTime()}`,
      expiresAt: now,
      paidAt: now,
      receiptDueAt: now,
      settledAt: now,
      settledBy: 'auto',
    })
    .onConflictDoNothing()
    .returning({ orderSn: orders.orderSn });
  if (!order) return;
  const updated = await tx
    .update(entitlements)
    .set({ orderSn: order.orderSn, validUntil: until })
    .where(and(eq(entitlements.memberId, demo.id), eq(entitlements.kind, 'pass'), isNull(entitlements.orderSn)))
    .returning({ id: entitlements.entitlementSn });
  if (updated.length === 0) {
    await tx.insert(entitlements).values({ memberId: demo.id, kind: 'pass', orderSn: order.orderSn, validFrom: now, validUntil: until });
  }
  // Sample points to try paying with points (labelled in the ledger).
  await tx.insert(memberPoints).values({ memberId: demo.id, balance: demoPoints.points }).onConflictDoNothing();
  await tx.insert(pointLedger).values({
    memberId: demo.id,
    delta: demoPoints.points,
    balanceAfter: demoPoints.points,
    reason: 'event',
    description: demoPoints.description,
    expiresAt: new Date(now.getTime() + demoPoints.validDays * DAY_MS),
    remaining: demoPoints.points,
  });
  // Both in the one ledger, as every payment and point movement is (decision 103).
  await appendLedger(tx, { memberId: demo.id, kind: 'order_payment', source: { type: 'order', id: order.orderSn }, won: pass.price, actor: { type: 'member' }, reason: pass.title });
  await appendLedger(tx, { memberId: demo.id, kind: 'points_earned', source: { type: 'event', id: 'seed' }, points: demoPoints.points, actor: { type: 'system' }, reason: demoPoints.description });
}

// ── Home page, events, seminars, customer centre: site.json (never in production; every title says [예시]) ──

/** A Korean calendar date `days` from the day the seed runs. */
const koreanDate = (days: number): string => shiftDay(koreanDay(), days);

async function insertSiteDemo(tx: Tx): Promise<void> {
  const site = seedData.site;
  const body = (lines: string[]) => [site.bodyNotice, '', ...lines].join('\n');
  // The coupon the sample spring event gives (issued into the member's coupon box on participation).
  await tx
    .insert(coupons)
    .values(site.coupons.map((c) => ({ ...c, validFrom: new Date(c.validFrom) })))
    .onConflictDoNothing();
  await tx.insert(events).values(
    site.events.map((e) => ({
      eventType: e.eventType,
      title: e.title,
      summary: e.summary,
      body: body(e.body),
      startsOn: koreanDate(e.startsInDays),
      endsOn: koreanDate(e.endsInDays),
      ...(e.benefit ? { benefitKind: e.benefit.kind, benefitValue: e.benefit.value, benefitLabel: e.benefit.label } : {}),
      isDemo: 'Y',
    })),
  );
  await tx.insert(seminars).values(
    site.seminars.map((s) => ({
      title: s.title,
      summary: s.summary,
      body: body(s.body),
      speaker: s.speaker,
      place: s.place,
      heldAt: koreanMoment(koreanDate(s.heldInDays), s.heldAtTime),
      applyFrom: koreanDate(s.applyFromInDays),
      applyUntil: koreanDate(s.applyUntilInDays),
      capacity: s.capacity,
      isDemo: 'Y',
    })),
  );
  const now = Date.now();
  await tx.insert(notices).values(
    site.notices.map((n) => ({
      category: n.category,
      title: n.title,
      body: body(n.body),
      pinned: n.pinned ? 'Y' : 'N',
      postedAt: new Date(now - n.postedDaysAgo * DAY_MS),
      isDemo: 'Y',
    })),
  );
  await tx.insert(faqs).values(site.faqs.map((f, i) => ({ ...f, sortOrder: i, isDemo: 'Y' })));
  await tx.insert(homeBanners).values(site.homeBanners.map((b, i) => ({ ...b, sortOrder: i, isDemo: 'Y' })));
}

// ── Legal texts: legal/index.json and legal/*.html (real texts: production gets them too; decision 069) ──

async function insertLegalTexts(tx: Tx): Promise<void> {
  await tx
    .insert(legalDocuments)
    .values(
      seedData.legalDocuments.map((d) => ({
        docType: d.docType,
        version: 1,
        title: d.title,
        html: d.html,
        effectiveOn: d.effectiveDate,
        summary: '최초 시행',
        publishedAt: startOfKoreanDay(d.effectiveDate),
      })),
    )
    .onConflictDoNothing();
}

/** Members who signed up before versions were recorded agreed to version 1 of the terms and of the collection consent. */
async function backfillSignupConsents(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into member_consents (member_id, doc_type, version, agreed, how, created_at)
    select m.id, d.doc_type, 1, true, 'signup', coalesce(case when d.doc_type = 'terms' then m.terms_agreed_at else m.privacy_agreed_at end, m.created_at)
      from members m cross join (values ('terms'), ('collection')) as d(doc_type)
     where m.status <> 'withdrawn'
       and not exists (select 1 from member_consents c where c.member_id = m.id and c.doc_type = d.doc_type)`);
}
