import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementImports } from '../../src/server/db/schema';
import { PDF_SCRIPT_MESSAGE, ACTIVE_CONTENT_MESSAGE } from '../../src/server/lib/upload-safety';
import {
  gifScript,
  jpegWithHtml,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  pdfZip,
  pngBomb,
} from '../setup/hostile-files';
import { createTestApp, type TestApp } from '../setup/test-app';
import { multipart, PDF, type Part } from '../setup/uploads';
import { authzWorld, type AuthzWorld } from '../setup/worlds/authz';

/** Issue #17: hostile files through the real upload routes are refused with a clear 400, or neutralised. */
describe('hostile uploads', () => {
  let t: TestApp;
  let w: AuthzWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await authzWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  const filePart = (data: Buffer, filename: string, contentType: string, name = 'file'): Part => ({
    name,
    filename,
    contentType,
    data,
  });
  const uploadDocument = (file: Part) =>
    t.api({
      method: 'POST',
      url: `/api/properties/${w.a.property.id}/documents`,
      token: w.landlord.token,
      ...multipart([
        { name: 'title', value: 'Inventory' },
        { name: 'documentType', value: 'OTHER' },
        { name: 'issueDate', value: '2026-01-01' },
        file,
      ]),
    });
  const uploadPhoto = (url: string, token: string, file: Part) =>
    t.api({ method: 'POST', url, token, ...multipart([file]) });

  describe('documents, kept as uploaded', () => {
    it.each([
      [
        'a JPEG with a web page appended',
        () => jpegWithHtml(),
        'scan.jpg',
        'image/jpeg',
        ACTIVE_CONTENT_MESSAGE,
      ],
      ['a PDF that is also a ZIP', () => pdfZip(), 'lease.pdf', 'application/pdf', ACTIVE_CONTENT_MESSAGE],
      [
        'a PDF that runs JavaScript when opened',
        () => pdfWithJavaScript(),
        'lease.pdf',
        'application/pdf',
        PDF_SCRIPT_MESSAGE,
      ],
      [
        'the same with its name escaped',
        () => pdfWithEscapedJavaScript(),
        'lease.pdf',
        'application/pdf',
        PDF_SCRIPT_MESSAGE,
      ],
    ])(
      'refuses %s with 400 naming the file, storing nothing',
      async (_what, make, filename, type, message) => {
        const before = (await t.call('GET', `/api/properties/${w.a.property.id}/documents`, w.landlord.token))
          .body;
        const res = await uploadDocument(filePart(await make(), filename, type));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ message, errors: { file: message } });
        expect(
          (await t.call('GET', `/api/properties/${w.a.property.id}/documents`, w.landlord.token)).body,
        ).toBe(before);
      },
    );

    it('refuses a picture whose header declares 50 000 × 50 000 pixels, saying how big it is', async () => {
      const res = await uploadDocument(filePart(await pngBomb(), 'plan.png', 'image/png'));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.file).toMatch(/50000 × 50000 pixels; the largest we take is 50 megapixels/);
    });

    it('stores a name with control characters, folders and a right-to-left override cleaned, and serves it as an attachment', async () => {
      const res = await uploadDocument(filePart(PDF, '../../etc/\u0000evil\u202Efdp.exe\r\n', 'text/html'));
      expect(res.statusCode, res.body).toBe(201);
      const doc = res.json();
      expect(doc.fileName).toBe('evilfdp.exe');
      const file = await t.api({
        method: 'GET',
        url: `/api/documents/${doc.id}/file`,
        token: w.landlord.token,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="evilfdp.exe"/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    });
  });

  describe('pictures, re-encoded', () => {
    const routes = () =>
      [
        [`/api/properties/${w.a.property.id}/photos`, w.landlord.token, 'file'],
        [`/api/maintenance/${w.ids.request}/photos`, w.tenant.token, 'file'],
        [`/api/inspections/${w.ids.inspection}/photos`, w.landlord.token, 'file'],
        ['/api/admin/images/upload', w.admin.token, 'image'],
      ] as const;
    const send = (url: string, token: string, field: string, file: Part) =>
      url.includes('/admin/images')
        ? t.api({ method: 'POST', url, token, ...multipart([{ name: 'category', value: 'general' }, file]) })
        : url.includes('/inspections/')
          ? t.api({ method: 'POST', url, token, ...multipart([{ name: 'room', value: 'Kitchen' }, file]) })
          : uploadPhoto(url, token, file);

    it('refuses an image bomb on every picture route with 400 and the limit, before decoding it', async () => {
      const bomb = await pngBomb();
      for (const [url, token, field] of routes()) {
        const res = await send(url, token, field, filePart(bomb, 'bomb.png', 'image/png', field));
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[field], url).toMatch(/largest we take is 50 megapixels/);
      }
    });

    it('neutralises a JPEG carrying a web page: what is stored and served is a fresh WebP, with nosniff', async () => {
      const polyglot = await jpegWithHtml();
      const res = await uploadPhoto(
        routes()[0][0],
        w.landlord.token,
        filePart(polyglot, 'a.html', 'text/html'),
      );
      expect(res.statusCode, res.body).toBe(201);
      const served = await t.api({ method: 'GET', url: res.json().url, token: w.landlord.token });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(served.rawPayload.toString('latin1')).not.toMatch(/<script|<html/i);
    });

    it('refuses a GIF that is also a script, never a 5xx', async () => {
      for (const [url, token, field] of routes()) {
        const res = await send(url, token, field, filePart(gifScript(), 'x.gif', 'image/gif', field));
        expect([400, 415], `${url}: ${res.body}`).toContain(res.statusCode);
      }
    });
  });

  it('stores a bank statement’s file name cleaned of control characters and folders', async () => {
    const res = await t.api({
      method: 'POST',
      url: `/api/properties/${w.a.property.id}/payments/import`,
      token: w.landlord.token,
      ...multipart([
        filePart(
          Buffer.from('Date,Description,Amount\n2026-03-01,RENT,875.00\n'),
          '..\\..\\state\u0007ment\u202E.csv',
          'text/csv',
        ),
      ]),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = await t.db
      .select()
      .from(statementImports)
      .where(eq(statementImports.propertyId, w.a.property.id));
    expect(rows.at(-1)!.filename).toBe('statement.csv');
  });
});
