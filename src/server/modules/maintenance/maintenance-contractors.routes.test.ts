/** Repairs: assigning a contractor, who must hold in-date certificates and is sent the job. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { MaintenanceRequest } from '@shared/maintenance';
import { insertContractor, insertRequest } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { maintenanceWorld } from '../../../../tests/setup/worlds/maintenance';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, other, tenant, admin, tenancy, tenantEmail, patch, png, upload } =
  await maintenanceWorld(t);

describe('maintenance API (landlord, agency and photos)', () => {
  describe('assigning a contractor', () => {
    it('assigns one from the landlord’s directory and e-mails them the job with the photos attached', async () => {
      const row = await insertRequest(t.db, tenancy, {
        title: 'Leak under sink',
        description: 'Water pooling under the kitchen sink.',
        category: 'plumbing',
        accessNotes: 'Key in the safe, code from the landlord.',
      });
      expect((await upload(row.id, [await png()], tenant.token)).statusCode).toBe(201);
      const plumber = await insertContractor(t.db, landlord.user.id, {
        name: 'Dai Plumbing',
        email: 'dai@plumbing.example.test',
      });
      const res = await patch(row.id, { contractorId: plumber.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<MaintenanceRequest>().contractor).toEqual({
        id: plumber.id,
        name: 'Dai Plumbing',
        trade: 'plumbing',
      });

      const [mail] = await t.mailsTo('dai@plumbing.example.test');
      expect(mail).toMatchObject({ template: 'maintenance_job' });
      expect(mail!.subject).toBe('Routine job: Leak under sink at 4 Salisbury Road, CF24 4AA');
      expect(mail!.textBody).toContain('Water pooling under the kitchen sink.');
      expect(mail!.textBody).toContain('Access: Key in the safe, code from the landlord.');
      expect(mail!.textBody).toContain('Tenant: Seren, 07700 900456.');
      expect(mail!.textBody).not.toContain('Hughes');
      expect(mail!.textBody).not.toContain(tenantEmail);
      const [photo] = await t.db
        .select()
        .from(maintenancePhotos)
        .where(eq(maintenancePhotos.requestId, row.id));
      expect(mail!.attachments).toEqual([
        {
          filename: `repair-${row.id}-photo-1.webp`,
          contentType: 'image/webp',
          storageKey: photo!.storageKey,
        },
      ]);

      // Saying the same contractor again sends nothing new; null unassigns.
      const again = await patch(row.id, { contractorId: plumber.id });
      expect(again.statusCode).toBe(200);
      expect(await t.mailsTo('dai@plumbing.example.test')).toHaveLength(1);
      const unassigned = await patch(row.id, { contractorId: null });
      expect(unassigned.json<MaintenanceRequest>().contractor).toBeNull();
    });

    it('refuses a contractor whose required certificate has expired (409, with the reason)', async () => {
      const row = await insertRequest(t.db, tenancy, { category: 'gas' });
      const expiredOn = addDays(todayInLondon(), -1);
      const gasEngineer = await insertContractor(t.db, landlord.user.id, {
        name: 'Expired Gas Ltd',
        trade: 'gas',
        email: 'expired@gas.example.test',
        certificates: [
          { kind: 'gas_safe', expiresOn: expiredOn },
          { kind: 'insurance', expiresOn: '2099-01-01' },
        ],
      });
      const res = await patch(row.id, { contractorId: gasEngineer.id, notes: 'Booked' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        message: `The Gas Safe registration expired on ${expiredOn}`,
      });
      const [after] = await t.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, row.id));
      expect(after!.contractorId).toBeNull();
      expect(await t.mailsTo('expired@gas.example.test')).toEqual([]);
      // The whole change is refused: the note did not go into the history either.
      const mine = (await t.call('GET', '/api/tenant/maintenance', tenant.token)).json<
        MaintenanceRequest[]
      >();
      expect(mine.find((r) => r.id === row.id)?.history).toEqual([]);
    });

    it("does not find another landlord's contractor (404), even for an admin on this property", async () => {
      const row = await insertRequest(t.db, tenancy);
      const theirs = await insertContractor(t.db, other.user.id);
      expect((await patch(row.id, { contractorId: theirs.id })).statusCode).toBe(404);
      expect((await patch(row.id, { contractorId: theirs.id }, admin.token)).statusCode).toBe(404);
      const ours = await insertContractor(t.db, landlord.user.id, { email: null });
      expect((await patch(row.id, { contractorId: ours.id }, admin.token)).statusCode).toBe(200);
    });
  });
});
