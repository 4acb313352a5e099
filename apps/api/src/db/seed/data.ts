import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { courseLevels, faqCategories, legalTypes, noticeCategories } from '@school/contracts';
import { z } from 'zod';

/*
 * The seed's rows, read from the data files in ./data (decision 143) and checked before anything is inserted: a file
 * that does not parse, a missing or misspelt field, an id used twice or a reference to a row that is not there stops
 * the start with the file and the field named. The seeder (./index.ts) keeps what is computed: dates from "now",
 * lecture numbers and durations, descriptions, the is_demo marks.
 */

/** Beside this file in the source tree; beside the bundle (apps/api/dist/seed-data, copied by scripts/build-api.ts). */
export const SEED_DATA_DIR = [path.join(import.meta.dirname, 'seed-data'), path.join(import.meta.dirname, 'data')].find((dir) => existsSync(dir)) ?? path.join(import.meta.dirname, 'data');

/** A file of ./data failed its check. */
export class SeedDataError extends Error {
  constructor(
    /** The file's path, as `legal/index.json`, under the data directory. */
    readonly file: string,
    readonly problems: string[],
    dir: string,
  ) {
    super(`seed data ${path.join(dir, file)}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SeedDataError';
  }
}

function reader(dir: string) {
  const fail = (file: string, problems: string[]) => new SeedDataError(file, problems, dir);
  const readText = (file: string): string => {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch (err) {
      throw fail(file, [`읽을 수 없습니다: ${(err as Error).message}`]);
    }
  };
  const readJson = <T>(file: string, schema: z.ZodType<T>): T => {
    let value: unknown;
    const raw = readText(file);
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw fail(file, [`JSON이 아닙니다: ${(err as Error).message}`]);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw fail(file, parsed.error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : '(file)'}: ${i.message}`));
    return parsed.data;
  };
  /** Problems found across rows (ids twice, references), each as "path: message". */
  const check = (file: string, problems: string[]): void => {
    if (problems.length > 0) throw fail(file, problems);
  };
  return { fail, readText, readJson, check };
}

const id = z.number().int().positive();
/** Not blank (checked, never trimmed: the rows are inserted exactly as written). */
const text = z.string().regex(/\S/, '비어 있으면 안 됩니다');
const won = z.number().int().min(0);
const isoDay = z.iso.date();
/** Sample rows say so where a visitor reads them. */
const sampleTitle = text.refine((s) => s.startsWith('[예시]'), '[예시]로 시작해야 합니다 (예시 데이터는 예시라고 표시합니다)');

// ── categories.json: the course-category tree, ids fixed so links stay stable ──

export interface SeedCategory {
  ca_sn: number;
  title: string;
  /** 'Y': retired or not yet opened. */
  is_hidden?: 'Y';
  children?: SeedCategory[];
}
const category: z.ZodType<SeedCategory> = z.strictObject({
  ca_sn: id,
  title: text,
  is_hidden: z.literal('Y').optional(),
  get children() {
    return z.array(category).optional();
  },
});

// ── teachers.json, courses.json: invented teachers and sample courses (is_demo 'Y', shown as 예시 강의) ──

const teacher = z.strictObject({ teacher_sn: id, name: text, headline: text, bio: text, career: z.array(text) });
export type SeedTeacher = z.infer<typeof teacher>;

const course = z.strictObject({
  course_sn: id,
  ca_sn: id,
  teacher_sn: id,
  level: z.enum(courseLevels),
  /** KRW; 0 = free course. */
  price: won,
  /** false: sold on its own only (not part of the pass). */
  pass: z.literal(false).optional(),
  title: text,
  summary: text,
  /** "이런 분께 추천합니다" lines. */
  forWhom: z.array(text).min(1),
  /** Lecture titles; lecture n of course c is number c × 100 + n, so at most 99. */
  lectures: z.array(text).min(1).max(99),
});
export type SeedCourse = z.infer<typeof course>;
const coursesFile = z.strictObject({ disclaimer: text, courses: z.array(course) });

// ── samples.json: sample videos, subtitles and stock tags on sample lectures ──

const samplesFile = z.strictObject({
  /** Committed under apps/api/media (scripts/generate-sample-media.sh); demo lectures without a video get one in turn. */
  mediaKeys: z.tuple([text], text),
  /** Seconds of each sample video (the sum of its playlist's segments; course/lecture-durations.test.ts reads the files). */
  mediaSeconds: z.number().int().positive(),
  subtitledLectures: z.array(id),
  stockTags: z.array(z.strictObject({ lcNo: id, region: z.enum(['kr', 'us']), code: text, atSec: z.number().int().min(0).nullable() })),
});

// ── accounts.json: the demo member and the demo operator (never in production; the README lists them) ──

const account = z.strictObject({ email: z.email(), password: z.string().min(10), nickname: text, userName: text, birth: isoDay });
const accountsFile = z.strictObject({ demoMember: account, demoAdmin: account });

// ── commerce.json, subscription-plans.json ──

const coupon = {
  name: text,
  discountValue: z.number().int().positive(),
  validFrom: z.iso.datetime(),
  validDays: z.number().int().positive(),
};
const commerceFile = z.strictObject({
  /** Product ids fixed below the identity start: passes 1–6 (single courses are 100 + course_sn). */
  passes: z.array(
    z.strictObject({ productId: z.number().int().min(1).max(99), title: text, months: z.number().int().positive(), price: won, scopeType: z.enum(['all', 'category']), caSn: id.nullable() }),
  ),
  welcomeCoupon: z.strictObject({ couponSn: id, ...coupon, discountType: z.literal('fixed'), minOrder: won }),
  demoCoupon: z.strictObject({ couponSn: id, code: text, ...coupon, name: text.refine((s) => s.includes('예시'), '"예시"가 들어가야 합니다'), discountType: z.literal('fixed'), minOrder: won, totalLimit: z.number().int().positive() }),
  demoPurchase: z.strictObject({ productId: id, method: text.refine((s) => s.includes('예시'), '"예시"가 들어가야 합니다') }),
  demoPoints: z.strictObject({ points: z.number().int().positive(), description: text.refine((s) => s.includes('예시'), '"예시"가 들어가야 합니다'), validDays: z.number().int().positive() }),
});
const plansFile = z.array(z.strictObject({ code: z.enum(['monthly', 'yearly']), name: text, months: z.number().int().positive(), price: won }));

// ── site.json: events, seminars, notices, FAQ, home banners (never in production; every title says [예시]) ──

/** Days from the day the seed runs, in Korean calendar days. */
const days = z.number().int().min(-3650).max(3650);
const lines = z.array(z.string()).min(1);
const siteFile = z.strictObject({
  /** The first line of every body. */
  bodyNotice: text,
  coupons: z.array(
    z.strictObject({ code: text, ...coupon, name: sampleTitle, discountType: z.enum(['fixed', 'percent']), maxDiscount: won.optional(), productKind: z.enum(['pass', 'course']).optional(), totalLimit: z.number().int().positive() }),
  ),
  events: z.array(
    z.strictObject({
      eventType: text,
      title: sampleTitle,
      summary: text,
      body: lines,
      startsInDays: days,
      endsInDays: days,
      benefit: z.strictObject({ kind: z.enum(['points', 'coupon']), value: text, label: text }).optional(),
    }),
  ),
  seminars: z.array(
    z.strictObject({
      title: sampleTitle,
      summary: text,
      body: lines,
      speaker: text,
      place: text,
      heldInDays: days,
      /** Korean time. */
      heldAtTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM 형식이어야 합니다'),
      applyFromInDays: days,
      applyUntilInDays: days,
      capacity: z.number().int().positive(),
    }),
  ),
  notices: z.array(
    z.strictObject({
      category: z.enum(Object.keys(noticeCategories) as [keyof typeof noticeCategories]),
      title: sampleTitle,
      body: lines,
      pinned: z.boolean(),
      /** Posted this many whole days (of 24 hours) before the seed runs. */
      postedDaysAgo: z.number().int().min(0),
    }),
  ),
  faqs: z.array(z.strictObject({ category: z.enum(Object.keys(faqCategories) as [keyof typeof faqCategories]), question: sampleTitle, answer: text })),
  homeBanners: z.array(
    z.strictObject({ title: sampleTitle, subtitle: text, link: z.string().startsWith('/'), background: z.string().regex(/^#[0-9a-f]{6}$/i), foreground: z.string().regex(/^#[0-9a-f]{6}$/i) }),
  ),
});

// ── legal/index.json and legal/*.html: the first version of each legal text (real, production gets them too) ──

const LEGAL_COMPANY = '{{회사명}}';
const legalIndex = z.strictObject({
  /** Written where a text says {{회사명}}. The texts' particles (는/가/를/와) follow a name without a final consonant. */
  companyName: text,
  documents: z.array(
    z.strictObject({
      docType: z.enum(Object.keys(legalTypes) as [keyof typeof legalTypes]),
      /** Simple semantic HTML (h3/h4, p, ol/ul/li, table), no scripts or inline styles, beside index.json. */
      file: z.string().regex(/^[a-z0-9-]+\.html$/),
      title: text,
      effectiveDate: isoDay,
      about: text,
    }),
  ),
});
export interface SeedLegalDocument {
  docType: keyof typeof legalTypes;
  title: string;
  effectiveDate: string;
  html: string;
}

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return [...new Set(values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))))];
}

/** Reads and checks every file of `dir`; throws a SeedDataError naming the file and the field at the first bad file. */
export function loadSeedData(dir: string = SEED_DATA_DIR) {
  const { fail, readText, readJson, check } = reader(dir);
  const categories = readJson('categories.json', z.array(category));
  const flat: SeedCategory[] = [];
  const walk = (nodes: SeedCategory[]) => nodes.forEach((n) => (flat.push(n), walk(n.children ?? [])));
  walk(categories);
  check('categories.json', duplicates(flat.map((c) => c.ca_sn)).map((n) => `ca_sn ${n}: 두 번 쓰였습니다`));

  const teachers = readJson('teachers.json', z.array(teacher));
  check('teachers.json', duplicates(teachers.map((t) => t.teacher_sn)).map((n) => `teacher_sn ${n}: 두 번 쓰였습니다`));

  const { disclaimer, courses } = readJson('courses.json', coursesFile);
  const caSns = new Set(flat.map((c) => c.ca_sn));
  const teacherSns = new Set(teachers.map((t) => t.teacher_sn));
  check('courses.json', [
    ...duplicates(courses.map((c) => c.course_sn)).map((n) => `course_sn ${n}: 두 번 쓰였습니다`),
    ...courses.flatMap((c, i) => [
      ...(caSns.has(c.ca_sn) ? [] : [`courses.${i}.ca_sn: categories.json에 없는 분류(${c.ca_sn})입니다`]),
      ...(teacherSns.has(c.teacher_sn) ? [] : [`courses.${i}.teacher_sn: teachers.json에 없는 강사(${c.teacher_sn})입니다`]),
      ...(c.pass === false && c.price === 0 ? [`courses.${i}.pass: 무료 강의에는 쓰지 않습니다`] : []),
    ]),
  ]);
  const lcNos = new Set(courses.flatMap((c) => c.lectures.map((_, i) => c.course_sn * 100 + i + 1)));

  const samples = readJson('samples.json', samplesFile);
  check('samples.json', [
    ...samples.subtitledLectures.flatMap((n, i) => (lcNos.has(n) ? [] : [`subtitledLectures.${i}: courses.json에 없는 강의(${n})입니다`])),
    ...samples.stockTags.flatMap((t, i) => (lcNos.has(t.lcNo) ? [] : [`stockTags.${i}.lcNo: courses.json에 없는 강의(${t.lcNo})입니다`])),
  ]);

  const accounts = readJson('accounts.json', accountsFile);

  const commerce = readJson('commerce.json', commerceFile);
  check('commerce.json', [
    ...duplicates(commerce.passes.map((p) => p.productId)).map((n) => `passes: productId ${n}이(가) 두 번 쓰였습니다`),
    ...commerce.passes.flatMap((p, i) =>
      (p.scopeType === 'category') !== (p.caSn !== null)
        ? [`passes.${i}.caSn: 분류 이용권(category)은 분류 번호를, 전체 이용권(all)은 null을 적습니다`]
        : p.caSn !== null && !caSns.has(p.caSn)
          ? [`passes.${i}.caSn: categories.json에 없는 분류(${p.caSn})입니다`]
          : [],
    ),
    ...(commerce.passes.some((p) => p.productId === commerce.demoPurchase.productId) ? [] : [`demoPurchase.productId: passes에 없는 상품(${commerce.demoPurchase.productId})입니다`]),
    ...(commerce.welcomeCoupon.couponSn === commerce.demoCoupon.couponSn ? ['demoCoupon.couponSn: 환영 쿠폰과 같은 번호입니다'] : []),
  ]);

  const subscriptionPlans = readJson('subscription-plans.json', plansFile);
  check('subscription-plans.json', duplicates(subscriptionPlans.map((p) => p.code)).map((c) => `code ${c}: 두 번 쓰였습니다`));

  const site = readJson('site.json', siteFile);
  check('site.json', [
    ...site.events.flatMap((e, i) => [
      ...(e.endsInDays < e.startsInDays ? [`events.${i}.endsInDays: startsInDays보다 앞섭니다`] : []),
      ...(e.benefit?.kind === 'coupon' && !site.coupons.some((c) => c.code === e.benefit!.value) ? [`events.${i}.benefit.value: coupons에 없는 쿠폰(${e.benefit.value})입니다`] : []),
    ]),
    ...site.seminars.flatMap((s, i) => (s.applyUntilInDays < s.applyFromInDays || s.applyUntilInDays > s.heldInDays ? [`seminars.${i}: 신청은 applyFromInDays부터 applyUntilInDays까지이며 heldInDays보다 늦을 수 없습니다`] : [])),
  ]);

  const legal = readJson('legal/index.json', legalIndex);
  check('legal/index.json', duplicates(legal.documents.map((d) => d.docType)).map((t) => `docType ${t}: 두 번 쓰였습니다`));
  const legalDocuments: SeedLegalDocument[] = legal.documents.map((d, i) => {
    const file = `legal/${d.file}`;
    const html = readText(file).trim().replaceAll(LEGAL_COMPANY, legal.companyName);
    if (html.length === 0) throw fail(file, ['비어 있습니다']);
    const left = /\{\{[^}]*\}\}/.exec(html);
    if (left) throw fail(file, [`${left[0]}: 채워 넣는 자리는 ${LEGAL_COMPANY}뿐입니다 (legal/index.json documents.${i})`]);
    return { docType: d.docType, title: d.title, effectiveDate: d.effectiveDate, html };
  });

  return { categories, teachers, disclaimer, courses, samples, accounts, commerce, subscriptionPlans, site, legalDocuments };
}

/** Read once, when the seed (or a test naming seeded rows) is first imported. */
export const seedData = loadSeedData();

export const seedCategories = seedData.categories;
export const seedTeachers = seedData.teachers;
export const seedCourses = seedData.courses;
export const DEMO_MEMBER = seedData.accounts.demoMember;
export const DEMO_ADMIN = seedData.accounts.demoAdmin;
export const SAMPLE_MEDIA_KEYS = seedData.samples.mediaKeys;
export const SAMPLE_MEDIA_SECONDS = seedData.samples.mediaSeconds;
