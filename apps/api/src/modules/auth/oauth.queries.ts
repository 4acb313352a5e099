import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { memberIdentities, members, oauthStates, oauthTickets } from '../../db/schema/index.ts';

const secs = (n: number) => sql`now() + make_interval(secs => ${n})`;

export async function insertOAuthState(
  db: Conn,
  s: { stateHash: string; providerCd: string; nonce: string; codeVerifier: string | null; bindHash: string; returnUrl: string; ttlSeconds: number },
) {
  await db.insert(oauthStates).values({
    stateHash: s.stateHash,
    providerCd: s.providerCd,
    nonce: s.nonce,
    codeVerifier: s.codeVerifier,
    bindHash: s.bindHash,
    returnUrl: s.returnUrl,
    expiresAt: secs(s.ttlSeconds),
  });
}

/** Uses a state up in one statement: of two callbacks with the same state, one wins. */
export async function consumeOAuthState(db: Conn, stateHash: string, providerCd: string) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.providerCd, providerCd),
        isNull(oauthStates.usedAt),
        sql`${oauthStates.expiresAt} > now()`,
      ),
    )
    .returning({ nonce: oauthStates.nonce, codeVerifier: oauthStates.codeVerifier, bindHash: oauthStates.bindHash, returnUrl: oauthStates.returnUrl });
  return row;
}

export async function insertTicket(db: Conn, t: Omit<typeof oauthTickets.$inferInsert, 'expiresAt'> & { ttlSeconds: number }) {
  const { ttlSeconds, ...values } = t;
  await db.insert(oauthTickets).values({ ...values, expiresAt: secs(ttlSeconds) });
}

const ticketColumns = {
  providerCd: oauthTickets.providerCd,
  subject: oauthTickets.subject,
  email: oauthTickets.email,
  emailVerified: oauthTickets.emailVerified,
  signupEmail: oauthTickets.signupEmail,
  userName: oauthTickets.userName,
  tokenEnc: oauthTickets.tokenEnc,
  tokenType: oauthTickets.tokenType,
  bindHash: oauthTickets.bindHash,
  expiresIn: sql<number>`greatest(0, extract(epoch from ${oauthTickets.expiresAt} - now()))::int`,
};

const live = (tokenHash: string, kind: string, providerCd: string) =>
  and(
    eq(oauthTickets.tokenHash, tokenHash),
    eq(oauthTickets.kind, kind),
    eq(oauthTickets.providerCd, providerCd),
    isNull(oauthTickets.usedAt),
    sql`${oauthTickets.expiresAt} > now()`,
  );

/** Uses a ticket up; undefined when unknown, used, expired, or for another provider/kind/browser. */
export async function consumeTicket(db: Conn, tokenHash: string, kind: string, providerCd: string, bindHash?: string) {
  const [row] = await db
    .update(oauthTickets)
    .set({ usedAt: sql`now()` })
    .where(and(live(tokenHash, kind, providerCd), bindHash === undefined ? undefined : eq(oauthTickets.bindHash, bindHash)))
    .returning(ticketColumns);
  return row;
}

/** Reads a ticket that is still usable without using it. */
export async function peekTicket(db: Conn, tokenHash: string, kind: string, providerCd: string) {
  const [row] = await db.select(ticketColumns).from(oauthTickets).where(live(tokenHash, kind, providerCd));
  return row;
}

export async function setTicketSignupEmail(db: Conn, tokenHash: string, providerCd: string, email: string) {
  const rows = await db
    .update(oauthTickets)
    .set({ signupEmail: email })
    .where(live(tokenHash, 'signup', providerCd))
    .returning({ tokenHash: oauthTickets.tokenHash });
  return rows.length === 1;
}

export async function findIdentity(db: Conn, providerCd: string, subject: string) {
  const [row] = await db
    .select({ id: memberIdentities.id, memberId: memberIdentities.memberId, status: members.status })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(and(eq(memberIdentities.providerCd, providerCd), eq(memberIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(tx: Conn, i: typeof memberIdentities.$inferInsert) {
  await tx.insert(memberIdentities).values(i);
}

/** Keeps the newest provider token, so revocation uses one the provider still honours. */
export async function updateIdentityToken(db: Conn, id: number, tokenEnc: string, tokenType: string) {
  await db.update(memberIdentities).set({ tokenEnc, tokenType }).where(eq(memberIdentities.id, id));
}

export function identitiesOf(db: Conn, memberId: number) {
  return db
    .select({ providerCd: memberIdentities.providerCd, email: memberIdentities.email, linkedAt: memberIdentities.linkedAt })
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(memberIdentities.linkedAt);
}

export async function hasPassword(db: Conn, memberId: number) {
  const [row] = await db.select({ has: sql<boolean>`${members.passwordHash} is not null` }).from(members).where(eq(members.id, memberId));
  return row?.has ?? false;
}

export async function deleteIdentity(tx: Conn, memberId: number, providerCd: string) {
  const [row] = await tx
    .delete(memberIdentities)
    .where(and(eq(memberIdentities.memberId, memberId), eq(memberIdentities.providerCd, providerCd)))
    .returning({ providerCd: memberIdentities.providerCd, tokenEnc: memberIdentities.tokenEnc, tokenType: memberIdentities.tokenType });
  return row;
}

/** Withdrawal: every link goes, and the tokens come back so the provider can be told. */
export function deleteIdentitiesOf(tx: Conn, memberId: number) {
  return tx
    .delete(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .returning({ providerCd: memberIdentities.providerCd, tokenEnc: memberIdentities.tokenEnc, tokenType: memberIdentities.tokenType });
}
