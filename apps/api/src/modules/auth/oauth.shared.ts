// Social login's constants, shapes and error mapping, beside oauth.service.ts.
import { codes, OAUTH_RETURN_PATH, type CodeName, type SocialProvider } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { ProviderError } from '../../providers/outbox.ts';
import { OAuthTokenError, type SocialProviderCd } from '../../providers/oauth/oauth.ts';
import type { SignupInput } from './auth.service.ts';

/** How long a started sign-in may take at the provider. */
export const OAUTH_STATE_SECONDS = 600;
/** The `client_id` handed to the SPA: it posts it at once. */
export const OAUTH_CLIENT_ID_SECONDS = 120;
/** Time to fill in the sign-up form (SMS number included), or to type the password for a link. */
export const OAUTH_SIGNUP_SECONDS = 1800;
export const OAUTH_LINK_SECONDS = 600;

export const LABEL: Record<SocialProviderCd, string> = { naver: '네이버', google: 'Google', apple: 'Apple', kakao: '카카오' };

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  user?: string | undefined;
}

export interface SocialSignupInput extends Omit<SignupInput, 'user_password' | 'email'> {
  signup_token: string;
  provider_cd: SocialProvider;
  email?: string | undefined;
}

/** A stored provider token, as withdrawal and unlinking hand them over for revocation. */
export interface StoredToken {
  providerCd: string;
  tokenEnc: string | null;
  tokenType: string | null;
}

/** The code a failed callback reports; only unexpected failures are logged as warnings. */
export function failureCode(cd: SocialProviderCd, err: unknown, log: FastifyBaseLogger): CodeName {
  if (err instanceof AppError) {
    const entry = Object.entries(codes).find(([, v]) => v.code === err.code);
    return (entry?.[0] as CodeName | undefined) ?? 'SOCIAL_TOKEN_INVALID';
  }
  if (err instanceof OAuthTokenError) {
    log.info({ provider: cd, reason: err.message }, 'social sign-in refused');
    return 'SOCIAL_TOKEN_INVALID';
  }
  log.warn({ err, provider: cd }, err instanceof ProviderError ? 'social provider failed' : 'social callback failed');
  return 'SOCIAL_PROVIDER_FAILED';
}

export function linkConflict(err: unknown, cd: SocialProviderCd): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'member_identities_member_provider_key') {
    return new AppError('SOCIAL_ALREADY_LINKED', { message: `이 계정에는 이미 다른 ${LABEL[cd]} 계정이 연결되어 있습니다.` });
  }
  if (constraint === 'member_identities_subject_key') return new AppError('SOCIAL_ALREADY_LINKED');
  return err;
}

export function fragment(values: Record<string, string>): string {
  return `${OAUTH_RETURN_PATH}#${new URLSearchParams(values).toString()}`;
}
