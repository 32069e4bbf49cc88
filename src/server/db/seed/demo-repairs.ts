import { sql } from 'drizzle-orm';
import { addDays, todayInLondon } from '@shared/dates';
import { respondByFor } from '@shared/maintenance';
import type { Db } from '../create-db';
import {
  contractorCertificates,
  contractors,
  maintenanceRequests,
  maintenanceUpdates,
  users,
} from '../schema';

interface Lettings {
  properties: Record<string, number>;
  tenants: Record<string, number>;
}

/**
 * SEED_DEMO only: demo.landlord's contractors (one in date, one whose insurance expires soon, one
 * whose Gas Safe registration has lapsed) and repairs: Ffion's boiler repair in progress with the
 * engineer assigned, and a completed one in Cathays, so both portals show a repair's whole life.
 */
export async function seedDemoRepairs(db: Db, lettings: Lettings): Promise<number> {
  const today = todayInLondon();
  const [landlord] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo.landlord'`);
  const [ffionUser] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo.tenant'`);
  if (!landlord || !ffionUser) return 0;

  const [gas, electrician, lapsed] = await db
    .insert(contractors)
    .values([
      {
        landlordId: landlord.id,
        name: 'Dafydd Heating & Gas',
        trade: 'gas',
        phone: '029 2000 1111',
        email: 'dafydd.gas@example.com',
      },
      {
        landlordId: landlord.id,
        name: 'Sparks Cymru',
        trade: 'electrical',
        phone: '029 2000 2222',
        email: 'office@sparkscymru.example.com',
      },
      {
        landlordId: landlord.id,
        name: 'Valley Boilers',
        trade: 'gas',
        phone: '01443 000333',
        email: 'jobs@valleyboilers.example.com',
      },
    ])
    .returning({ id: contractors.id });
  await db.insert(contractorCertificates).values([
    { contractorId: gas!.id, kind: 'gas_safe', reference: 'GS 548213', expiresOn: addDays(today, 240) },
    { contractorId: gas!.id, kind: 'insurance', reference: 'PL-77120', expiresOn: addDays(today, 190) },
    {
      contractorId: electrician!.id,
      kind: 'electrical',
      reference: 'NICEIC 60412',
      expiresOn: addDays(today, 300),
    },
    {
      contractorId: electrician!.id,
      kind: 'insurance',
      reference: 'PL-30981',
      expiresOn: addDays(today, 18),
    },
    { contractorId: lapsed!.id, kind: 'gas_safe', reference: 'GS 102944', expiresOn: addDays(today, -12) },
    { contractorId: lapsed!.id, kind: 'insurance', reference: 'PL-55510', expiresOn: addDays(today, 100) },
  ]);

  const reportedAt = new Date(`${addDays(today, -2)}T08:40:00Z`);
  const [boiler] = await db
    .insert(maintenanceRequests)
    .values({
      tenantId: lettings.tenants.ffion!,
      propertyId: lettings.properties.penarth!,
      title: 'Boiler losing pressure',
      description:
        'The boiler pressure drops below 1 bar every morning and the radiators go cold by the evening. I have topped it up twice.',
      category: 'heating',
      priority: 'urgent',
      status: 'in_progress',
      accessNotes: 'Weekdays after 9am. Key safe code given by phone. A friendly cat lives here.',
      contractorId: gas!.id,
      respondBy: respondByFor('urgent', reportedAt, addDays(today, -2)),
      createdAt: reportedAt,
      updatedAt: new Date(`${addDays(today, -1)}T10:15:00Z`),
    })
    .returning({ id: maintenanceRequests.id });
  await db.insert(maintenanceUpdates).values([
    {
      requestId: boiler!.id,
      status: 'submitted',
      note: null,
      userId: ffionUser.id,
      byName: ffionUser.fullName,
      byRole: 'tenant',
      createdAt: reportedAt,
    },
    {
      requestId: boiler!.id,
      status: 'in_progress',
      note: 'Dafydd Heating & Gas will call you to arrange a visit this week. Please keep topping up to 1.5 bar until then.',
      userId: landlord.id,
      byName: landlord.fullName,
      byRole: 'landlord',
      createdAt: new Date(`${addDays(today, -1)}T10:15:00Z`),
    },
  ]);

  const fixedAt = new Date(`${addDays(today, -40)}T09:00:00Z`);
  const [tap] = await db
    .insert(maintenanceRequests)
    .values({
      tenantId: lettings.tenants.cathays1!,
      propertyId: lettings.properties.cathays!,
      title: 'Kitchen tap dripping',
      description: 'The cold tap in the kitchen drips constantly, even when turned off hard.',
      category: 'plumbing',
      priority: 'routine',
      status: 'completed',
      cost: 8_500,
      respondBy: respondByFor('routine', fixedAt, addDays(today, -40)),
      createdAt: fixedAt,
      updatedAt: new Date(`${addDays(today, -33)}T15:00:00Z`),
    })
    .returning({ id: maintenanceRequests.id });
  await db.insert(maintenanceUpdates).values([
    {
      requestId: tap!.id,
      status: 'submitted',
      note: null,
      byName: 'Cerys Lloyd',
      byRole: 'tenant',
      createdAt: fixedAt,
    },
    {
      requestId: tap!.id,
      status: 'completed',
      note: 'Washer replaced. Please let us know if it starts again.',
      userId: landlord.id,
      byName: landlord.fullName,
      byRole: 'landlord',
      createdAt: new Date(`${addDays(today, -33)}T15:00:00Z`),
    },
  ]);
  return 2;
}
