// No '/api/…' address written in the web app (issue 34, docs/decisions/090): it calls the API through the endpoint
// objects of packages/contracts (`apiCall(courseApi.list, …)` in lib/api-client.ts), where each path is written once.
// Tests and their fixtures may name addresses (they play the server).

import { koreaTimeSyntax } from './eslint.korea-time.js';

// esquery's regex syntax: the slashes escaped.
const API_LITERAL = String.raw`^\/api(\/|$)`;
const MESSAGE = "Call the API through its endpoint object (@school/contracts/endpoints + apiCall), not an '/api/…' address.";

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**', 'apps/web/src/**/test-fixtures.ts'],
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
