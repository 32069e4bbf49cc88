import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentDisposition, detectDocumentType, sanitiseFileName } from './document-upload';

describe('sanitiseFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitiseFileName('Gas certificate 2025.pdf')).toBe('Gas certificate 2025.pdf');
    expect(sanitiseFileName('Tystysgrif – Tŷ.pdf')).toBe('Tystysgrif – Tŷ.pdf');
  });
  it('drops folders, either slash', () => {
    expect(sanitiseFileName('C:\\Users\\me\\cert.pdf')).toBe('cert.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('..')).toBe('document');
  });
  it('strips control characters and direction overrides', () => {
    expect(sanitiseFileName('a\u0000b\u001fc\u007f\u009fd\u202egpj.exe')).toBe('abcdgpj.exe');
    expect(sanitiseFileName('line\r\nbreak.pdf')).toBe('linebreak.pdf');
  });
  it('names a nameless file "document"', () => {
    expect(sanitiseFileName('')).toBe('document');
    expect(sanitiseFileName(undefined)).toBe('document');
    expect(sanitiseFileName(' \u0007 ')).toBe('document');
  });
  it('cuts a long name to 200 characters, keeping the extension and whole characters', () => {
    expect(sanitiseFileName(`${'x'.repeat(250)}.pdf`)).toBe(`${'x'.repeat(196)}.pdf`);
    const emoji = sanitiseFileName('😀'.repeat(250));
    expect([...emoji]).toHaveLength(200);
    expect(emoji).toBe('😀'.repeat(200));
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name per RFC 5987', () => {
    expect(contentDisposition('attachment', 'plain.pdf')).toBe(
      `attachment; filename="plain.pdf"; filename*=UTF-8''plain.pdf`,
    );
    expect(contentDisposition('inline', 'a "b"\\c;d (1) – é.pdf')).toBe(
      `inline; filename="a _b__c;d (1) _ _.pdf"; filename*=UTF-8''a%20%22b%22%5Cc%3Bd%20%281%29%20%E2%80%93%20%C3%A9.pdf`,
    );
  });
});

describe('detectDocumentType', () => {
  it('knows PDF, PNG, JPEG and WebP by their bytes', async () => {
    expect(await detectDocumentType(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBe('application/pdf');
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const data = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .toFormat(format)
        .toBuffer();
      expect(await detectDocumentType(data)).toBe(`image/${format}`);
    }
  });
  it('refuses SVG, HTML, text, GIF and nothing at all', async () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<html></html>', 'hello', '']) {
      expect(await detectDocumentType(Buffer.from(text))).toBeNull();
    }
    const gif = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await detectDocumentType(gif)).toBeNull();
  });
});
