import type { FileStorage } from '../../lib/storage';
import { seedDemoDocuments, seedLandlordDocuments } from './demo-documents';
import { seedDemoPayments } from './demo-payments';
import { seedDemoRepairs } from './demo-repairs';
import { seedDemoListings } from './demo-listings';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../create-db';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import { communications, properties, tenants, users } from '../schema';
import { hashPassword } from '../../lib/passwords';

/**
 * Demo data for SEED_DEMO=1: the only place sample records exist. The sign-ins are listed in
 * README.md; the landlord's properties, tenancies, communications, rent, documents, repairs and
 * listings follow. Dates are relative to today, so the demo never looks stale.
 */
export const DEMO_ACCOUNTS = [
  {
    username: 'demo.admin',
    password: 'DemoAdmin#2026',
    email: 'demo.admin@example.com',
    fullName: 'Alys Morgan',
    userType: 'admin',
    role: 'admin',
  },
  {
    username: 'demo.landlord',
    password: 'DemoLandlord#2026',
    email: 'demo.landlord@example.com',
    fullName: 'Gareth Price',
    userType: 'landlord',
    role: 'user',
  },
  {
    username: 'demo.tenant',
    password: 'DemoTenant#2026',
    email: 'demo.tenant@example.com',
    fullName: 'Ffion Davies',
    userType: 'tenant',
    role: 'user',
  },
] as const;

export async function seedDemo(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const [already] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo.landlord'`);
  if (already) return;
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        userType: account.userType,
        role: account.role,
        status: 'approved',
        phone: '029 2000 0000',
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing();
  }
  log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.username) }, 'Seeded the demo accounts (SEED_DEMO)');
  const lettings = await seedDemoLettings(db);
  log.info(
    { properties: Object.keys(lettings.properties).length, tenants: Object.keys(lettings.tenants).length },
    'Seeded the demo properties, tenancies and communications (SEED_DEMO)',
  );
  const paymentCount = await seedDemoPayments(db, lettings);
  log.info({ payments: paymentCount }, 'Seeded the demo rent history (SEED_DEMO)');
  const repairCount = await seedDemoRepairs(db, lettings);
  log.info({ repairs: repairCount }, 'Seeded the demo contractors and repairs (SEED_DEMO)');
  const documentCount = await seedDemoDocuments(db, storage, lettings);
  // demo.landlord manages their own lets (let-only): registration due for renewal soon, and a licence.
  const today = todayInLondon();
  await seedLandlordDocuments(db, storage, await idOf(db, 'demo.landlord'), [
    { type: 'RSW_REGISTRATION', reference: 'LR-2741-3318-62', issued: addDays(addMonths(today, -60), 100) },
    { type: 'RSW_LICENCE', reference: 'LL-8830-1127-45', issued: addMonths(today, -26) },
  ]);
  log.info({ documents: documentCount }, 'Seeded the demo documents (SEED_DEMO)');
  const listingCount = await seedDemoListings(db, storage);
  log.info({ listings: listingCount }, "Seeded another landlord's listed homes (SEED_DEMO)");
}

const idOf = async (db: Db, username: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  if (!row) throw new Error(`demo account ${username} is missing`);
  return row.id;
};

/**
 * demo.landlord's portfolio: four Cardiff and Vale homes (a let flat with demo.tenant on a
 * fixed-term contract, a licensed HMO in Cathays, a listed vacant terrace, a house under offer),
 * their tenancies and a few logged communications. Returns the ids for later seed steps.
 */
export async function seedDemoLettings(db: Db) {
  const landlordId = await idOf(db, 'demo.landlord');
  const tenantUserId = await idOf(db, 'demo.tenant');
  const today = todayInLondon();
  const monthsAgo = (n: number) => addMonths(today, -n);

  const insertProperty = async (values: Omit<typeof properties.$inferInsert, 'landlordId'>) =>
    (
      await db
        .insert(properties)
        .values({ ...values, landlordId })
        .returning()
    )[0]!;

  const barry = await insertProperty({
    title: 'Three-bed semi in Barry',
    address: '8 Porthkerry Road',
    city: 'Barry',
    postcode: 'CF62 7AX',
    description:
      'Semi-detached family house with a driveway and a south-facing garden, ten minutes from Barry Island.',
    bedroomCount: 3,
    bathroomCount: 1,
    price: 115_000,
    squareFeet: 980,
    status: 'under_offer',
    hasSmokeAlarms: true,
    hasCOAlarms: true,
    storeys: 2,
    smokeAlarmStoreys: 2,
    hasGasSupply: true,
    combustionRooms: [{ room: 'kitchen', hasCoAlarm: true }],
    epcBand: 'D',
    createdAt: new Date(`${monthsAgo(14)}T09:00:00Z`),
  });
  const canton = await insertProperty({
    title: 'Victorian terrace in Canton',
    // The area is part of the address, so a search for Canton finds the listing.
    address: '42 Severn Road, Canton',
    city: 'Cardiff',
    postcode: 'CF11 9DZ',
    description:
      'Bay-fronted two-bedroom terrace with a modern kitchen, a courtyard garden and original features.',
    bedroomCount: 2,
    bathroomCount: 1,
    price: 125_000,
    squareFeet: 850,
    availableFrom: addDays(today, 21),
    status: 'vacant',
    hasSmokeAlarms: true,
    hasCOAlarms: true,
    storeys: 2,
    smokeAlarmStoreys: 2,
    hasGasSupply: true,
    combustionRooms: [{ room: 'kitchen', hasCoAlarm: true }],
    epcBand: 'C',
    isListed: true,
    listingDescription:
      'A characterful two-bedroom Victorian terrace a short walk from Cowbridge Road East, Victoria Park and the buses into the city centre. Gas central heating, double glazing and a private courtyard. Unfurnished; pets considered.',
    createdAt: new Date(`${monthsAgo(10)}T09:00:00Z`),
  });
  const cathays = await insertProperty({
    title: 'Five-bed student HMO in Cathays',
    address: '27 Rhymney Street',
    city: 'Cardiff',
    postcode: 'CF24 4DG',
    description:
      'Licensed house in multiple occupation over three storeys: five double bedrooms, two shower rooms and a shared kitchen-diner.',
    bedroomCount: 5,
    bathroomCount: 2,
    price: 245_000,
    squareFeet: 1450,
    status: 'occupied',
    hasSmokeAlarms: true,
    hasCOAlarms: true,
    storeys: 3,
    smokeAlarmStoreys: 3,
    licensingArea: 'cathays',
    hasGasSupply: true,
    combustionRooms: [
      { room: 'kitchen', hasCoAlarm: true },
      { room: 'utility_room', hasCoAlarm: true },
    ],
    epcBand: 'D',
    hmoOccupants: 5,
    hmoHouseholds: 2,
    createdAt: new Date(`${monthsAgo(8)}T09:00:00Z`),
  });
  const penarth = await insertProperty({
    title: 'Two-bed flat at Penarth Marina',
    address: 'Flat 6, Windsor Quay, Portway',
    city: 'Penarth',
    postcode: 'CF64 1TQ',
    description: 'Second-floor flat overlooking the marina, with an allocated parking space and a balcony.',
    bedroomCount: 2,
    bathroomCount: 2,
    price: 110_000,
    squareFeet: 760,
    status: 'occupied',
    hasSmokeAlarms: true,
    hasCOAlarms: false,
    storeys: 1,
    smokeAlarmStoreys: 1,
    hasGasSupply: false,
    combustionRooms: [],
    epcBand: 'B',
    createdAt: new Date(`${monthsAgo(6)}T09:00:00Z`),
  });

  const insertTenant = async (values: typeof tenants.$inferInsert) =>
    (await db.insert(tenants).values(values).returning())[0]!;
  const ffion = await insertTenant({
    propertyId: penarth.id,
    userId: tenantUserId,
    fullName: 'Ffion Davies',
    email: 'demo.tenant@example.com',
    phone: '07700 900481',
    leaseStart: monthsAgo(5),
    leaseEnd: addDays(addMonths(monthsAgo(5), 12), -1),
    occupationDate: monthsAgo(5),
    contractType: 'fixed_term',
    fixedTermEnd: addDays(addMonths(monthsAgo(5), 12), -1),
    rentAmount: 110_000,
    deposit: 126_900,
    depositScheme: 'DPS',
    depositSchemeRef: 'DPS-4471-2290',
    depositPaidDate: addDays(monthsAgo(5), -10),
    status: 'active',
    tenantType: 'lead_tenant',
  });
  const formerPenarth = await insertTenant({
    propertyId: penarth.id,
    fullName: 'Owain Jenkins',
    email: 'owain.jenkins@example.com',
    leaseStart: monthsAgo(18),
    leaseEnd: addDays(monthsAgo(6), -1),
    occupationDate: monthsAgo(18),
    contractType: 'periodic',
    rentAmount: 105_000,
    deposit: 121_100,
    depositScheme: 'TDS',
    depositSchemeRef: 'TDS-88120',
    depositPaidDate: monthsAgo(18),
    status: 'past',
    tenantType: 'tenant',
  });
  const start = monthsAgo(7);
  const cathaysTenants = [];
  for (const [fullName, email, type] of [
    ['Cerys Lloyd', 'cerys.lloyd@example.com', 'lead_tenant'],
    ['Tomos Rees', 'tomos.rees@example.com', 'tenant'],
    ['Aisha Khan', 'aisha.khan@example.com', 'tenant'],
    ['Llinos Hughes', 'llinos.hughes@example.com', 'tenant'],
    ['Daniel Morgan', 'daniel.morgan@example.com', 'tenant'],
  ] as const) {
    cathaysTenants.push(
      await insertTenant({
        propertyId: cathays.id,
        fullName,
        email,
        leaseStart: start,
        leaseEnd: addDays(addMonths(start, 12), -1),
        occupationDate: start,
        contractType: 'periodic',
        rentAmount: 49_000,
        deposit: 56_500,
        depositScheme: 'MYDEPOSITS',
        depositSchemeRef: `MYD-${fullName.split(' ')[1]!.toUpperCase()}-${start.slice(0, 4)}`,
        depositPaidDate: addDays(start, -14),
        status: fullName === 'Daniel Morgan' ? 'notice_given' : 'active',
        tenantType: type,
      }),
    );
  }

  const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
  await db.insert(communications).values([
    {
      tenantId: ffion.id,
      propertyId: penarth.id,
      userId: landlordId,
      communicationType: 'email',
      direction: 'outbound',
      subject: 'Welcome pack and written statement',
      content: 'Sent the written statement of the occupation contract, the EPC and the EICR before move-in.',
      date: at(addDays(monthsAgo(5), -3), '10:15'),
    },
    {
      tenantId: ffion.id,
      propertyId: penarth.id,
      userId: landlordId,
      communicationType: 'call',
      direction: 'inbound',
      subject: 'Balcony door sticking',
      content:
        'Ffion rang to say the balcony door sticks in wet weather. Booked the joiner for next Tuesday morning.',
      date: at(addDays(today, -12), '17:40'),
    },
    {
      tenantId: cathaysTenants[0]!.id,
      propertyId: cathays.id,
      userId: landlordId,
      communicationType: 'visit',
      direction: 'outbound',
      subject: 'Quarterly HMO inspection',
      content:
        'Inspected common parts and fire doors; tested the interlinked alarms. All fine; asked the house to keep the hallway clear of bikes.',
      date: at(addDays(today, -30), '11:00'),
    },
    {
      tenantId: cathaysTenants[4]!.id,
      propertyId: cathays.id,
      userId: landlordId,
      communicationType: 'letter',
      direction: 'inbound',
      subject: 'Notice to end the contract',
      content:
        'Daniel gave written notice that he will leave at the end of next month; will advertise the room.',
      date: at(addDays(today, -9), '09:00'),
    },
    {
      tenantId: formerPenarth.id,
      propertyId: penarth.id,
      userId: landlordId,
      communicationType: 'email',
      direction: 'outbound',
      subject: 'Deposit returned',
      content: 'Confirmed the full deposit was released through TDS after the check-out inspection.',
      date: at(addDays(monthsAgo(6), 5), '14:20'),
    },
  ]);

  return {
    properties: { barry: barry.id, canton: canton.id, cathays: cathays.id, penarth: penarth.id },
    tenants: {
      ffion: ffion.id,
      formerPenarth: formerPenarth.id,
      ...Object.fromEntries(cathaysTenants.map((t, i) => [`cathays${i + 1}`, t.id])),
    },
  };
}
