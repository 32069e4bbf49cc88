/** Test fixtures for the compliance API tests: uploads of evidence, direct inserts and the engine's date rules. */
import type { ComplianceItem, RuleId } from '@shared/compliance';
import { addDays, addMonths } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { EpcBand } from '@shared/properties';
import type { TestApp } from '../../../../tests/setup/test-app';
import type { Db } from '../../db/create-db';
import { documents } from '../../db/schema';
import { multipart } from '../properties/fixtures';

/** A tiny, valid PDF: uploads are judged by their bytes. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The multipart body of a document upload: the form fields plus a PDF. */
export const documentForm = (fields: Record<string, string>) =>
  multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'certificate.pdf', contentType: 'application/pdf', data: PDF },
  ]);

export interface DocFields {
  documentType: DocumentType;
  issueDate: string;
  expiryDate?: string;
  epcBand?: EpcBand;
  reference?: string;
  title?: string;
}

const fieldsOf = (f: DocFields): Record<string, string> => ({
  title: f.title ?? `${f.documentType} certificate`,
  documentType: f.documentType,
  issueDate: f.issueDate,
  ...(f.expiryDate ? { expiryDate: f.expiryDate } : {}),
  ...(f.epcBand ? { epcBand: f.epcBand } : {}),
  ...(f.reference ? { reference: f.reference } : {}),
});

export const uploadPropertyDoc = (t: TestApp, token: string | undefined, propertyId: number, f: DocFields) =>
  t.api({
    method: 'POST',
    url: `/api/properties/${propertyId}/documents`,
    token,
    ...documentForm(fieldsOf(f)),
  });

export const uploadTenancyDoc = (t: TestApp, token: string | undefined, tenantId: number, f: DocFields) =>
  t.api({ method: 'POST', url: `/api/tenants/${tenantId}/documents`, token, ...documentForm(fieldsOf(f)) });

export const uploadLandlordDoc = (t: TestApp, token: string | undefined, f: DocFields, landlordId?: number) =>
  t.api({
    method: 'POST',
    url: `/api/landlord/documents${landlordId === undefined ? '' : `?landlordId=${landlordId}`}`,
    token,
    ...documentForm(fieldsOf(f)),
  });

/** A document row without a file, added behind the API's back (no copies served, no reminders run). */
export async function insertDocument(
  db: Db,
  propertyId: number,
  f: DocFields & { tenantId?: number | null },
) {
  const [row] = await db
    .insert(documents)
    .values({
      propertyId,
      tenantId: f.tenantId ?? null,
      title: f.title ?? `${f.documentType} (row)`,
      documentType: f.documentType,
      storageKey: `fixtures/${f.documentType}-${propertyId}-${Math.random().toString(36).slice(2)}`,
      fileName: 'certificate.pdf',
      fileSize: 100,
      fileType: 'application/pdf',
      issueDate: f.issueDate,
      expiryDate: f.expiryDate ?? null,
      epcBand: f.epcBand ?? null,
      reference: f.reference ?? null,
    })
    .returning();
  return row!;
}

/** WALES.md: "5 years beginning with X" ends the day before the fifth anniversary (or on the month's end). */
export function fiveYearsBeginningWith(start: string): string {
  const anniversary = addMonths(start, 60);
  return anniversary.slice(8) === start.slice(8) ? addDays(anniversary, -1) : anniversary;
}

/** The items of one rule (and, for tenancy items, one tenancy). */
export const itemsOf = (items: ComplianceItem[], rule: RuleId, tenancyId?: number) =>
  items.filter((i) => i.rule === rule && (tenancyId === undefined || i.tenancyId === tenancyId));

export const itemOf = (items: ComplianceItem[], rule: RuleId, tenancyId?: number): ComplianceItem => {
  const found = itemsOf(items, rule, tenancyId);
  if (found.length !== 1)
    throw new Error(
      `expected one ${rule} item, found ${found.length}: ${JSON.stringify(items.map((i) => i.rule))}`,
    );
  return found[0]!;
};

const SEVERITY = { ok: 0, due_soon: 1, missing: 2, overdue: 3 } as const;
/** CONTRACT.md §6: a list's status is the worst of its items'. */
export const worstOf = (statuses: (keyof typeof SEVERITY)[]) =>
  statuses.reduce<keyof typeof SEVERITY>((w, s) => (SEVERITY[s] > SEVERITY[w] ? s : w), 'ok');
