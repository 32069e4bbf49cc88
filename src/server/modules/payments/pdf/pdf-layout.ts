import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import path from 'node:path';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT_FILES = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};
/** Names the documents use for their two weights. */
export const FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

/**
 * The agency's PDF style, shared by statements and receipts: A4, a branded header, a running
 * header on later pages and a footer with page numbers on every page (tables: pdf-table.ts).
 * Text is set in DejaVu Sans (embedded and subset): pdfkit's built-in Helvetica has no ŵ or ŷ,
 * and Welsh names and addresses must print as written.
 */

export interface AgencyDetails {
  name: string;
  address: string;
  phone: string;
}

/** When the document was made; fixed in tests so the same input gives the same bytes. */
export interface RenderOptions {
  createdAt?: Date;
}

export type PdfDoc = InstanceType<typeof PDFDocument>;

const MARGIN = 50;
const FOOTER_SPACE = 40;
/** Room the running header takes at the top of later pages. */
export const RUNNING_HEADER_SPACE = 40;
/** The agency's colours, as in its e-mails. */
export const COLOURS = {
  brand: '#0f4c5c',
  muted: '#52606d',
  rule: '#d9dee3',
  text: '#1f2933',
  band: '#eef2f4',
};

export function createDocument(meta: { title: string; author: string }, options: RenderOptions): PdfDoc {
  const createdAt = options.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    font: FONT_FILES.regular,
    // The bottom margin leaves room for the footer drawn once all pages exist.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: createdAt },
  });
  doc.registerFont(FONT.regular, FONT_FILES.regular);
  doc.registerFont(FONT.bold, FONT_FILES.bold);
  return doc;
}

export const contentWidth = (doc: PdfDoc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
/** The lowest y that content may reach: below it is the footer. */
export const bottomLimit = (doc: PdfDoc) => doc.page.height - doc.page.margins.bottom;

/** Agency name, address and phone in a band across the top, then the document's title. */
export function drawHeader(doc: PdfDoc, agency: AgencyDetails, title: string): void {
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOURS.brand).text(agency.name, left, MARGIN);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text(agency.address)
    .text(`Tel ${agency.phone}`);
  const ruleY = doc.y + 8;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + contentWidth(doc), ruleY)
    .lineWidth(2)
    .strokeColor(COLOURS.brand)
    .stroke();
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOURS.text)
    .text(title, left, ruleY + 16);
  doc.moveDown(0.5);
}

/** A small running header on pages after the first, so a loose page still says whose it is. */
export function repeatHeaderOnNewPages(doc: PdfDoc, agency: AgencyDetails, title: string): void {
  doc.on('pageAdded', () => {
    const left = doc.page.margins.left;
    doc.font(FONT.bold).fontSize(9).fillColor(COLOURS.brand).text(agency.name, left, MARGIN);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text(title);
    doc.moveDown(1);
  });
}

/** Label/value lines, e.g. "Landlord: Gwen Morgan", before the tables. */
export function drawDetails(doc: PdfDoc, details: [string, string][]): void {
  const left = doc.page.margins.left;
  for (const [label, value] of details) {
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(`${label}: `, left, doc.y, { continued: true });
    doc.font(FONT.regular).text(value);
  }
  doc.moveDown(1);
}

/** Starts a new page unless `height` more points fit above the footer. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** A paragraph of body text that starts a new page rather than running into the footer. */
export function drawParagraph(doc: PdfDoc, text: string, isEmphasised = false): void {
  doc.font(isEmphasised ? FONT.bold : FONT.regular).fontSize(10);
  const width = contentWidth(doc);
  ensureSpace(doc, doc.heightOfString(text, { width }));
  doc.fillColor(COLOURS.text).text(text, doc.page.margins.left, doc.y, { width });
  doc.moveDown(0.5);
}

/** Agency line and "Page n of m" on every page, drawn last because m is known only then. */
function drawFooters(doc: PdfDoc, agency: AgencyDetails): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit add a page.
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - MARGIN - 12;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted);
    doc.text(`${agency.name}, ${agency.address}. Tel ${agency.phone}.`, left, y, { width: width - 70 });
    doc.text(`Page ${i - start + 1} of ${count}`, left + width - 70, y, { width: 70, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** Adds the footers, ends the document and collects its bytes. */
export function finishDocument(doc: PdfDoc, agency: AgencyDetails): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawFooters(doc, agency);
    doc.end();
  });
}
