import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Korean time has one home (packages/contracts/src/korea-time.ts, decision 126); `npm run lint` refuses a hand-made
// copy anywhere else. These planted copies prove the rule still fires.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function lines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.message.includes('korea-time')).map((m) => m.line);
}

const planted = [
  'export const a = (day: string) => new Date(`${day}T00:00:00+09:00`);',
  "export const b = new Date('2026-11-28T19:00:00+09:00');",
  'export const c = (at: Date) => new Date(at.getTime() + 9 * 3_600_000);',
  'export const d = (at: Date) => new Date(at.getTime() + 3600_000 * 9);',
  'export const e = 9 * 60 * 60 * 1000;',
  "export const f = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' });",
  'export const g = 32_400_000;',
  'export const h = (HOUR: number) => 9 * HOUR;',
].join('\n');
const all = [1, 2, 3, 4, 5, 6, 7, 8];

describe('one Korean-time module (npm run lint)', () => {
  it('refuses +09:00, a nine-hour offset and the zone name in the API, the web app (beside its address rule), tests and e2e', async () => {
    expect(await lines('apps/api/src/modules/notes/planted.ts', planted)).toEqual(all);
    expect(await lines('apps/web/src/features/my/components/planted.tsx', planted)).toEqual(all);
    expect(await lines('apps/api/src/modules/notes/planted.test.ts', planted)).toEqual(all);
    expect(await lines('e2e/planted.spec.ts', planted)).toEqual(all);
  });

  it('keeps the address rule of the web app alongside', async () => {
    const [result] = await eslint.lintText("export const u = '/api/course/list';\n", { filePath: path.join(root, 'apps/web/src/features/my/planted.ts') });
    expect(result?.messages.map((m) => m.message)).toEqual([expect.stringContaining('endpoint object')]);
  });

  it('allows the module and its test, other hours and minutes, and SQL that names the zone', async () => {
    expect(await lines('packages/contracts/src/korea-time.ts', planted)).toEqual([]);
    const fine = "export const open = 9 * 60;\nexport const idle = 6 * 3_600_000;\nexport const q = `(now() at time zone 'Asia/Seoul')::date`;\n";
    expect(await lines('apps/api/src/modules/notes/planted.ts', fine)).toEqual([]);
  });
});
