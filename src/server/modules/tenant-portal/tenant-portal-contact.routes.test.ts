/** The tenant portal: a message to the landlord. */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../../../tests/setup/factories';
import { createTestApp } from '../../../../tests/setup/test-app';
import { tenantPortalWorld } from '../../../../tests/setup/worlds/tenant-portal';
import { communications } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { landlord, tenantUser, otherTenantUser, home, current, othersTenancy, contact } =
  await tenantPortalWorld(t);

describe('tenant portal API', () => {
  describe('contact landlord', () => {
    it('checks the subject and message, with the schema’s words', async () => {
      const res = await contact(tenantUser.token, { subject: 'Hi', message: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        subject: 'Subject must be at least 3 characters',
        message: 'Message must be at least 10 characters',
      });
      const extra = await contact(tenantUser.token, {
        subject: 'Dripping tap',
        message: 'The kitchen tap drips all night long.',
        tenancyId: othersTenancy.id,
      });
      expect(extra.statusCode).toBe(400);
    });

    it("logs an inbound e-mail in the tenancy's Communications and e-mails the landlord", async () => {
      const res = await contact(tenantUser.token, {
        subject: '  Heating question ',
        message: 'Could you tell me when the boiler was last serviced?',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Your message has been sent to your landlord.' });

      const rows = await t.db.select().from(communications).where(eq(communications.tenantId, current.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        propertyId: home.id,
        userId: tenantUser.user.id,
        communicationType: 'email',
        direction: 'inbound',
        subject: 'Heating question',
        content: 'Could you tell me when the boiler was last serviced?',
      });

      // The landlord sees it in that tenant's Communications.
      const log = await t.call('GET', `/api/communications?tenantId=${current.id}`, landlord.token);
      expect(log.json()).toEqual([
        expect.objectContaining({ subject: 'Heating question', direction: 'inbound' }),
      ]);

      const [mail] = await t.mailsTo(landlord.user.email);
      expect(mail).toBeDefined();
      expect(mail!.subject).toContain('Heating question');
      expect(mail!.textBody).toContain('Could you tell me when the boiler was last serviced?');
      expect(mail!.textBody).toContain(tenantUser.user.email);
      expect(mail!.textBody).toContain('Seren Hughes');
    });

    it('allows 10 messages an hour per tenant, then answers 429', async () => {
      const chatty = await t.signedIn({ userType: 'tenant' });
      const tenancy = await insertTenant(t.db, home.id, { userId: chatty.user.id });
      const payload = { subject: 'Another question', message: 'Just one more thing to ask you about.' };
      for (let i = 0; i < 10; i += 1) expect((await contact(chatty.token, payload)).statusCode).toBe(201);
      const res = await contact(chatty.token, payload);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const logged = await t.db
        .select()
        .from(communications)
        .where(and(eq(communications.tenantId, tenancy.id), eq(communications.userId, chatty.user.id)));
      expect(logged).toHaveLength(10);
      // Another tenant is not held back by it.
      expect((await contact(otherTenantUser.token, payload)).statusCode).toBe(201);
    });
  });
});
