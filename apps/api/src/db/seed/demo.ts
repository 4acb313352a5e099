import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { entitlements, lectures, members } from '../schema/index.ts';

/**
 * Demo account for trying the member side (sandbox and development only; never
 * created when NODE_ENV=production). The README lists these credentials.
 */
export const DEMO_MEMBER = {
  email: 'demo@example.com',
  password: 'school-demo-2026',
  nickname: '데모회원',
  userName: '데모',
} as const;

/** Demo operator account for trying the console at /admin (outside production only; README lists it). */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'school-admin-2026',
  nickname: '데모운영자',
  userName: '데모운영자',
} as const;

/** Sample videos committed under apps/api/media/samples (scripts/generate-sample-media.sh). */
export const SAMPLE_MEDIA_KEYS = ['samples/lecture-a', 'samples/lecture-b', 'samples/lecture-c'] as const;

/** Every demo lecture without a video gets one of the samples, in turn by lecture number. */
/** Seconds of each committed sample video (the sum of its playlist's segments; demo.test.ts reads the files). */
export const SAMPLE_MEDIA_SECONDS = 12;

/**
 * A lecture showing a sample video says the sample's own length (issue 33: the curriculum said 4:29 for a 0:12
 * video). Also for databases seeded before, as its own step.
 */
export async function sampleMediaDurations(tx: Tx): Promise<void> {
  await tx
    .update(lectures)
    .set({ durationSec: SAMPLE_MEDIA_SECONDS })
    .where(sql`${lectures.mediaKey} in (${sql.join(SAMPLE_MEDIA_KEYS.map((k) => sql`${k}`), sql`, `)})`);
}

export async function attachSampleMedia(tx: Tx): Promise<void> {
  await tx
    .update(lectures)
    .set({
      mediaKey: sql`(array[${sql.join(SAMPLE_MEDIA_KEYS.map((k) => sql`${k}`), sql`, `)}])[(${lectures.lcNo} % ${SAMPLE_MEDIA_KEYS.length}) + 1]`,
    })
    .where(sql`${lectures.mediaKey} is null and ${lectures.courseSn} in (select course_sn from courses where is_demo = 'Y')`);
}

/** The demo member and a pass with no end date (labelled as demo by its nickname and the README). */
export async function insertDemoMember(tx: Tx): Promise<void> {
  const now = new Date();
  const [row] = await tx
    .insert(members)
    .values({
      email: DEMO_MEMBER.email,
      passwordHash: await hash(DEMO_MEMBER.password),
      userName: DEMO_MEMBER.userName,
      nickname: DEMO_MEMBER.nickname,
      birth: '1990-01-01',
      termsAgreedAt: now,
      privacyAgreedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (!row) return; // someone already signed up with that address: leave their account alone
  await tx.insert(entitlements).values({ memberId: row.id, kind: 'pass', validFrom: now, validUntil: null });
}

/** The demo operator (role admin), labelled by its name and the README; never in production. */
export async function insertDemoAdmin(tx: Tx): Promise<void> {
  const now = new Date();
  await tx
    .insert(members)
    .values({
      email: DEMO_ADMIN.email,
      passwordHash: await hash(DEMO_ADMIN.password),
      userName: DEMO_ADMIN.userName,
      nickname: DEMO_ADMIN.nickname,
      birth: '1990-01-01',
      role: 'admin',
      termsAgreedAt: now,
      privacyAgreedAt: now,
    })
    .onConflictDoNothing();
}
