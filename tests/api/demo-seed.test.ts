import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { seedDemo } from '../../src/server/db/seed/demo';
import { createTestApp, type TestApp } from '../setup/test-app';

const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe('the demo seed (SEED_DEMO=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, t.app.systemCtx.storage, silent);
    // A second run adds nothing.
    await seedDemo(t.db, t.app.systemCtx.storage, silent);
  });
  afterAll(() => t.close());

  const signIn = async (username: string, password: string) => {
    const res = await t.login(username, password);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };

  it('gives the demo landlord properties, tenancies, communications and openable documents', async () => {
    const token = await signIn('demo.landlord', 'DemoLandlord#2026');
    const list = await t.api({ method: 'GET', url: '/api/landlord/properties', token });
    const properties = list.json() as { id: number; title: string }[];
    expect(properties).toHaveLength(4);

    let documentCount = 0;
    let tenantCount = 0;
    for (const property of properties) {
      const docs = (
        await t.api({ method: 'GET', url: `/api/properties/${property.id}/documents`, token })
      ).json() as {
        fileUrl: string;
      }[];
      documentCount += docs.length;
      for (const doc of docs) {
        const file = await t.api({ method: 'GET', url: doc.fileUrl, token });
        expect(file.statusCode).toBe(200);
        expect((await fileTypeFromBuffer(file.rawPayload))?.mime).toBe('application/pdf');
      }
      tenantCount += (
        (
          await t.api({ method: 'GET', url: `/api/properties/${property.id}/tenants`, token })
        ).json() as unknown[]
      ).length;
    }
    expect(documentCount).toBeGreaterThanOrEqual(5);
    expect(tenantCount).toBeGreaterThanOrEqual(3);
    const comms = await t.api({ method: 'GET', url: '/api/communications', token });
    expect((comms.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('lets the demo tenant download the written statement shared with them', async () => {
    const landlordToken = await signIn('demo.landlord', 'DemoLandlord#2026');
    const properties = (await t.call('GET', '/api/landlord/properties', landlordToken)).json() as {
      id: number;
    }[];
    let shared: { fileUrl: string } | undefined;
    for (const property of properties) {
      const tenants = (
        await t.call('GET', `/api/properties/${property.id}/tenants`, landlordToken)
      ).json() as {
        id: number;
      }[];
      for (const tenant of tenants) {
        const docs = (await t.call('GET', `/api/tenants/${tenant.id}/documents`, landlordToken)).json() as {
          fileUrl: string;
          sharedWithTenant: boolean;
        }[];
        shared ??= docs.find((d) => d.sharedWithTenant);
      }
    }
    expect(shared).toBeDefined();
    const tenantToken = await signIn('demo.tenant', 'DemoTenant#2026');
    const file = await t.call('GET', shared!.fileUrl, tenantToken);
    expect(file.statusCode).toBe(200);
  });
});
