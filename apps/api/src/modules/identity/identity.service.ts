import { randomBytes } from 'node:crypto';
import type { IdenCheck, IdenRequestResponse, IdenResult } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { IdentityFailedError, IdentityTokenError, type IdentityVerifier, type VerifiedIdentity } from '../../providers/identity/identity.ts';
import { safeReturnUrl } from '../../http/return-url.ts';
import type { Sealer } from '../../lib/sealer.ts';
import { consumeIdentityRequest, diTakenByOther, insertIdentityRequest, setVerifiedBirth, upsertVerification, verificationState } from './identity.queries.ts';

/** How long the provider window may stay open. */
export const IDEN_REQUEST_SECONDS = 600;

/**
 * Identity verification: a request id (clientTxId) per attempt, tied to the member;
 * the provider's result must echo it, once. CI/DI are sealed; a keyed hash of DI
 * finds another account of the same person.
 */
export class IdentityService {
  constructor(
    private readonly d: {
      db: Db;
      verifier: IdentityVerifier;
      /** Seals CI and DI. */
      sealer: Sealer;
      /** Keyed hashes of DI for the uniqueness check: the current key's first (stored), then older keys' (looked up). */
      diIndex: (di: string) => string[];
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  async request(memberId: number, returnUrl: string | undefined): Promise<IdenRequestResponse> {
    const clientTxId = randomBytes(16).toString('hex');
    await insertIdentityRequest(this.d.db, { clientTxId, memberId, provider: this.d.verifier.name, ttlSeconds: IDEN_REQUEST_SECONDS });
    const back = safeReturnUrl(returnUrl);
    // The real provider returns to an absolute address; the sandbox window stays on this site.
    const target = this.d.verifier.sandbox ? back : `${this.d.publicUrl}${back}`;
    const w = await this.d.verifier.window({ clientTxId, returnUrl: target });
    return { provider: this.d.verifier.name, window_url: w.windowUrl, request_info: w.requestInfo, expires_in: IDEN_REQUEST_SECONDS };
  }

  async verify(memberId: number, token: string): Promise<IdenResult> {
    const { db, sealer } = this.d;
    const person = await this.fetchResult(token);
    const diHmacs = this.d.diIndex(person.di);
    const diHmac = diHmacs[0]!;
    if (await diTakenByOther(db, diHmacs, memberId)) throw new AppError('IDEN_DUPLICATE');
    try {
      const verifiedAt = await db.transaction(async (tx) => {
        // The result must answer a request this member started, and only once.
        if (!(await consumeIdentityRequest(tx, person.clientTxId, memberId))) throw new AppError('IDEN_REQUEST_EXPIRED');
        await setVerifiedBirth(tx, memberId, person.birth);
        return upsertVerification(tx, {
          memberId,
          provider: this.d.verifier.name,
          userName: person.name,
          birth: person.birth,
          gender: person.gender,
          hpno: person.hpno,
          ciEnc: sealer.seal(person.ci),
          diEnc: sealer.seal(person.di),
          diHmac,
        });
      });
      return { verified: true, verified_at: verifiedAt.toISOString(), user_name: person.name, birth: person.birth, gender: person.gender };
    } catch (err) {
      // Two accounts of one person verifying at the same moment: the unique index decides.
      if (uniqueViolation(err) === 'identity_verifications_di_key') throw new AppError('IDEN_DUPLICATE');
      throw err;
    }
  }

  async check(memberId: number): Promise<IdenCheck> {
    const row = await verificationState(this.d.db, memberId);
    return { verified: !!row, verified_at: row?.verifiedAt.toISOString() ?? null, provider: row?.provider ?? null };
  }

  private async fetchResult(token: string): Promise<VerifiedIdentity> {
    try {
      return await this.d.verifier.result(token);
    } catch (err) {
      if (err instanceof IdentityTokenError) throw new AppError('IDEN_TOKEN_INVALID');
      if (err instanceof IdentityFailedError) throw new AppError('IDEN_FAILED');
      this.d.log.warn({ err }, 'identity provider failed');
      throw new AppError('IDEN_PROVIDER_FAILED');
    }
  }
}
