import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  // The client's language (src/client/app/locale.ts): tests read the English build.
  define: { __CLIENT_LOCALE__: JSON.stringify('en') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.routes.test.ts', 'src/server/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.routes.test.ts', 'src/server/**/*.int.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: two files at a time, each on its own fresh database.
          maxWorkers: 2,
          // One module graph per worker, not per file: importing the app for each of 100+ files was
          // most of the suite's time. Each file still builds its own app on its own fresh database.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
