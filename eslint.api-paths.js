// No '/api/…' address written in the web app (issue 34, docs/decisions/090): it calls the API through the endpoint
// objects of packages/contracts (`apiCall(courseApi.list, …)` in lib/api-client.ts), where each path is written once.
// Tests and their fixtures may name addresses (they play the server).

// esquery's regex syntax: the slashes escaped.
const API_LITERAL = String.raw`^\/api(\/|$)`;
const MESSAGE = "Call the API through its endpoint object (@school/contracts/endpoints + apiCall), not an '/api/…' address.";

/**
 * Files not converted yet: they still write addresses. Temporary: whoever converts an area deletes its lines.
 * One file per line, sorted.
 */
export const UNCONVERTED = [
  'apps/web/src/features/admin/api/admin-login.ts',
  'apps/web/src/features/auth/api/check-duplicate.ts',
  'apps/web/src/features/auth/api/check-referral.ts',
  'apps/web/src/features/auth/api/dormant.ts',
  'apps/web/src/features/auth/api/find-password.ts',
  'apps/web/src/features/auth/api/incheck.ts',
  'apps/web/src/features/auth/api/login.ts',
  'apps/web/src/features/auth/api/logout.ts',
  'apps/web/src/features/auth/api/oauth-providers.ts',
  'apps/web/src/features/auth/api/oauth-start.ts',
  'apps/web/src/features/auth/api/reset-password.ts',
  'apps/web/src/features/auth/api/send-certification.ts',
  'apps/web/src/features/auth/api/signup.ts',
  'apps/web/src/features/auth/api/social-login.ts',
  'apps/web/src/features/guardian/api/guardian.ts',
  'apps/web/src/features/my/api/identity.ts',
  'apps/web/src/lib/http-client.ts',
];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**', 'apps/web/src/**/test-fixtures.ts', ...UNCONVERTED],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${API_LITERAL}/]`, message: MESSAGE },
        { selector: `TemplateLiteral[quasis.0.value.cooked=/${API_LITERAL}/]`, message: MESSAGE },
      ],
    },
  },
];
