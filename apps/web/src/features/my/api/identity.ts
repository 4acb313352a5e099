import { useQuery } from '@tanstack/react-query';
import { idenRequestResponse, idenResult, type IdenRequestResponse, type IdenResult } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { getParsed, parseData } from '../../../lib/get-parsed';

/** GET /api/my/iden/check: whether the member has verified their identity (never CI/DI). */
export const useIdentityCheck = () => useQuery({ queryKey: ['my', 'iden'], queryFn: () => getParsed('/api/my/iden/check', 'idenCheck', '본인인증') });

/** POST /api/comm/my/iden/request {returnUrl}: what the page needs to open the provider's window. */
export async function startIdentity(returnUrl: string): Promise<IdenRequestResponse> {
  return parseData(idenRequestResponse, unwrap(await apiRequest({ method: 'POST', url: '/api/comm/my/iden/request', data: { returnUrl } })), '본인인증');
}

/** POST /api/comm/my/iden {encryptMOKKeyToken}: the server fetches and checks the result. */
export async function finishIdentity(token: string): Promise<{ result: IdenResult; message: string }> {
  const envelope = await apiRequest({ method: 'POST', url: '/api/comm/my/iden', data: { encryptMOKKeyToken: token } });
  return { result: parseData(idenResult, unwrap(envelope), '본인인증'), message: envelope.message };
}
