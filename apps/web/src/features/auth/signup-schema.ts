import { z } from 'zod';
import type { SocialProvider } from '@school/contracts';
import { formSchema } from '../../lib/form-schema';
import { certificationReady, type CertificationState } from './components/phone-certification';
import { validateSignup, type SignupForm } from './signup-form';

/** A social account on its way to becoming a member (after POST /api/auth/osignup confirmed the e-mail). */
export interface SocialSignup {
  provider: SocialProvider;
  providerLabel: string;
  signupToken: string;
  email: string;
  userName: string;
}

export interface SignupSchemaContext {
  cert: CertificationState;
  guardianCert: CertificationState;
  /** Social sign-up: the provider is the credential, there is no password. */
  passwordless: boolean;
}

const text = z.string();

/**
 * The sign-up form's schema for react-hook-form. The rules are validateSignup's (the
 * contract's field schemas plus the form's own: confirmation, consents, the under-14
 * guardian step); whether a live certification number exists is read at check time.
 */
export const signupSchema = (ctx: SignupSchemaContext) =>
  formSchema(
    {
      email: text,
      password: text,
      passwordConfirm: text,
      userName: text,
      nickname: text,
      hpno: text,
      authNo: text,
      birth: text,
      gender: z.enum(['M', 'F', '']),
      referralCode: text,
      agreeTerms: z.boolean(),
      agreePrivacy: z.boolean(),
      agreeMarket: z.boolean(),
      guardianName: text,
      guardianHpno: text,
      guardianAuthNo: text,
    } satisfies Record<keyof SignupForm, z.ZodType>,
    (f) =>
      validateSignup(f, {
        certReady: certificationReady(ctx.cert, f.hpno),
        guardianCertReady: certificationReady(ctx.guardianCert, f.guardianHpno),
        passwordless: ctx.passwordless,
      }),
  );
