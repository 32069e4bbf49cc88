import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundary rule must see every import form, not only the alias: a relative path that leaves
// a feature, an `import type`, a re-export and a dynamic import all resolve to the same file.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').length;
}

// The first lint loads the TypeScript resolver and the whole config: seconds on a busy two-core machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  it('stops a feature importing another feature in every form', async () => {
    const code = [
      "import { a } from '../tenancies/api';",
      "import type { B } from '../../features/properties/api';",
      "import { c } from '@client/features/users/api';",
      "export { d } from '../documents/api';",
      "export const e = () => import('../payments/api');",
      'export const f = [a, c] as unknown as B;',
    ].join('\n');
    expect(await boundaryErrors('src/client/features/maintenance/bad.ts', code)).toBe(5);
  });

  it('lets a feature import itself, components, app and lib', async () => {
    const code = [
      "import { a } from './api';",
      "import { b } from '@client/features/maintenance/api';",
      "import { c } from '@client/components/ui/button';",
      "import { d } from '../../app/api-client';",
      "import { e } from '@client/lib/utils';",
      'export const f = [a, b, c, d, e];',
    ].join('\n');
    expect(await boundaryErrors('src/client/features/maintenance/good.ts', code)).toBe(0);
  });

  it('keeps components off features, and the sides apart', async () => {
    expect(
      await boundaryErrors('src/client/components/ui/bad.ts', "export * from '../../features/auth/session';"),
    ).toBe(1);
    expect(await boundaryErrors('src/client/app/bad.ts', "export * from '../../server/app';")).toBe(1);
    expect(await boundaryErrors('src/client/app/bad.ts', "export * from '@server/app';")).toBe(1);
    expect(await boundaryErrors('src/server/bad.ts', "export * from '@client/app/api-client';")).toBe(1);
    expect(await boundaryErrors('src/shared/bad.ts', "export * from '../client/app/api-client';")).toBe(1);
    expect(await boundaryErrors('src/shared/bad.ts', "export * from '../server/app';")).toBe(1);
  });
});
