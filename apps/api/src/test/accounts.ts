import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  hpno: string;
}

let serial = 0;

/** Inserts an active member directly (fast); sign-up itself is tested through the API. */
export async function createMember(t: TestContext, overrides: Partial<typeof members.$inferInsert> = {}): Promise<TestMember> {
  const n = `${Date.now() % 100000}${serial++}${randomBytes(2).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const hpno = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const email = `member${n}@example.com`;
  const [row] = await t.database.db
    .insert(members)
    .values({
      email,
      passwordHash: await hash(password, { memoryCost: 1024, timeCost: 1 }),
      userName: '홍길동',
      nickname: `m${n}`.slice(0, 20),
      hpno,
      birth: '1990-01-01',
      gender: 'M',
      referralCode: `T${randomBytes(5).toString('hex').toUpperCase()}`,
      termsAgreedAt: new Date(),
      privacyAgreedAt: new Date(),
      ...overrides,
    })
    .returning({ id: members.id, email: members.email, hpno: members.hpno });
  return { id: row!.id, email: row!.email, password, hpno: row!.hpno ?? hpno };
}

export async function setMemberStatus(t: TestContext, id: number, status: 'active' | 'suspended' | 'withdrawn') {
  await t.database.db.update(members).set({ status }).where(eq(members.id, id));
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs in through the API as the web does; fails the test when sign-in does not succeed. A staff or admin
 * account goes on through the console's own sign-in (alogin), as the console does: only that session opens
 * /api/admin (decision 081), and it works on member routes too. `memberLogin` stops at the ordinary sign-in.
 */
export async function login(t: TestContext, m: { email: string; password: string }, os = 'Test OS / Test Browser', remoteAddress?: string): Promise<Tokens> {
  const tokens = await memberLogin(t, m, os, remoteAddress);
  const [row] = await t.database.db.select({ role: members.role }).from(members).where(eq(members.email, m.email.toLowerCase()));
  if (row?.role !== 'teacher' && row?.role !== 'staff' && row?.role !== 'admin') return tokens;
  return consoleLogin(t, tokens, os, remoteAddress);
}

/** The console's sign-in (POST /api/auth/alogin) with a member session's token: a console session. */
export async function consoleLogin(t: TestContext, tokens: Tokens, os = 'Test OS / Test Browser', remoteAddress?: string): Promise<Tokens> {
  const res = await t.request({ method: 'POST', url: '/api/auth/alogin', headers: bearer(tokens), payload: { os }, ...(remoteAddress ? { remoteAddress } : {}) });
  const body = res.json<{ code: string; message: string; data: Tokens }>();
  if (body.code !== '0000') throw new Error(`alogin failed: ${body.code} ${body.message}`);
  return body.data;
}

/** The studio's sign-in (ordinary sign-in, then POST /api/auth/slogin): a studio session, the only kind /api/studio takes. */
export async function studioLogin(t: TestContext, m: { email: string; password: string }, os = 'Test OS / Test Browser'): Promise<Tokens> {
  const member = await memberLogin(t, m, os);
  const res = await t.request({ method: 'POST', url: '/api/auth/slogin', headers: bearer(member), payload: { os } });
  const body = res.json<{ code: string; message: string; data: Tokens }>();
  if (body.code !== '0000') throw new Error(`slogin failed: ${body.code} ${body.message}`);
  return body.data;
}

/** The ordinary sign-in (POST /api/auth/login) only, whatever the account's role. */
export async function memberLogin(t: TestContext, m: { email: string; password: string }, os = 'Test OS / Test Browser', remoteAddress?: string): Promise<Tokens> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: m.email, user_password: m.password, os },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const body = res.json<{ code: string; message: string; data: Tokens }>();
  if (body.code !== '0000') throw new Error(`login failed: ${body.code} ${body.message}`);
  return body.data;
}

export const bearer = (tokens: { accessToken: string } | string) => ({
  authorization: `Bearer ${typeof tokens === 'string' ? tokens : tokens.accessToken}`,
});

/** Every sandbox message to a recipient (SMS number or e-mail), the newest first. */
export async function messagesTo(t: TestContext, to: string): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json<{ data: { messages: { body: string }[] } }>().data.messages.map((m) => m.body);
}

/** The newest sandbox message to a recipient (SMS number or e-mail). */
export async function lastMessage(t: TestContext, to: string): Promise<string> {
  const first = (await messagesTo(t, to))[0];
  if (first === undefined) throw new Error(`no message to ${to}`);
  return first;
}

export async function lastCode(t: TestContext, hpno: string): Promise<string> {
  const m = /\[(\d{6})\]/.exec(await lastMessage(t, hpno));
  if (!m?.[1]) throw new Error('no code in message');
  return m[1];
}
