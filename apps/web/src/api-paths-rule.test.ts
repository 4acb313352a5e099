import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';

// The repository root, three folders up (vitest provides import.meta.dirname; vite/client does not type it).
const root = `${(import.meta as ImportMeta & { dirname: string }).dirname}/../../..`;

/** Lints `code` as if it were the file at `filePath`, with only the rule against '/api/…' addresses. */
async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

describe("no '/api/…' address in the web app (npm run lint, decision 090)", () => {
  it('refuses a string or template address in a feature and in lib/', async () => {
    const planted = [
      "export const a = () => apiRequest({ method: 'GET', url: '/api/course/list' });",
      'export const b = (id: number) => `/api/rs/main/${id}`;',
      "export const c = '/api';",
    ].join('\n');
    const messages = await lint('apps/web/src/features/course/api/planted.ts', planted);
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['no-restricted-syntax', 1],
      ['no-restricted-syntax', 2],
      ['no-restricted-syntax', 3],
    ]);
    expect(messages[0]?.message).toContain('endpoint object');
    expect(await lint('apps/web/src/lib/planted.ts', "export const d = `/api/${'x'}`;\n")).toHaveLength(1);
  });

  it('allows calls through endpoint objects, other addresses, and tests', async () => {
    const code = "import { courseApi } from '@school/contracts/endpoints';\nexport const x = [courseApi.list, '/course/1', 'api/x', `/my/${1}`];\n";
    expect(await lint('apps/web/src/features/course/api/planted.ts', code)).toEqual([]);
    expect(await lint('apps/web/src/features/course/planted.test.ts', "export const u = '/api/course/list';\n")).toEqual([]);
  });
});
