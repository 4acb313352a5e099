// The web app's import rules (docs/ARCHITECTURE.md: web features share through components/ui and lib, never through each other's folders), enforced by `npm run lint`:
// - a feature never reaches into another feature's folders: it imports `features/<other>` (its index.ts) only;
// - shared UI lives in `components/ui` and shared helpers in `lib/`: those two never import a feature or `app/`,
//   and the stores never import a feature;
// - the web app never imports the API (apps/api).
// `no-restricted-imports` sees the specifier as written, so the feature rule is stated once per folder depth
// (how many `../` lead out of the feature). Specifiers are relative throughout the web app.

const WEB = 'apps/web/src';
const EXT = '{ts,tsx}';
/** Any path that is not the feature's own index. */
const INNER = '(?!index(\\.tsx?)?$)[^/].*';
const MESSAGE = "Import another feature only through its index.ts ('../<feature>'); shared UI goes to components/ui, shared helpers to lib/.";

/** Files at `depth` folders below `features/<name>/` and the patterns that leave their feature inward elsewhere. */
function featureDepth(depth) {
  const ups = (n) => `(\\.\\./){${n}}`;
  return {
    files: [`${WEB}/features/*/${'*/'.repeat(depth)}*.${EXT}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // ../<other>/<inner> (one level more for every folder the file sits in)
            { regex: `^${ups(depth + 1)}[^./][^/]*/${INNER}`, message: MESSAGE },
            // ../../features/<other>/<inner> (the same, the long way round through src/)
            { regex: `^${ups(depth + 2)}features/[^/]+/${INNER}`, message: MESSAGE },
            { regex: '(^|/)apps/api(/|$)', message: 'The web app never imports the API; share types through @school/contracts.' },
          ],
        },
      ],
    },
  };
}

const lowerFloor = (dir, forbidden, message) => ({
  files: [`${WEB}/${dir}/**/*.${EXT}`],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)(${forbidden.join('|')})(/|$)`, message }] }],
  },
});

export default [
  ...[0, 1, 2, 3, 4].map(featureDepth),
  lowerFloor('components', ['features', 'app', 'apps/api'], 'components/ui is shared UI: it never imports a feature or app/.'),
  lowerFloor('lib', ['features', 'app', 'apps/api'], 'lib/ holds shared helpers: it never imports a feature or app/.'),
  lowerFloor('stores', ['features', 'apps/api'], 'Stores hold client state only: they never import a feature.'),
  {
    files: [`${WEB}/app/**/*.${EXT}`, `${WEB}/test/**/*.${EXT}`, `${WEB}/*.${EXT}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/api(/|$)', message: 'The web app never imports the API; share types through @school/contracts.' }] },
      ],
    },
  },
];
