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

  it('refuses it in tests and their fixtures too: they name the address through the endpoint object', async () => {
    const planted = "export const u = '/api/course/list';\nexport const v = `/api/rs/main/${21}`;\n";
    for (const file of ['apps/web/src/features/course/planted.test.ts', 'apps/web/src/test/planted.tsx', 'apps/web/src/features/commerce/test-fixtures.ts']) {
      const messages = await lint(file, planted);
      expect(messages.map((m) => m.line)).toEqual([1, 2]);
      expect(messages[0]?.message).toContain('fillPath(courseApi.main.path');
    }
  });

  it("allows calls and test addresses through endpoint objects, other addresses, and the HTTP client's own tests", async () => {
    const code = "import { courseApi } from '@school/contracts/endpoints';\nexport const x = [courseApi.list, '/course/1', 'api/x', `/my/${1}`];\n";
    expect(await lint('apps/web/src/features/course/api/planted.ts', code)).toEqual([]);
    const test = "import { courseApi, fillPath } from '@school/contracts/endpoints';\nexport const u = [courseApi.list.path, fillPath(courseApi.main.path, { id: 21 }), `${courseApi.list.path}?page=2`];\n";
    expect(await lint('apps/web/src/features/course/planted.test.ts', test)).toEqual([]);
    expect(await lint('apps/web/src/lib/api-client.test.ts', "export const u = '/api/a';\n")).toEqual([]);
  });
});
