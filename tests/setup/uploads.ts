/** Files and multipart bodies for upload tests: uploads are judged by their bytes, so these are real files. */
import crypto from 'node:crypto';
import sharp from 'sharp';

/** A tiny, valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Files that are not pictures, as [what, file name, declared type, bytes]: names and types say otherwise. */
export const NOT_PICTURES = {
  svg: [
    'an SVG',
    'a.svg',
    'image/svg+xml',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  html: ['HTML named .png', 'a.png', 'image/png', Buffer.from('<!doctype html><html><body>hi</body></html>')],
  text: ['plain text', 'a.jpg', 'image/jpeg', Buffer.from('just some words, not a picture')],
  pdf: [
    'a PDF',
    'a.webp',
    'image/webp',
    Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'),
  ],
} satisfies Record<string, [what: string, filename: string, contentType: string, data: Buffer]>;

/** A small picture in the given format. */
export const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer | string };

/** A multipart/form-data body for app.inject, built by hand so a test controls every byte (file names included). */
export function multipart(parts: Part[]) {
  const boundary = `----lettings${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Form fields as multipart parts. */
export const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** The multipart body of a document upload: the form fields plus a PDF. */
export const documentForm = (fields: Record<string, string>) =>
  multipart([
    ...fieldParts(fields),
    { name: 'file', filename: 'certificate.pdf', contentType: 'application/pdf', data: PDF },
  ]);
