/**
 * Checks on an uploaded file's bytes beyond its type (issue #17): a file that is also something
 * else (a picture or PDF carrying a web page, a PDF that is also a ZIP), a PDF that would run code
 * when opened, and a picture whose header declares more pixels than we will ever decode.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** The most pixels a picture may declare: above a 48-megapixel phone photo, far below a bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const ACTIVE_CONTENT_MESSAGE =
  'This file contains web page code or a script and cannot be uploaded. Please save it again as a plain PDF or picture.';
export const PDF_SCRIPT_MESSAGE =
  'This PDF contains JavaScript, an embedded file or an action that opens another program, so it cannot be uploaded. Please print it to a new PDF and upload that.';
export const imageTooLargeMessage = (width: number, height: number) =>
  `This picture is ${width} × ${height} pixels; the largest we take is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please make it smaller and try again.`;

// Markup a browser would run if it ever took the file for a page (the polyglot's payload).
const MARKUP =
  /<\s*(?:script|html|body|iframe|svg|object|embed|img\s[^>]*onerror|meta\s[^>]*http-equiv)\b|javascript:/i;
// PDF names that run code or open something else when the PDF is opened.
const PDF_ACTIVE_NAMES =
  /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData|GoToE)\b/;
// A ZIP's end-of-central-directory record: where every unzip tool starts reading.
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** PDF names may spell letters as #xx (/J#61vaScript is /JavaScript): undo that before looking. */
const decodeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()]+/g, (name) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** The PDF's text with every Flate stream inflated, so names hidden in object streams are seen too. */
function pdfText(data: Buffer): string {
  const raw = data.toString('latin1');
  const parts = [raw];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(raw); match; match = stream.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      parts.push(
        zlib
          .inflateSync(data.subarray(start, end), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
          .toString('latin1'),
      );
    } catch {
      // Not Flate (an image's DCT data, say): its raw bytes are already in `raw`.
    }
    stream.lastIndex = end;
  }
  return decodeNames(parts.join('\n'));
}

/**
 * Why a file of this (byte-judged) type must be refused, or null. Pictures are re-encoded where
 * they are shown on the site, but documents are kept as uploaded, so they are judged here.
 */
export function activeContentProblem(data: Buffer, mime: string): string | null {
  if (mime === 'application/pdf') {
    if (PDF_ACTIVE_NAMES.test(pdfText(data))) return PDF_SCRIPT_MESSAGE;
    if (data.subarray(Math.max(0, data.length - 65_557)).includes(ZIP_END)) return ACTIVE_CONTENT_MESSAGE;
  }
  if (MARKUP.test(data.toString('latin1'))) return ACTIVE_CONTENT_MESSAGE;
  return null;
}

/**
 * The picture's declared size when it is over MAX_IMAGE_PIXELS, read from the header only (no
 * pixels are decoded), or null. An unreadable header is left to the decoder's own error.
 */
export async function oversizedImage(data: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width && height && width * height > MAX_IMAGE_PIXELS) return { width, height };
  } catch {
    // Not a header sharp can read: the caller's decode refuses it.
  }
  return null;
}
