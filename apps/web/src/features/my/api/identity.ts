import { useQuery } from '@tanstack/react-query';
import { idenRequestResponse, idenResult, type IdenRequestResponse, type IdenResult } from '@school/contracts';
import { identityApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed, parseData } from '../../../lib/get-parsed';

/** Whether the member has verified their identity (never CI/DI). */
export const useIdentityCheck = () => useQuery({ queryKey: ['my', 'iden'], queryFn: () => callParsed(identityApi.check, '본인인증') });

/** Identity check start {returnUrl}: what the page needs to open the provider's window. */
export async function startIdentity(returnUrl: string): Promise<IdenRequestResponse> {
  return parseData(idenRequestResponse, unwrap(await apiCall(identityApi.request, { body: { returnUrl } })), '본인인증');
}

/** Identity check result {encryptMOKKeyToken}: the server fetches and checks the result. */
export async function finishIdentity(token: string): Promise<{ result: IdenResult; message: string }> {
  const envelope = await apiCall(identityApi.verify, { body: { encryptMOKKeyToken: token } });
  return { result: parseData(idenResult, unwrap(envelope), '본인인증'), message: envelope.message };
}
