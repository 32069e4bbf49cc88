import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { shouldSeedDemo, warnIfDemoAccounts } from '../../src/server/db/seed/demo-policy';

describe('demo data and production', () => {
  it.each([
    [{ seedDemo: undefined, production: false }, true, true],
    [{ seedDemo: undefined, production: false }, false, false],
    [{ seedDemo: undefined, production: true }, true, false],
    [{ seedDemo: true, production: true }, false, true],
    [{ seedDemo: false, production: false }, true, false],
  ])('with %o and an empty database %s seeds: %s', (config, empty, expected) => {
    expect(shouldSeedDemo(config, empty)).toBe(expected);
  });

  describe('the start-up warning', () => {
    let t: TestApp;
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is silent without demo accounts and loud with one', async () => {
      expect(await warnIfDemoAccounts(t.db, log)).toEqual([]);
      expect(warnings).toHaveLength(0);
      await t.createUser({ username: 'demo.landlord', userType: 'landlord' });
      expect(await warnIfDemoAccounts(t.db, log)).toEqual(['demo.landlord']);
      expect(String(warnings[0]?.[1])).toMatch(/DEMO ACCOUNTS EXIST/);
    });
  });
});
