import { useMutation, useQuery } from '@tanstack/react-query';
import type { Envelope, SocialProvider } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

/** The social accounts linked to the member's account (provider, its e-mail, when linked). */
export const useLinkedSocial = () => useQuery({ queryKey: ['my', 'social'], queryFn: () => callParsed(authApi.linkedSocial, '연결된 소셜 계정') });

/**
 * Unlinks one provider. The envelope whatever the code: the server refuses (2069) when the account has no password
 * and this is its only link, and says so in Korean.
 */
export function unlinkSocial(code: SocialProvider): Promise<Envelope<unknown>> {
  return apiCall(authApi.revoke, { body: { code } });
}

export const useUnlinkSocialMutation = () => useMutation({ mutationFn: unlinkSocial });
