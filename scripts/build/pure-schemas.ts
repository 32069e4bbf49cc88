import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Marks the top-level values of modules that import Zod as pure (`/* @__PURE__ *\/`), so a
 * schema no code uses is dropped from the bundle with everything it calls. Our shared modules
 * export labels and constants beside their schemas (src/shared/properties.ts); without this a
 * dashboard that reads only `propertyStatusLabel` would still load all of Zod (about 24 KB
 * gzipped), because the bundler cannot know that `z.object(…)` has no side effects. Only
 * `const X = <call>` at the top level is marked: building a schema, a list or a label map.
 */
const ROOT_CALLS = /^(?:src\/shared\/|src\/client\/)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export function pureSchemas(): Plugin {
  let root = '';
  return {
    name: 'pure-schemas',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/src\/client\/?$/, '');
    },
    transform: {
      filter: { id: /\.(ts|tsx)$/, code: /from ['"]zod['"]/ },
      handler(code, id) {
        if (!ROOT_CALLS.test(id.slice(root.length))) return null;
        const program = this.parse(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }) as unknown as {
          body: Node[];
        };
        const out = new MagicString(code);
        for (const statement of program.body) {
          const declaration = (
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
          ) as Node | null;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const declarator of declaration.declarations as Node[]) {
            const init = declarator.init as Node | null;
            if (init?.type === 'CallExpression') out.appendLeft(init.start, '/* @__PURE__ */ ');
          }
        }
        return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
      },
    },
  };
}
