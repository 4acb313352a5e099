import { guardianChild, guardianSession, type Envelope, type GuardianChild, type GuardianCorrectBody, type GuardianSession, type GuardianVerifyBody } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { guardianApi } from '@school/contracts/endpoints';
import { ApiError, apiCall, unwrap } from '../../../lib/api-client';

/** The data of a 0000 envelope in its contract's shape; otherwise an ApiError with the server's Korean message. */
const parsed = <T>(schema: { parse: (v: unknown) => T }, envelope: Envelope<unknown>): T => schema.parse(unwrap(envelope));
const headers = (token: string) => ({ 'x-guardian-token': token });

/** The guardian's proof: the child's e-mail, the guardian phone and its SMS code → a 30-minute key. */
export async function verifyGuardian(body: GuardianVerifyBody): Promise<GuardianSession> {
  return parsed(guardianSession, await apiCall(guardianApi.verify, { body, authRedirect: false }));
}

export async function getChild(token: string): Promise<GuardianChild> {
  return parsed(guardianChild, await apiCall(guardianApi.child, { headers: headers(token), authRedirect: false }));
}

export async function correctChild(token: string, body: GuardianCorrectBody): Promise<GuardianChild> {
  return parsed(guardianChild, await apiCall(guardianApi.correct, { body, headers: headers(token), authRedirect: false }));
}

export async function withdrawChild(token: string): Promise<void> {
  const envelope = await apiCall(guardianApi.withdraw, { headers: headers(token), authRedirect: false });
  if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message);
}
