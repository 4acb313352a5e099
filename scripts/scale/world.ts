import { hash } from '@node-rs/argon2';
import type pg from 'pg';

export const PASSWORD = 'scale-password-1';

/** Members made straight in the database (sign-up needs SMS), each holding a pass, labelled as load-test accounts. */
export async function createMembers(db: pg.Client, prefix: string, count: number): Promise<{ memberId: number; email: string }[]> {
  const passwordHash = await hash(PASSWORD);
  const out: { memberId: number; email: string }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@scale.example.com`;
    const row = await db.query<{ id: string }>(
      `insert into members (email, password_hash, nickname, terms_agreed_at, privacy_agreed_at) values ($1, $2, $3, now(), now()) returning id`,
      [email, passwordHash, `부하시험${prefix}${i}`.slice(0, 20)],
    );
    const memberId = Number(row.rows[0]!.id);
    await db.query(`insert into entitlements (member_id, kind, valid_from) values ($1, 'pass', now() - interval '1 day')`, [memberId]);
    out.push({ memberId, email });
  }
  return out;
}

/** Lectures a pass opens (paid courses included in the pass). */
export async function passLectures(db: pg.Client): Promise<number[]> {
  const res = await db.query<{ lc_no: number }>(
    `select l.lc_no from lectures l join courses c using (course_sn) where c.is_free = 'N' and c.pass_included = 'Y' order by l.lc_no limit 40`,
  );
  if (res.rows.length === 0) throw new Error('no lecture included in the pass: is the sample catalogue seeded?');
  return res.rows.map((r) => r.lc_no);
}

export async function passCourses(db: pg.Client): Promise<number[]> {
  const res = await db.query<{ course_sn: number }>(`select distinct course_sn from lectures l join courses c using (course_sn) where c.pass_included = 'Y'`);
  return res.rows.map((r) => r.course_sn);
}
