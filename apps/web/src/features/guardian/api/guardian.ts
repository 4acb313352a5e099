import { guardianChild, guardianSession, type Envelope, type GuardianChild, type GuardianCorrectBody, type GuardianSession, type GuardianVerifyBody } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { ApiError, apiRequest, unwrap } from '../../../lib/api-client';

/** The data of a 0000 envelope in its contract's shape; otherwise an ApiError with the server's Korean message. */
const parsed = <T>(schema: { parse: (v: unknown) => T }, envelope: Envelope<unknown>): T => schema.parse(unwrap(envelope));
const headers = (token: string) => ({ 'x-guardian-token': token });

/** POST /api/guardian/verify: the child's e-mail, the guardian phone and its SMS code → a 30-minute key. */
export async function verifyGuardian(body: GuardianVerifyBody): Promise<GuardianSession> {
  return parsed(guardianSession, await apiRequest({ method: 'POST', url: '/api/guardian/verify', data: body, authRedirect: false }));
}

export async function getChild(token: string): Promise<GuardianChild> {
  return parsed(guardianChild, await apiRequest({ method: 'GET', url: '/api/guardian/child', headers: headers(token), authRedirect: false }));
}

export async function correctChild(token: string, body: GuardianCorrectBody): Promise<GuardianChild> {
  return parsed(guardianChild, await apiRequest({ method: 'POST', url: '/api/guardian/child', data: body, headers: headers(token), authRedirect: false }));
}

export async function withdrawChild(token: string): Promise<void> {
  const envelope = await apiRequest({ method: 'POST', url: '/api/guardian/child/withdraw', data: {}, headers: headers(token), authRedirect: false });
  if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message);
}
