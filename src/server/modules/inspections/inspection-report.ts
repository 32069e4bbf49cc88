import {
  alarmKindLabel,
  compareInspections,
  conditionChangeLabel,
  inspectionStatusLabel,
  inspectionTypeLabel,
  itemConditionLabel,
  METERS,
  meterLabel,
  nameKey,
  type Inspection,
} from '@shared/inspections';
import {
  COLOURS,
  contentWidth,
  createDocument,
  drawDetails,
  drawHeader,
  drawParagraph,
  ensureSpace,
  finishDocument,
  FONT,
  repeatHeaderOnNewPages,
  type AgencyDetails,
  type PdfDoc,
  type RenderOptions,
} from '../payments/pdf/pdf-layout';
import { drawTable } from '../payments/pdf/pdf-table';
import { formatVisit } from './inspection-emails';

/** What the report prints: the inspection, the check-in a check-out is compared with, and thumbnails. */
export interface InspectionReport {
  inspection: Inspection;
  landlordName: string;
  checkIn: Inspection | null;
  /** JPEG thumbnails by photo id (pdfkit embeds JPEG and PNG, not the WebP we store). */
  thumbnails: Map<number, Buffer>;
}

const THUMB = { width: 118, height: 88, gap: 8 };
const NOT_RECORDED = 'Not recorded';

/**
 * The inspection report as a PDF: details, meters, alarm tests, every room's items with their
 * condition and photos, the notes and, for a check-out, its check-in beside it item by item.
 * A report of an inspection not yet completed says it is a draft.
 */
export async function renderInspectionReportPdf(
  report: InspectionReport,
  agency: AgencyDetails,
  options: RenderOptions = {},
): Promise<Buffer> {
  const i = report.inspection;
  const title = `${inspectionTypeLabel[i.type]} inspection report`;
  const doc = createDocument({ title: `${title}: ${i.propertyTitle}`, author: agency.name }, options);
  repeatHeaderOnNewPages(doc, agency, `${title}: ${i.propertyTitle}`);
  drawHeader(doc, agency, title);
  if (i.status !== 'completed')
    drawParagraph(
      doc,
      i.status === 'cancelled'
        ? 'This inspection was cancelled.'
        : 'Draft: this inspection is not completed yet, and the report may change.',
      true,
    );
  drawDetails(doc, [
    ['Property', `${i.propertyTitle}, ${i.propertyAddress}`],
    ['Landlord', report.landlordName],
    ['Contract-holder', i.tenantName ?? 'None (the home was empty)'],
    ['Booked for', formatVisit(new Date(i.scheduledAt))],
    ['Status', inspectionStatusLabel[i.status]],
    ...(i.completedAt
      ? ([
          ['Completed', `${formatVisit(new Date(i.completedAt))} by ${i.completedByName ?? 'the agency'}`],
        ] as [string, string][])
      : []),
  ]);

  drawTable(doc, {
    heading: 'Meter readings',
    labelShare: 0.4,
    valueAlign: 'left',
    rows: METERS.map((m) => ({ label: meterLabel[m], value: i.meterReadings[m] ?? NOT_RECORDED })),
  });

  drawTable(doc, {
    heading: 'Smoke and carbon monoxide alarms',
    subheading: 'Each alarm pressed and heard at the visit.',
    labelShare: 0.6,
    valueAlign: 'left',
    rows: i.alarms.length
      ? i.alarms.map((a) => ({
          label: `${alarmKindLabel[a.kind]}: ${a.location}`,
          value: a.working ? 'Working' : 'NOT WORKING: replace before the home is lived in',
          isEmphasised: !a.working,
        }))
      : [{ label: 'No alarm tests recorded', value: '' }],
  });

  const photosByRoom = new Map<string, Inspection['photos']>();
  for (const photo of i.photos) {
    const key = nameKey(photo.room);
    photosByRoom.set(key, [...(photosByRoom.get(key) ?? []), photo]);
  }
  for (const room of i.rooms) {
    drawTable(doc, {
      heading: room.name,
      subheading: room.notes ?? undefined,
      columns: ['Item', 'Condition and notes'],
      labelShare: 0.35,
      valueAlign: 'left',
      rows: room.items.length
        ? room.items.map((item) => ({
            label: item.name,
            value: `${itemConditionLabel[item.condition]}${item.notes ? `. ${item.notes}` : ''}`,
          }))
        : [{ label: 'No items listed', value: '' }],
    });
    const photos = photosByRoom.get(nameKey(room.name)) ?? [];
    photosByRoom.delete(nameKey(room.name));
    drawThumbnails(doc, photos, report.thumbnails);
  }
  const others = [...photosByRoom.values()].flat();
  if (others.length) {
    ensureSpace(doc, 30);
    drawParagraph(doc, 'Other photos', true);
    drawThumbnails(doc, others, report.thumbnails);
  }
  if (i.notes) {
    drawParagraph(doc, 'Notes', true);
    drawParagraph(doc, i.notes);
  }
  if (i.type === 'check_out') drawComparison(doc, i, report.checkIn);
  return finishDocument(doc, agency);
}

/** Thumbnails in rows under their room, each captioned with its item. */
function drawThumbnails(doc: PdfDoc, photos: Inspection['photos'], thumbnails: Map<number, Buffer>): void {
  const shown = photos.filter((p) => thumbnails.has(p.id));
  if (!shown.length) return;
  const left = doc.page.margins.left;
  const perRow = Math.max(1, Math.floor((contentWidth(doc) + THUMB.gap) / (THUMB.width + THUMB.gap)));
  for (let start = 0; start < shown.length; start += perRow) {
    ensureSpace(doc, THUMB.height + 24);
    const y = doc.y;
    shown.slice(start, start + perRow).forEach((photo, n) => {
      const x = left + n * (THUMB.width + THUMB.gap);
      doc.image(thumbnails.get(photo.id)!, x, y, { fit: [THUMB.width, THUMB.height], align: 'center' });
      doc
        .font(FONT.regular)
        .fontSize(7)
        .fillColor(COLOURS.muted)
        .text(photo.caption ?? photo.item ?? photo.room, x, y + THUMB.height + 2, {
          width: THUMB.width,
          height: 18,
          ellipsis: true,
        });
    });
    doc.x = left;
    doc.y = y + THUMB.height + 22;
  }
  doc.moveDown(0.5);
}

/** The check-out beside its check-in, item by item, for the deposit conversation. */
function drawComparison(doc: PdfDoc, checkOut: Inspection, checkIn: Inspection | null): void {
  if (!checkIn) {
    drawParagraph(doc, 'Compared with check-in', true);
    drawParagraph(doc, 'No completed check-in inspection of this home was found to compare with.');
    return;
  }
  const rows = compareInspections(checkIn, checkOut);
  const condition = (c: keyof typeof itemConditionLabel | null) => (c ? itemConditionLabel[c] : '—');
  drawTable(doc, {
    heading: 'Compared with check-in',
    subheading: `Check-in of ${formatVisit(new Date(checkIn.scheduledAt))}: each item's condition then and now.`,
    columns: ['Room and item', 'Check-in → check-out'],
    labelShare: 0.45,
    valueAlign: 'left',
    rows: rows.length
      ? rows.map((r) => ({
          label: `${r.room}: ${r.item}`,
          value: `${condition(r.before)} → ${condition(r.after)} (${conditionChangeLabel[r.change]})${r.afterNotes && r.change === 'worse' ? `. ${r.afterNotes}` : ''}`,
          isEmphasised: r.change === 'worse' || r.change === 'missing',
        }))
      : [{ label: 'No items in either inspection', value: '' }],
  });
}
