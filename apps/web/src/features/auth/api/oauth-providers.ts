import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialProvider, type SocialProvider } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';

export interface OfferedProvider {
  provider_cd: SocialProvider;
  /** A stand-in provider for development and tests, not the real service. */
  sandbox: boolean;
}

/** The social sign-ins this server can complete right now. */
export async function getOAuthProviders(): Promise<OfferedProvider[]> {
  const data = unwrap(await apiCall(authApi.oauthProviders)) as unknown;
  const list = (data as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: { provider_cd?: unknown; sandbox?: unknown }) => {
    const cd = socialProvider.safeParse(p.provider_cd);
    return cd.success ? [{ provider_cd: cd.data, sandbox: p.sandbox === true }] : [];
  });
}

// Keyed under 'comm': public data that survives sign-in and sign-out.
export const oauthProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['comm', 'oauthProviders'], queryFn: getOAuthProviders, staleTime: 5 * 60_000, retry: false });

export const useOAuthProviders = () => useQuery(oauthProvidersQueryOptions());
