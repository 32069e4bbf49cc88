import { describe, expect, it } from 'vitest';
import { maintenanceKeys } from './api';

describe('maintenance query keys', () => {
  it("keys each of the tenant's tenancies and pages apart, under one prefix to refresh them all", () => {
    expect(maintenanceKeys.tenant()).not.toEqual(maintenanceKeys.tenant(7));
    expect(maintenanceKeys.tenant(7)).not.toEqual(maintenanceKeys.tenant(8));
    expect(maintenanceKeys.tenant(7, 20)).not.toEqual(maintenanceKeys.tenant(7, 0));
    expect(maintenanceKeys.tenant(7).slice(0, 2)).toEqual(maintenanceKeys.tenantAll());
    expect(maintenanceKeys.tenantAll().slice(0, 1)).toEqual(maintenanceKeys.all);
  });
});
