/**
 * The bench's own view of the product's database (to count what was stored, behind the API's
 * back) and the few people and records the faults start from. The records are inserted with the
 * test factories; writes under test always go through the product's HTTP API.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../src/server/db/create-db';
import * as schema from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/lib/passwords';
import { insertProperty, insertTenant } from '../../../tests/setup/factories';
import { onCleanup } from './cleanup';
import { signIn } from './http';
import type { Postgres } from './postgres';
import type { Product } from './product';
import type { SmtpSink } from './smtp-sink';

export const PASSWORD = 'Fault-Bench-Pass-2026';

export interface World {
  root: string;
  dataDir: string;
  pg: Postgres;
  product: Product;
  sink: SmtpSink;
  /** The bench's own connection to the product's database. */
  sql: pg.Pool;
  db: Db;
  landlord: { id: number; username: string; token: string };
  propertyId: number;
  tenancyId: number;
}

export function benchDb(url: string) {
  const sql = new pg.Pool({ connectionString: url, max: 3 });
  sql.on('error', () => {}); // fault 2 stops the server under idle connections
  onCleanup('the bench database connection', () => sql.end());
  return { sql, db: drizzle(sql, { schema }) as unknown as Db };
}

let passwordHash: Promise<string> | undefined;

/** An approved account that chose its own password, so it signs in at once. */
export async function insertUser(db: Db, userType: 'landlord' | 'tenant', name: string) {
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await db
    .insert(schema.users)
    .values({
      username: name,
      email: `${name}@faults.test`,
      fullName: `Fault ${name}`,
      userType,
      status: 'approved',
      passwordHash: await passwordHash,
    })
    .returning();
  return row!;
}

/** A landlord, signed in, with a property and a tenancy in it. */
export async function landlordWithTenancy(db: Db, base: string) {
  const user = await insertUser(db, 'landlord', 'landlord');
  const property = await insertProperty(db, user.id, { title: 'Fault bench house' });
  const tenancy = await insertTenant(db, property.id, { fullName: 'Fault Bench Tenant' });
  const token = await signIn(base, user.username, PASSWORD);
  return {
    landlord: { id: user.id, username: user.username, token },
    propertyId: property.id,
    tenancyId: tenancy.id,
  };
}
