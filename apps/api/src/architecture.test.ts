import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import rules of docs/ARCHITECTURE.md are lint rules; these planted violations prove the rules
// still fire, so a config change cannot switch them off silently.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The planted files exist only as text, so the type-aware rules (which need them on disk) are left out.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const importRules = new Set(['boundaries/dependencies', 'no-restricted-imports']);
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && importRules.has(m.ruleId)).map((m) => m.message);
}

describe('import rules', () => {
  it('stops http/ from importing a module', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/http/planted.ts',
      "import { MenuService } from '../modules/menu/menu.service.ts';\nexport const planted = MenuService;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never import modules/')]);
  });

  it("stops a module from importing another module's queries or routes, not its service", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/board/planted.ts',
      [
        "import { listCategories } from '../menu/menu.queries.ts';",
        "import { menuRoutes } from '../menu/menu.routes.ts';",
        "import { MenuService } from '../menu/menu.service.ts';",
        'export const planted = [listCategories, menuRoutes, MenuService];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("another module's queries or routes");
  });

  it('treats an area split in parts (modules/commerce/order/…) as one module', async () => {
    // Another module reaching into a part's queries or routes is refused; its service is not.
    const outside = await boundaryErrors(
      'apps/api/src/modules/subscription/planted.ts',
      [
        "import { findOrder } from '../commerce/order/order.queries.ts';",
        "import { paymentPagesRoutes } from '../commerce/payment/payment-pages.routes.ts';",
        "import { RefundService } from '../commerce/refund/refund.service.ts';",
        'export const planted = [findOrder, paymentPagesRoutes, RefundService];',
        '',
      ].join('\n'),
    );
    expect(outside).toHaveLength(2);
    expect(outside[0]).toContain("another module's queries or routes");
    // A part reading a sibling part's queries stays inside its area; a part reaching another area's queries does not.
    const inside = await boundaryErrors(
      'apps/api/src/modules/commerce/refund/planted.ts',
      [
        "import { findOrder } from '../order/order.queries.ts';",
        "import { listCategories } from '../../menu/menu.queries.ts';",
        'export const planted = [findOrder, listCategories];',
        '',
      ].join('\n'),
    );
    expect(inside).toEqual([expect.stringContaining("another module's queries or routes")]);
    // composition.ts builds no service of a part either.
    const root = await boundaryErrors('apps/api/src/composition.ts', "import { OrderService } from './modules/commerce/order/order.service.ts';\nexport const planted = OrderService;\n");
    expect(root).toEqual([expect.stringContaining("call the area's factory")]);
  });

  it('keeps packages/contracts free of everything but zod', async () => {
    const errors = await boundaryErrors(
      'packages/contracts/src/planted.ts',
      "import { z } from 'zod';\nimport type { FastifyInstance } from 'fastify';\nexport type Planted = FastifyInstance | z.ZodType;\n",
    );
    expect(errors).toEqual([expect.stringContaining('nothing but zod')]);
  });

  it('stops the web app from importing the API', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/planted.ts',
      "import { ok } from '../../api/src/http/reply.ts';\nexport const planted = ok;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports apps/api')]);
  });
});

describe('the composition root', () => {
  it("builds services only through the areas' factories", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/composition.ts',
      [
        "import { MenuService } from './modules/menu/menu.service.ts';",
        "import { createMenu } from './modules/menu/menu.module.ts';",
        'export const planted = [MenuService, createMenu];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([expect.stringContaining("call the area's factory")]);
  });
});
