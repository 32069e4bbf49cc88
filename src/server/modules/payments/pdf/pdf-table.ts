import {
  bottomLimit,
  COLOURS,
  FONT,
  contentWidth,
  ensureSpace,
  RUNNING_HEADER_SPACE,
  type PdfDoc,
} from './pdf-layout';

/** Two-column tables (label, value) that continue onto new pages with their headers repeated. */

export interface TableRow {
  label: string;
  value: string;
  isEmphasised?: boolean;
}

export interface Table {
  heading: string;
  subheading?: string;
  /** Column titles for the shaded header row; without them there is no header row. */
  columns?: [string, string];
  rows: TableRow[];
  /** Share of the width for the label column; money tables keep the default, details use less. */
  labelShare?: number;
  valueAlign?: 'left' | 'right';
}

const DEFAULT_LABEL_SHARE = 0.68;
const ROW_PADDING = 4;
const HEADER_ROW = 18;

/** x and width of the label and value columns. */
function columns(doc: PdfDoc, table: Table) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = width * (table.labelShare ?? DEFAULT_LABEL_SHARE);
  return {
    left,
    width,
    label: { x: left + ROW_PADDING, width: labelWidth - ROW_PADDING },
    value: {
      x: left + labelWidth,
      width: width - labelWidth - ROW_PADDING,
      align: table.valueAlign ?? 'right',
    },
  };
}

function rowHeight(doc: PdfDoc, table: Table, row: TableRow): number {
  const { label, value } = columns(doc, table);
  doc.font(row.isEmphasised ? FONT.bold : FONT.regular).fontSize(10);
  const height = Math.max(
    doc.heightOfString(row.label, { width: label.width }),
    doc.heightOfString(row.value, { width: value.width }),
  );
  return height + ROW_PADDING * 2;
}

function headingHeight(doc: PdfDoc, table: Table): number {
  const { width } = columns(doc, table);
  doc.font(FONT.bold).fontSize(12);
  let height = doc.heightOfString(table.heading, { width }) + 4 + (table.columns ? HEADER_ROW : 0);
  if (table.subheading)
    height += doc.font(FONT.regular).fontSize(9).heightOfString(table.subheading, { width });
  return height;
}

function drawTableHeading(doc: PdfDoc, table: Table, isContinued: boolean): void {
  const { left, width, label, value } = columns(doc, table);
  const heading = isContinued ? `${table.heading} (continued)` : table.heading;
  doc.font(FONT.bold).fontSize(12).fillColor(COLOURS.brand).text(heading, left, doc.y, { width });
  if (table.subheading && !isContinued) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted).text(table.subheading, { width });
  }
  const y = doc.y + 4;
  if (!table.columns) {
    doc.y = y;
    return;
  }
  doc.rect(left, y, width, HEADER_ROW).fillColor(COLOURS.band).fill();
  doc.font(FONT.bold).fontSize(9).fillColor(COLOURS.muted);
  doc.text(table.columns[0], label.x, y + 5, { width: label.width });
  doc.text(table.columns[1], value.x, y + 5, { width: value.width, align: value.align });
  doc.y = y + HEADER_ROW;
}

/** Heading and column headers, then one row per line; a page break repeats the headers. */
export function drawTable(doc: PdfDoc, table: Table): void {
  const { left, width, label, value } = columns(doc, table);
  // A table that fits on one page is kept whole; a longer one starts with at least two rows.
  const heights = table.rows.map((r) => rowHeight(doc, table, r));
  const sum = (hs: number[]) => hs.reduce((total, h) => total + h, headingHeight(doc, table));
  const whole = sum(heights);
  const fitsOnAPage = whole <= bottomLimit(doc) - doc.page.margins.top - RUNNING_HEADER_SPACE;
  ensureSpace(doc, fitsOnAPage ? whole : sum(heights.slice(0, 2)));
  drawTableHeading(doc, table, false);
  table.rows.forEach((row, i) => {
    const height = heights[i]!;
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawTableHeading(doc, table, true);
    }
    const y = doc.y;
    doc
      .font(row.isEmphasised ? FONT.bold : FONT.regular)
      .fontSize(10)
      .fillColor(COLOURS.text);
    doc.text(row.label, label.x, y + ROW_PADDING, { width: label.width });
    doc.text(row.value, value.x, y + ROW_PADDING, { width: value.width, align: value.align });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(row.isEmphasised ? 1 : 0.5)
      .strokeColor(row.isEmphasised ? COLOURS.text : COLOURS.rule)
      .stroke();
    doc.y = y + height;
  });
  doc.x = left;
  doc.moveDown(1.5);
}
