import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md: shared imports neither side; client and server never import each other. */
const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noServer = {
  group: ['**/server/**', '@server/*'],
  message: 'The client and shared code never import the server.',
};
const noClient = {
  group: ['**/client/**', '@client/*'],
  message: 'The server and shared code never import the client.',
};

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['src/shared/**'], rules: boundary([noServer, noClient]) },
  { files: ['src/server/**'], rules: boundary([noClient]) },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...boundary([noServer]),
    },
  },
  {
    // A feature does not import another feature; shared pieces live in components/ or app/.
    files: ['src/client/features/*/**'],
    rules: boundary([
      noServer,
      {
        group: ['../../features/*', '@client/features/*'],
        message: 'Features do not import other features.',
      },
    ]),
  },
);
