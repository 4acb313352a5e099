import type { TokenPair } from '@school/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { clearLeaving } from './leaving';
import { describeDevice, type DeviceInfo } from '../../lib/device';

import { useSessionStore } from '../../stores/session';

/** Sign-in, sign-up: remember who signed in on which device, and drop any previous member's cached answers. */
export function startSession(
  email: string,
  tokens: TokenPair,
  queryClient: QueryClient,
  device: DeviceInfo = describeDevice(),
  providerCd: string = 'email',
): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'comm' });
  clearLeaving();
  useSessionStore.getState().setUser({
    email: email.trim().toLowerCase(),
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    provider_cd: providerCd,
    device,
  });
}
