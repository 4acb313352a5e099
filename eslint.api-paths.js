// No '/api/…' address written in the web app (issue 34, docs/decisions/090; issue 44 item 5): it calls the API
// through the endpoint objects of packages/contracts (`apiCall(courseApi.list, …)` in lib/api-client.ts), where each
// path is written once. Tests name the addresses they play through the same objects (`courseApi.list.path`,
// `fillPath(courseApi.main.path, { id: 21 })`), so renaming a route breaks them at compile time.

import { koreaTimeSyntax } from './eslint.korea-time.js';

// esquery's regex syntax: the slashes escaped.
const API_LITERAL = String.raw`^\/api(\/|$)`;
const MESSAGE =
  "Name the address through its endpoint object (@school/contracts/endpoints: apiCall(courseApi.list, …) in the app; courseApi.list.path or fillPath(courseApi.main.path, { id }) in tests), not an '/api/…' literal.";

/**
 * Still allowed to write addresses: the HTTP client's and apiCall's own tests (they check the address derivation
 * and the HTTP client on any address) and the rule's test (it plants them).
 */
export const apiPathIgnores = [
  'apps/web/src/lib/api-client.test.ts',
  'apps/web/src/lib/api-call.test.ts',
  'apps/web/src/api-paths-rule.test.ts',
];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: apiPathIgnores,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${API_LITERAL}/]`, message: MESSAGE },
        { selector: `TemplateLiteral[quasis.0.value.cooked=/${API_LITERAL}/]`, message: MESSAGE },
        // This block replaces the rule for these files, so it carries the Korean-time entries too.
        ...koreaTimeSyntax,
      ],
    },
  },
];
