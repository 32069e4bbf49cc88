import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, PUBLIC_PAGE_PATHS } from '@shared/routes';
import { PUBLIC_PAGE_MODULES } from './page-modules';

const CLIENT = path.resolve(import.meta.dirname, '..');

describe('the public page modules the server preloads', () => {
  it('name a module for every public page, one that exists and that the router loads lazily', () => {
    const routes = fs.readFileSync(path.join(CLIENT, 'app/routes.tsx'), 'utf8');
    for (const page of [...PUBLIC_PAGE_PATHS, PAGE_PATTERNS.listing]) {
      const module = PUBLIC_PAGE_MODULES[page];
      expect(module, page).toBeDefined();
      expect(fs.existsSync(path.join(CLIENT, module!)), module).toBe(true);
      expect(routes).toContain(`import('@client/${module!.replace(/\.tsx$/, '')}')`);
    }
  });
});
