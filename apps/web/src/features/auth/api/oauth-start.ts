import { useMutation } from '@tanstack/react-query';
import { oauthStartResponse, type Envelope, type OAuthStartResponse, type SocialProvider } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Social sign-in start (provider, returnUrl): where to send the browser to sign in at the provider. */
export async function startOAuth(input: { provider: SocialProvider; returnUrl: string }): Promise<Envelope<OAuthStartResponse | null>> {
  const envelope = await apiCall(authApi.oauthStart, { params: { provider_cd: input.provider }, query: { returnUrl: input.returnUrl } });
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null };
  const parsed = oauthStartResponse.safeParse(envelope.data);
  return parsed.success ? { ...envelope, data: parsed.data } : { code: '9000', message: '소셜 로그인 주소를 받지 못했습니다.', data: null };
}

export const useStartOAuthMutation = () => useMutation({ mutationFn: startOAuth });
