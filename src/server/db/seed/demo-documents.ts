import crypto from 'node:crypto';
import { AGENCY } from '@shared/agency';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { EpcBand } from '@shared/properties';
import type { Db } from '../create-db';
import { documentServices, documents, landlordDocuments } from '../schema';
import type { FileStorage } from '../../lib/storage';

/** A one-page PDF saying what the demo document is: enough to open, download and check by content. */
export function demoPdf(title: string, lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 18 Tf 72 760 Td (${escape(title)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 11 Tf 72 ${730 - i * 18} Td (${escape(line)}) Tj ET`))
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface SeedIds {
  properties: { penarth: number; cathays: number; canton: number; barry: number };
  tenants: Record<string, number> & { ffion: number };
}

interface DemoDoc {
  propertyId: number;
  tenantId?: number;
  title: string;
  type: DocumentType;
  issued: string;
  expires: string | null;
  shared?: boolean;
  epcBand?: EpcBand;
  reference?: string;
  maxOccupants?: number;
}

/**
 * The demo landlord's certificates, a realistic mix for the compliance screens: most duties met,
 * an insurance renewal and an electrical report coming up, the Canton gas record expiring in 20
 * days, and two things overdue in the Cathays HMO (its gas check ran out five days ago; one
 * contract-holder's deposit protection is missing). Copies already given are recorded, so
 * nothing is e-mailed to the demo tenants on the first start.
 */
export async function seedDemoDocuments(db: Db, storage: FileStorage, ids: SeedIds): Promise<number> {
  const today = todayInLondon();
  const { penarth, cathays, canton, barry } = ids.properties;
  const cathaysTenants = Object.entries(ids.tenants)
    .filter(([name]) => name.startsWith('cathays'))
    .map(([, id]) => id);
  const docs: DemoDoc[] = [
    {
      propertyId: penarth,
      title: 'EICR – Penarth flat',
      type: 'EICR',
      issued: addMonths(today, -20),
      expires: addMonths(today, 40),
    },
    {
      propertyId: penarth,
      title: 'EPC – band C',
      type: 'EPC',
      issued: addMonths(today, -30),
      expires: addMonths(today, 90),
      epcBand: 'C',
    },
    {
      propertyId: penarth,
      title: 'Legionella risk assessment',
      type: 'LEGIONELLA',
      issued: addMonths(today, -6),
      expires: null,
    },
    {
      propertyId: penarth,
      title: 'Buildings insurance',
      type: 'INSURANCE',
      issued: addDays(addMonths(today, -12), 25),
      expires: addDays(today, 25),
    },
    {
      propertyId: cathays,
      title: 'HMO Licence – Cathays',
      type: 'HMO_LICENCE',
      issued: addMonths(today, -14),
      expires: addMonths(today, 46),
      reference: 'CDF/HMO/2025/0147',
      maxOccupants: 5,
    },
    {
      propertyId: cathays,
      title: 'Gas Safety Record',
      type: 'GAS',
      issued: addMonths(today, -13),
      expires: addDays(today, -5),
    },
    {
      propertyId: cathays,
      title: 'EICR – Rhymney Street',
      type: 'EICR',
      issued: addMonths(today, -30),
      expires: addMonths(today, 30),
    },
    {
      propertyId: cathays,
      title: 'EPC – band D',
      type: 'EPC',
      issued: addMonths(today, -40),
      expires: addMonths(today, 80),
      epcBand: 'D',
    },
    {
      propertyId: cathays,
      title: 'Legionella risk assessment',
      type: 'LEGIONELLA',
      issued: addMonths(today, -8),
      expires: null,
    },
    {
      propertyId: canton,
      title: 'Gas Safety Record 2026',
      type: 'GAS',
      issued: addDays(addMonths(today, -12), 21),
      expires: addDays(today, 20),
    },
    {
      propertyId: canton,
      title: 'EICR – Severn Road',
      type: 'EICR',
      issued: addMonths(today, -10),
      expires: addMonths(today, 50),
    },
    {
      propertyId: canton,
      title: 'EPC – band C',
      type: 'EPC',
      issued: addMonths(today, -6),
      expires: addMonths(today, 114),
      epcBand: 'C',
    },
    {
      propertyId: barry,
      title: 'Gas Safety Record',
      type: 'GAS',
      issued: addMonths(today, -3),
      expires: addDays(addMonths(today, 9), -1),
    },
    {
      propertyId: barry,
      title: 'EICR – Porthkerry Road',
      type: 'EICR',
      issued: addDays(addMonths(today, -60), 80),
      expires: null,
    },
    {
      propertyId: barry,
      title: 'EPC – band D',
      type: 'EPC',
      issued: addMonths(today, -50),
      expires: addMonths(today, 70),
      epcBand: 'D',
    },
    {
      propertyId: penarth,
      tenantId: ids.tenants.ffion,
      title: 'Written statement of occupation contract',
      type: 'WRITTEN_STATEMENT',
      issued: addMonths(today, -5),
      expires: null,
      shared: true,
    },
    {
      propertyId: penarth,
      tenantId: ids.tenants.ffion,
      title: 'Deposit protection certificate and prescribed information',
      type: 'DEPOSIT_PROTECTION',
      issued: addDays(addMonths(today, -5), 3),
      expires: null,
      shared: true,
    },
    ...cathaysTenants.flatMap((tenantId, i) => [
      {
        propertyId: cathays,
        tenantId,
        title: 'Written statement of occupation contract',
        type: 'WRITTEN_STATEMENT' as const,
        issued: addMonths(today, -7),
        expires: null,
        shared: true,
      },
      // The last contract-holder's deposit protection is missing: an overdue item to show.
      ...(i < cathaysTenants.length - 1
        ? [
            {
              propertyId: cathays,
              tenantId,
              title: 'Deposit protection certificate',
              type: 'DEPOSIT_PROTECTION' as const,
              issued: addDays(addMonths(today, -7), -5),
              expires: null,
              shared: true,
            },
          ]
        : []),
    ]),
  ];
  const created = await insertDemoDocuments(db, storage, docs);
  // Copies given before move-in (recorded, so the first start e-mails nobody).
  const served = (propertyId: number, tenantIds: number[], on: string) =>
    created
      .filter(
        (d) =>
          d.propertyId === propertyId &&
          d.tenantId === null &&
          ['GAS', 'EICR', 'EPC'].includes(d.documentType),
      )
      .filter((d) => !(d.documentType === 'GAS' && d.expiryDate! < today))
      .flatMap((d) =>
        tenantIds.map((tenantId) => ({
          documentId: d.id,
          tenantId,
          servedAt: new Date(`${d.issueDate > on ? d.issueDate : on}T10:00:00Z`),
          method: 'email' as const,
        })),
      );
  const services = [
    ...served(penarth, [ids.tenants.ffion], addMonths(today, -5)),
    ...served(cathays, cathaysTenants, addMonths(today, -7)),
  ];
  if (services.length) await db.insert(documentServices).values(services);
  return created.length;
}

/** Demo documents with a real one-page PDF each, so they open and download. */
export async function insertDemoDocuments(db: Db, storage: FileStorage, docs: DemoDoc[]) {
  const rows = [];
  for (const doc of docs) {
    const data = demoPdf(doc.title, [`${AGENCY.name} demo document.`, `Issued ${doc.issued}.`]);
    const storageKey = `documents/${crypto.randomUUID()}`;
    await storage.put(storageKey, data, 'application/pdf');
    const [row] = await db
      .insert(documents)
      .values({
        propertyId: doc.propertyId,
        tenantId: doc.tenantId ?? null,
        title: doc.title,
        documentType: doc.type,
        storageKey,
        fileName: fileNameOf(doc.title),
        fileSize: data.length,
        fileType: 'application/pdf',
        issueDate: doc.issued,
        expiryDate: doc.expires,
        sharedWithTenant: doc.shared ?? false,
        epcBand: doc.epcBand ?? null,
        reference: doc.reference ?? null,
        maxOccupants: doc.maxOccupants ?? null,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

const fileNameOf = (title: string) =>
  `${title
    .replace(/[^\w -]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()}.pdf`;

/** A landlord's Rent Smart Wales registration (and licence, when they manage their own lets). */
export async function seedLandlordDocuments(
  db: Db,
  storage: FileStorage,
  landlordId: number,
  docs: { type: 'RSW_REGISTRATION' | 'RSW_LICENCE'; reference: string; issued: string }[],
) {
  for (const doc of docs) {
    const title =
      doc.type === 'RSW_REGISTRATION' ? 'Rent Smart Wales registration' : 'Rent Smart Wales licence';
    const data = demoPdf(title, [`Number ${doc.reference}.`, `Issued ${doc.issued}.`]);
    const storageKey = `landlord-documents/${crypto.randomUUID()}`;
    await storage.put(storageKey, data, 'application/pdf');
    await db.insert(landlordDocuments).values({
      landlordId,
      documentType: doc.type,
      title,
      reference: doc.reference,
      storageKey,
      fileName: fileNameOf(title),
      fileSize: data.length,
      fileType: 'application/pdf',
      issueDate: doc.issued,
      expiryDate: addDays(addMonths(doc.issued, 60), -1),
    });
  }
}
