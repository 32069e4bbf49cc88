import crypto from 'node:crypto';
import { addDays, addMonths, todayInLondon } from '@shared/dates';
import type { DocumentType } from '@shared/documents';
import type { Db } from '../create-db';
import { documents } from '../schema';
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
  tenants: { ffion: number };
}

/** Certificates for the demo properties (one gas certificate expiring soon) and Ffion's written statement. */
export async function seedDemoDocuments(db: Db, storage: FileStorage, ids: SeedIds): Promise<number> {
  const today = todayInLondon();
  const docs: {
    propertyId: number;
    tenantId?: number;
    title: string;
    type: DocumentType;
    issued: string;
    expires: string | null;
    shared?: boolean;
  }[] = [
    {
      propertyId: ids.properties.penarth,
      title: 'Gas Safety Record 2026',
      type: 'GAS',
      issued: addDays(addMonths(today, -12), 20),
      expires: addDays(today, 20),
    },
    {
      propertyId: ids.properties.penarth,
      title: 'EICR – Penarth flat',
      type: 'EICR',
      issued: addMonths(today, -20),
      expires: addMonths(today, 40),
    },
    {
      propertyId: ids.properties.penarth,
      title: 'EPC – band C',
      type: 'EPC',
      issued: addMonths(today, -30),
      expires: addMonths(today, 90),
    },
    {
      propertyId: ids.properties.cathays,
      title: 'HMO Licence – Cathays',
      type: 'HMO_LICENCE',
      issued: addMonths(today, -14),
      expires: addMonths(today, 46),
    },
    {
      propertyId: ids.properties.cathays,
      title: 'Gas Safety Record',
      type: 'GAS',
      issued: addMonths(today, -13),
      expires: addDays(today, -5),
    },
    {
      propertyId: ids.properties.canton,
      title: 'EPC – band D',
      type: 'EPC',
      issued: addMonths(today, -6),
      expires: addMonths(today, 114),
    },
    {
      propertyId: ids.properties.penarth,
      tenantId: ids.tenants.ffion,
      title: 'Written statement of occupation contract',
      type: 'WRITTEN_STATEMENT',
      issued: addMonths(today, -5),
      expires: null,
      shared: true,
    },
  ];
  for (const doc of docs) {
    const data = demoPdf(doc.title, ['Vale & City Lettings demo document.', `Issued ${doc.issued}.`]);
    const storageKey = `documents/${crypto.randomUUID()}`;
    await storage.put(storageKey, data, 'application/pdf');
    await db.insert(documents).values({
      propertyId: doc.propertyId,
      tenantId: doc.tenantId ?? null,
      title: doc.title,
      documentType: doc.type,
      storageKey,
      fileName: `${doc.title
        .replace(/[^\w -]+/g, '')
        .trim()
        .replace(/\s+/g, '-')
        .toLowerCase()}.pdf`,
      fileSize: data.length,
      fileType: 'application/pdf',
      issueDate: doc.issued,
      expiryDate: doc.expires,
      sharedWithTenant: doc.shared ?? false,
    });
  }
  return docs.length;
}
