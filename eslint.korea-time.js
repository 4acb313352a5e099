// Korean time is computed in one place, packages/contracts/src/korea-time.ts (decision 126): no '+09:00' written
// by hand, no nine-hour offset, no 'Asia/Seoul' string outside it and its test. SQL keeps `at time zone
// 'Asia/Seoul'` inside its template text (the database converts there), which these selectors do not see.

const MESSAGE = "Korean time comes from @school/contracts' korea-time (koreanDay, koreanMoment, startOfKoreanDay, koreanIso, KOREA_TIME_ZONE…), not a hand-made offset.";

const HOUR_MS = 3_600_000;
const selectors = [
  'Literal[value=/\\+09:00/]',
  'TemplateElement[value.raw=/\\+09:00/]',
  "Literal[value='Asia/Seoul']",
  // 9 * 3_600_000, 3_600_000 * 9, 9 * 3600 (seconds), 9 * 60 * 60 (* 1000), 9 * HOUR
  `BinaryExpression[operator='*'][left.value=9][right.value=${HOUR_MS}]`,
  `BinaryExpression[operator='*'][left.value=${HOUR_MS}][right.value=9]`,
  "BinaryExpression[operator='*'][left.value=9][right.value=3600]",
  "BinaryExpression[operator='*'][left.left.value=9][left.right.value=60][right.value=60]",
  "BinaryExpression[operator='*'][left.value=9][right.name=/^HOURS?(_MS)?$/]",
  `Literal[value=${9 * HOUR_MS}]`,
];

/** The `no-restricted-syntax` entries; a config that sets the rule for the same files must include them. */
export const koreaTimeSyntax = selectors.map((selector) => ({ selector, message: MESSAGE }));

export const koreaTimeFiles = ['apps/**/*.{ts,tsx,js}', 'packages/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,js}', 'bench/**/*.{ts,js,mjs}'];
// The rule's own test plants the copies it refuses.
export const koreaTimeIgnores = ['packages/contracts/src/korea-time.ts', 'packages/contracts/src/korea-time.test.ts', 'apps/api/src/korea-time-rule.test.ts'];

export default [{ files: koreaTimeFiles, ignores: koreaTimeIgnores, rules: { 'no-restricted-syntax': ['error', ...koreaTimeSyntax] } }];
