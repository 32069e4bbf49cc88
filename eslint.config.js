import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN.md, checked on the resolved file (relative paths, `@client/…`
 * aliases, `import type` and dynamic `import()` alike): shared imports neither side; client and
 * server never import each other; components/ never import features/; a feature never imports
 * another feature (shared pieces live in components/, app/, lib/ or the owning feature).
 */
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'Shared code imports neither side.',
  },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  {
    target: './src/client/components',
    from: './src/client/features',
    message: 'Components are shared and presentational: they never import a feature.',
  },
  ...features.map((name) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move the shared piece to components/, app/ or lib/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'src/shared/i18n/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Code under a request writes as its caller (ADR 0016, ADR 0020): it is handed `request.ctx`.
    // The app's own context and the plain database write as the system, so the code that serves
    // requests reads only the app's configuration.
    files: ['src/server/modules/**/*.ts', 'src/server/plugins/**/*.ts', 'src/server/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='systemCtx']:not(MemberExpression[property.name='config'] > MemberExpression.object)",
          message: "Under a request, use request.ctx: the app's own context writes as the system (ADR 0020).",
        },
        {
          selector: "ObjectPattern > Property[key.name='systemCtx']",
          message: "Under a request, use request.ctx: the app's own context writes as the system (ADR 0020).",
        },
        {
          selector: "MemberExpression[object.property.name='dbHandle'][property.name=/^(db|pglite)$/]",
          message: 'Under a request, use request.ctx.db: the plain database writes as the system (ADR 0020).',
        },
        {
          selector:
            "VariableDeclarator[init.property.name='dbHandle'] > ObjectPattern > Property[key.name=/^(db|pglite)$/]",
          message: 'Under a request, use request.ctx.db: the plain database writes as the system (ADR 0020).',
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:async_hooks', 'async_hooks'].map((name) => ({
            name,
            importNames: ['AsyncLocalStorage', 'createHook'],
            message:
              'On Node 20 async hooks tax every promise and socket write in the process (issue #19, ADR 0020): pass the context.',
          })),
          patterns: [
            {
              group: ['**/audited-db'],
              importNames: ['plainDb'],
              message:
                'The plain database under a request writes as the system: only db/prepared.ts reads through it (ADR 0020).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
