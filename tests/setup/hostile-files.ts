/** Files that pass a type check by their first bytes but are something worse: polyglots, scripted PDFs, bombs. */
import zlib from 'node:zlib';
import { image, PDF } from './uploads';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** A real JPEG with a web page appended after its end marker. */
export const jpegWithHtml = async () => Buffer.concat([await image('jpeg'), HTML]);

/** A GIF whose comment bytes are a script: `GIF89a` opens both a picture and a JS file. */
export const gifScript = () =>
  Buffer.concat([Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1);//', 'latin1'), HTML]);

/** A PDF with an OpenAction that runs JavaScript. */
export const pdfWithJavaScript = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 3 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      '3 0 obj <</S /JavaScript /JS (app.alert\\(1\\))>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

/** The same, the name spelt with #xx escapes (/J#61vaScript) to slip past a plain search. */
export const pdfWithEscapedJavaScript = () =>
  Buffer.from(
    pdfWithJavaScript().toString('latin1').replace('/JavaScript', '/J#61vaScript').replace('/JS ', '/J#53 '),
    'latin1',
  );

/** A PDF whose Launch action is inside a Flate-compressed object stream. */
export const pdfWithHiddenLaunch = () => {
  const body = zlib.deflateSync(Buffer.from('4 0 obj <</S /Launch /F (cmd.exe)>> endobj', 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n5 0 obj <</Type /ObjStm /Length ${body.length} /Filter /FlateDecode>>\nstream\n`,
      'latin1',
    ),
    body,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
    PDF.subarray(9),
  ]);
};

/** A PDF that is also a ZIP: an empty archive's end record after %%EOF. */
export const pdfZip = () =>
  Buffer.concat([PDF, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])]);

/**
 * A PNG of a few hundred bytes whose header says 50 000 × 50 000 pixels: the IHDR of a real PNG
 * rewritten (with its CRC), so a decoder would try to allocate 7.5 GB.
 */
export async function pngBomb(width = 50_000, height = 50_000): Promise<Buffer> {
  const png = Buffer.from(await image('png', 8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}
