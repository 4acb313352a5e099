import { randomUUID } from 'node:crypto';
import { accountLimits as L, type TokenPair } from '@school/contracts';
import type { Conn } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { endSurplusSessions, insertSession, lockMember, type SessionKind } from './auth.queries.ts';
import type { Tokens } from './tokens.ts';

/**
 * Opens member sessions. Its own piece (not a method of AuthService) so that sign-in, social sign-in and the
 * dormant-account restore all take it at construction: none of them needs the others built first.
 */
export class Sessions {
  constructor(
    private readonly tokens: Tokens,
    /** Lifetime of a console (alogin) or studio (slogin) session, not stretched by refreshes. */
    private readonly consoleTtlSeconds: number,
  ) {}

  /**
   * Opens a session for a member and ends the oldest beyond the two-device cap.
   * The member row is locked so two sign-ins at once cannot both keep three devices.
   */
  async start(tx: Conn, memberId: number, os: string, ip: string, kind: SessionKind = 'member'): Promise<TokenPair> {
    const member = await lockMember(tx, memberId);
    if (!member || member.status !== 'active') throw new AppError('ACCOUNT_BLOCKED');
    const sessionId = randomUUID();
    const refresh = this.tokens.newRefreshToken();
    const ttlSeconds = kind !== 'member' ? this.consoleTtlSeconds : this.tokens.refreshTtlSeconds;
    await insertSession(tx, { id: sessionId, memberId, refreshHash: refresh.hash, ttlSeconds, os, ip, kind });
    await endSurplusSessions(tx, memberId, sessionId, L.maxSessions, kind);
    return { accessToken: await this.tokens.signAccess({ sessionId, memberId }), refreshToken: refresh.token };
  }
}
