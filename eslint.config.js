import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import webImportRules from './eslint.web.js';
import webApiPaths from './eslint.api-paths.js';
import koreaTime from './eslint.korea-time.js';

// The import rules of docs/ARCHITECTURE.md. Elements are matched first to last, so narrow ones come
// first. One boundaries config serves the whole repo (a later block would replace it, not add to it):
// the web app's feature rules go into webElements and webPolicies; every 'web*' type stays off apps/api.
const apiElements = [
  // mode 'file': a single file as an element (deprecated in boundaries 7 but the only form that matches one file here).
  { type: 'api-root', pattern: 'apps/api/src/(app|composition).ts', mode: 'file' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['area'] },
  { type: 'api-floor', pattern: 'apps/api/src/(http|db|providers|lib)', capture: ['floor'] },
  { type: 'api-ops', pattern: 'apps/api/src/ops' },
  { type: 'api', pattern: 'apps/api' },
];
const webElements = [{ type: 'web', pattern: 'apps/web' }];

const apiPolicies = [
  {
    from: { element: { type: 'api-floor' } },
    disallow: { to: { element: { type: 'api-module' } } },
    message: 'http/, db/, providers/ and lib/ never import modules/: move the shared piece down a floor.',
  },
  {
    from: { element: { type: ['api-floor', 'api-module'] } },
    disallow: { to: { element: { type: 'api-ops' } } },
    message: 'ops/ (backup, restore, re-sealing, the command lines) is run by operators and jobs: the server never imports it.',
  },
  {
    from: { element: { type: 'api-module' } },
    disallow: {
      to: {
        element: { type: 'api-module', captured: { area: '!{{ from.element.captured.area }}' }, fileInternalPath: '**/*.{queries,routes}.ts' },
      },
    },
    message: "A module never imports another module's queries or routes: take its service from composition.ts.",
  },
  {
    from: { element: { type: 'api-root' } },
    disallow: { to: { element: { type: 'api-module', fileInternalPath: '**/*.service.ts' } } },
    message: "composition.ts and app.ts build no service themselves: call the area's factory (<area>.module.ts).",
  },
  {
    from: { element: { type: 'contracts' } },
    disallow: { to: { element: { type: '*' } } },
    message: 'packages/contracts imports nothing but zod.',
  },
  {
    from: { element: { type: 'web*' } },
    disallow: { to: { element: { type: 'api*' } } },
    message: 'apps/web never imports apps/api: share through packages/contracts.',
  },
];
const webPolicies = [];

export default tseslint.config(
  // apps/api/media holds video files; HLS segments end in .ts (MPEG-TS), not TypeScript.
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'apps/api/media/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'smart'],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // The floors of docs/ARCHITECTURE.md as lint rules (elements and policies above this config).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: { 'boundaries/elements': [...apiElements, { type: 'contracts', pattern: 'packages/contracts' }, ...webElements] },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: [...apiPolicies, ...webPolicies] }] },
  },
  {
    // Outside packages the boundaries policies do not see; both apps import the contracts, so they stay bare.
    files: ['packages/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'packages/contracts imports nothing but zod.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webImportRules,
  ...koreaTime,
  ...webApiPaths,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  // Plain-JavaScript scripts run by Node (scripts/start.js: production starts without a TypeScript loader).
  { files: ['scripts/**/*.js'], languageOptions: { globals: { console: 'readonly', process: 'readonly' } } },
);
