import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { later, type PropertyFacts } from '@shared/compliance';
import type { DocumentType } from '@shared/documents';
import type { Locale } from '@shared/i18n/locale';
import { OPEN_MAINTENANCE_STATUSES } from '@shared/maintenance';
import type { ManagementMode } from '@shared/user-roles';
import type { Db } from '../../db/create-db';
import {
  documentServices,
  documents,
  landlordDocuments,
  maintenanceRequests,
  properties,
  rentChanges,
  tenants,
  users,
} from '../../db/schema';

/** Documents the engine reads; OTHER and the like never change a duty. */
const EVIDENCE_TYPES: DocumentType[] = [
  'GAS',
  'EICR',
  'EPC',
  'SMOKE_CO',
  'LEGIONELLA',
  'INSURANCE',
  'HMO_LICENCE',
  'MEES_EXEMPTION',
  'ELECTRICAL_WORK_CONFIRMATION',
  'WRITTEN_STATEMENT',
  'DEPOSIT_PROTECTION',
  'NOTICE',
  'RENT_NOTICE',
  'INSPECTION',
];

export interface LandlordContact {
  id: number;
  fullName: string;
  email: string;
  managementMode: ManagementMode;
  /** The landlord's reminders are written in it. */
  language: Locale;
}

export interface LoadedFacts {
  facts: PropertyFacts[];
  landlords: Map<number, LandlordContact>;
}

/**
 * The facts of every property matching `scope` (a WHERE on properties), in eight queries
 * whatever the number of properties: properties, landlords, landlord documents, tenancies,
 * documents, services, open fitness repairs and the last rent increases. Archived properties
 * are left out: nothing is let or advertised from them.
 */
export async function loadFacts(
  db: Db,
  scope: SQL | undefined,
  today: string,
  /** Inside a transaction (one connection), one query after another rather than all at once. */
  options: { sequential?: boolean } = {},
): Promise<LoadedFacts> {
  const where = and(scope, isNull(properties.archivedAt));
  const inScope = sql`(select ${properties.id} from ${properties} where ${where})`;
  const landlordsInScope = sql`(select ${properties.landlordId} from ${properties} where ${where})`;

  const [
    propertyRows,
    landlordRows,
    landlordDocRows,
    tenancyRows,
    docRows,
    serviceRows,
    fitnessRows,
    increaseRows,
  ] = await (options.sequential ? inOrder : all)([
    db.select().from(properties).where(where).orderBy(properties.id),
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        managementMode: users.managementMode,
        language: users.language,
      })
      .from(users)
      .where(inArray(users.id, landlordsInScope)),
    db.select().from(landlordDocuments).where(inArray(landlordDocuments.landlordId, landlordsInScope)),
    db
      .select()
      .from(tenants)
      .where(and(inArray(tenants.propertyId, inScope), ne(tenants.status, 'past'))),
    db
      .select({
        id: documents.id,
        propertyId: documents.propertyId,
        tenantId: documents.tenantId,
        type: documents.documentType,
        issueDate: documents.issueDate,
        expiryDate: documents.expiryDate,
        epcBand: documents.epcBand,
        reference: documents.reference,
        maxOccupants: documents.maxOccupants,
      })
      .from(documents)
      .where(and(inArray(documents.propertyId, inScope), inArray(documents.documentType, EVIDENCE_TYPES))),
    db
      .select({
        documentId: documentServices.documentId,
        tenantId: documentServices.tenantId,
        propertyId: documents.propertyId,
        servedOn: sql<string>`to_char(${documentServices.servedAt} at time zone 'Europe/London', 'YYYY-MM-DD')`,
      })
      .from(documentServices)
      .innerJoin(documents, eq(documents.id, documentServices.documentId))
      .where(inArray(documents.propertyId, inScope)),
    db
      .select({ tenantId: maintenanceRequests.tenantId, open: sql<number>`count(*)`.mapWith(Number) })
      .from(maintenanceRequests)
      .where(
        and(
          inArray(maintenanceRequests.propertyId, inScope),
          eq(maintenanceRequests.fitnessMatter, true),
          inArray(maintenanceRequests.status, [...OPEN_MAINTENANCE_STATUSES]),
        ),
      )
      .groupBy(maintenanceRequests.tenantId),
    // The last day the rent went up: a change above the amount before it (the first row is the starting rent).
    // A rise already agreed for a later day counts too: the next may take effect only 12 months after it.
    db.execute(sql`select tenant_id, max(effective_from)::text as last_increase from (
          select ${rentChanges.tenantId} as tenant_id, ${rentChanges.effectiveFrom} as effective_from, ${rentChanges.amount} as amount,
                 lag(${rentChanges.amount}) over (partition by ${rentChanges.tenantId} order by ${rentChanges.effectiveFrom}, ${rentChanges.id}) as before
          from ${rentChanges}
          where ${rentChanges.tenantId} in (select ${tenants.id} from ${tenants} where ${tenants.propertyId} in ${inScope})
        ) changes where before is not null and amount > before group by tenant_id`),
  ]);

  const landlords = new Map<number, LandlordContact>(landlordRows.map((l) => [l.id, l]));
  const lastIncrease = new Map<number, string>(
    (increaseRows as unknown as { rows: { tenant_id: number; last_increase: string }[] }).rows.map((r) => [
      Number(r.tenant_id),
      r.last_increase,
    ]),
  );
  const fitness = new Map(fitnessRows.map((r) => [r.tenantId, r.open]));
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const out = new Map<K, T[]>();
    for (const row of rows) {
      const list = out.get(key(row));
      if (list) list.push(row);
      else out.set(key(row), [row]);
    }
    return out;
  };
  const tenanciesByProperty = group(tenancyRows, (t) => t.propertyId);
  const docsByProperty = group(docRows, (d) => d.propertyId);
  const servicesByProperty = group(serviceRows, (s) => s.propertyId);
  const landlordDocs = group(landlordDocRows, (d) => d.landlordId);

  const facts = propertyRows.map((p): PropertyFacts => {
    const landlord = landlords.get(p.landlordId);
    return {
      today,
      property: {
        id: p.id,
        title: p.title,
        postcode: p.postcode,
        isListed: p.isListed,
        hasGasSupply: p.hasGasSupply,
        storeys: p.storeys ?? 1,
        smokeAlarmStoreys: p.smokeAlarmStoreys,
        combustionRooms: p.combustionRooms,
        hmoOccupants: p.hmoOccupants,
        hmoHouseholds: p.hmoHouseholds,
        licensingArea: p.licensingArea,
      },
      landlord: {
        id: p.landlordId,
        managementMode: landlord?.managementMode ?? 'let_only',
        documents: (landlordDocs.get(p.landlordId) ?? []).map((d) => ({
          id: d.id,
          type: d.documentType,
          tenancyId: null,
          issueDate: d.issueDate,
          expiryDate: d.expiryDate,
          epcBand: null,
          reference: d.reference,
          maxOccupants: null,
        })),
      },
      tenancies: (tenanciesByProperty.get(p.id) ?? []).map((t) => ({
        id: t.id,
        fullName: t.fullName,
        status: t.status,
        tenantType: t.tenantType,
        occupationDate: t.occupationDate ?? t.leaseStart,
        contractType: t.contractType,
        fixedTermEnd: t.fixedTermEnd,
        deposit: t.deposit,
        depositPaidDate: t.depositPaidDate,
        lastRentIncreaseOn: later(t.lastRentIncreaseOn, lastIncrease.get(t.id)),
        openFitnessRepairs: fitness.get(t.id) ?? 0,
      })),
      documents: (docsByProperty.get(p.id) ?? []).map((d) => ({
        id: d.id,
        type: d.type,
        tenancyId: d.tenantId,
        issueDate: d.issueDate,
        expiryDate: d.expiryDate,
        epcBand: d.epcBand,
        reference: d.reference,
        maxOccupants: d.maxOccupants,
      })),
      services: (servicesByProperty.get(p.id) ?? []).map((s) => ({
        documentId: s.documentId,
        tenancyId: s.tenantId,
        servedOn: s.servedOn,
      })),
    };
  });
  return { facts, landlords };
}

type Resolved<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };
const all = <T extends readonly unknown[]>(queries: T) => Promise.all(queries) as Promise<Resolved<T>>;
/** Drizzle's queries run when awaited, so awaiting them in turn runs them in turn. */
async function inOrder<T extends readonly unknown[]>(queries: T): Promise<Resolved<T>> {
  const out: unknown[] = [];
  for (const query of queries) out.push(await query);
  return out as Resolved<T>;
}
