/**
 * An agency of any size, written straight into a migrated PostgreSQL database with
 * generate_series (issue #19's scale bench; nothing here ships). Every landlord has ten homes, eight
 * of them let, each tenancy with ten years of monthly rent (the last few pending or overdue), five
 * certificates per home and a message history: so the landlord the bench signs in as has the same
 * portfolio in a small agency as in a large one, and only the agency around them grows.
 */
import type pg from 'pg';

export interface AgencySize {
  name: string;
  properties: number;
}
export const HOMES_PER_LANDLORD = 10;
/** Months of rent per tenancy: 10,000 homes × 8 in 10 let × 125 = 1,000,000 payments. */
export const MONTHS_PER_TENANCY = 125;
const MESSAGES_PER_HOME = 20;

export async function generateAgency(client: pg.Client, size: AgencySize, passwordHash: string) {
  const landlords = Math.ceil(size.properties / HOMES_PER_LANDLORD);
  // Bulk rows without the audit trail's and the public version's triggers (a million audit rows
  // would take minutes and measure nothing the reads touch); the rows themselves are consistent.
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `insert into users (username, password_hash, email, user_type, full_name, status, role)
     values ('bench.admin', $1, 'bench.admin@example.test', 'admin', 'Bench Admin', 'approved', 'admin')`,
    [passwordHash],
  );
  await client.query(
    `insert into users (username, password_hash, email, user_type, full_name, status)
     select 'bench.landlord.' || n, $1, 'bench.landlord.' || n || '@example.test', 'landlord',
            'Landlord ' || n, 'approved'
     from generate_series(1, $2::int) n`,
    [passwordHash, landlords],
  );
  // Home n belongs to landlord ceil(n / 10); statuses and listings as a real book would have them.
  await client.query(
    `insert into properties (landlord_id, title, address, city, postcode, description, bedroom_count,
                             bathroom_count, price, status, has_gas_supply, smoke_alarm_storeys, storeys,
                             epc_band, is_listed, created_at)
     select l.id, 'Home ' || n, n || ' Cathedral Road', 'Cardiff', 'CF11 ' || (n % 10) || 'AA',
            'A home generated for the scale bench.', 1 + n % 5, 1 + n % 2, 80000 + (n % 400) * 100,
            case when n % 10 < 8 then 'occupied' else 'vacant' end, n % 3 <> 0, 2, 2, 'C',
            n % 10 = 9, timestamp '2020-01-01' + make_interval(hours => n)
     from generate_series(1, $1::int) n
     join users l on l.username = 'bench.landlord.' || ((n - 1) / ${HOMES_PER_LANDLORD} + 1)`,
    [size.properties],
  );
  await client.query(
    `insert into tenants (property_id, full_name, email, lease_start, lease_end, occupation_date,
                          rent_amount, deposit, deposit_paid_date, payment_reference)
     select p.id, 'Contract-holder ' || p.id, 'holder.' || p.id || '@example.test',
            date '2016-09-01', date '2027-08-31', date '2016-09-01', p.price, p.price,
            date '2016-09-01', 'B' || lpad(p.id::text, 7, '0')
     from properties p where p.status = 'occupied'`,
  );
  await client.query(
    `insert into rent_payments (tenant_id, property_id, amount, payment_date, due_date, status, external_source)
     select t.id, t.property_id, t.rent_amount, d::date, d::date,
            case when m > ${MONTHS_PER_TENANCY - 2} then 'pending'
                 when m > ${MONTHS_PER_TENANCY - 4} and t.id % 4 = 0 then 'overdue'
                 else 'paid' end,
            'schedule'
     from tenants t,
     lateral (select m, date '2016-09-01' + make_interval(months => m - 1) as d
              from generate_series(1, ${MONTHS_PER_TENANCY}) m) months`,
  );
  await client.query(
    `insert into documents (property_id, title, document_type, storage_key, file_name, file_size,
                            file_type, issue_date, epc_band)
     select p.id, k.kind, k.kind, 'bench/' || k.kind || '/' || p.id, 'certificate.pdf', 100,
            'application/pdf', date '2026-11-01' - ((p.id * 7 + k.offset_days) % 1500), 
            case when k.kind = 'EPC' then 'C' end
     from properties p
     cross join (values ('EICR', 0), ('EPC', 90), ('INSURANCE', 180), ('LEGIONELLA', 270), ('GAS', 30)) k(kind, offset_days)
     where k.kind <> 'GAS' or p.has_gas_supply`,
  );
  await client.query(
    `insert into documents (property_id, tenant_id, title, document_type, storage_key, file_name,
                            file_size, file_type, issue_date)
     select t.property_id, t.id, k.kind, k.kind, 'bench/' || k.kind || '/' || t.id, 'tenancy.pdf', 100,
            'application/pdf', date '2016-09-05'
     from tenants t cross join (values ('WRITTEN_STATEMENT'), ('DEPOSIT_PROTECTION')) k(kind)`,
  );
  await client.query(
    `insert into landlord_documents (landlord_id, document_type, title, reference, storage_key, file_name,
                                     file_size, file_type, issue_date)
     select id, 'RSW_REGISTRATION', 'Registration', 'LR-' || id, 'bench/rsw/' || id, 'rsw.pdf', 100,
            'application/pdf', date '2025-01-01'
     from users where user_type = 'landlord'`,
  );
  // Messages: e-mails and a few texts about each tenancy over the years, one in fifty failed.
  await client.query(
    `insert into outbox (channel, recipient, subject, text_body, template, status, attempts, tenant_id,
                         created_at, sent_at)
     select case when k % 5 = 0 then 'sms' else 'email' end,
            case when k % 5 = 0 then '+447700' || lpad((t.id % 1000000)::text, 6, '0') else t.email end,
            case when k % 5 = 0 then null else 'Rent reminder ' || k end,
            'The body of message ' || k || ', as the product would have written it.',
            'bench', case when (t.id + k) % 50 = 0 then 'failed' else 'sent' end, 1, t.id,
            timestamp '2026-11-01' - make_interval(days => k * 30, mins => t.id),
            timestamp '2026-11-01' - make_interval(days => k * 30, mins => t.id)
     from tenants t cross join generate_series(1, ${Math.round(MESSAGES_PER_HOME / 0.8)}) k`,
  );
  for (const table of [
    'users',
    'properties',
    'tenants',
    'rent_payments',
    'documents',
    'outbox',
    'landlord_documents',
  ])
    // As autovacuum leaves a long-lived database: statistics, and pages marked all-visible.
    await client.query(`vacuum analyze ${table}`);
  const counts = await client.query<{ properties: number; payments: number; messages: number }>(
    `select (select count(*)::int from properties) as properties,
            (select count(*)::int from rent_payments) as payments,
            (select count(*)::int from outbox) as messages`,
  );
  return counts.rows[0]!;
}
