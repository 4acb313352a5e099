import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';

// The repository root, three folders up (vitest provides import.meta.dirname; vite/client does not type it).
const root = `${(import.meta as ImportMeta & { dirname: string }).dirname}/../../..`;

/** Lints `code` as if it were the file at `filePath` with the repository's own eslint.config.js. */
async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  // Only the import rule: the type-aware rules would need the planted file to exist in a tsconfig project.
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

describe('web import rules (npm run lint)', () => {
  it("refuses a feature reaching into another feature's folders", async () => {
    const messages = await lint(
      'apps/web/src/features/course/routes/planted.tsx',
      "import { useSignupBenefits } from '../../my/api/get-signup-benefit';\nexport const x = useSignupBenefits;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'no-restricted-imports', severity: 2 });
    expect(messages[0]?.message).toContain('index.ts');
  });

  it('refuses the long way round through src/ and from a file at the feature root', async () => {
    const deep = await lint('apps/web/src/features/home/components/planted.ts', "export { x } from '../../../features/auth/use-logout';\n");
    const top = await lint('apps/web/src/features/auth/planted.ts', "export { x } from '../legal/documents';\n");
    expect(deep.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    expect(top.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it("allows another feature's index.ts and the feature's own folders", async () => {
    const code = "export { a } from '../../my';\nexport { b } from '../../my/index';\nexport { c } from '../api/get-course-list';\nexport { d } from '../../../components/ui/badges';\n";
    expect(await lint('apps/web/src/features/course/routes/planted.tsx', code)).toEqual([]);
  });

  it('keeps components/ui and lib free of features and app', async () => {
    const ui = await lint('apps/web/src/components/ui/planted.tsx', "export { x } from '../../features/learning/components/comments';\n");
    const lib = await lint('apps/web/src/lib/planted.ts', "export { x } from '../app/site';\n");
    expect(ui.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    expect(lib.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });
});
