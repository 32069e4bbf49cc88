import { formatPence } from '@shared/money';
import { formatFeePercent, monthLabel, type Statement, type StatementProperty } from '@shared/statement';
import {
  createDocument,
  drawDetails,
  drawHeader,
  drawParagraph,
  finishDocument,
  repeatHeaderOnNewPages,
  type AgencyDetails,
  type RenderOptions,
} from './pdf-layout';
import { drawTable, type TableRow } from './pdf-table';

/** Costs come off the rent, so they are shown as negatives and the column reads down to the net. */
const less = (pence: number) => (pence === 0 ? formatPence(0) : formatPence(-pence));

function propertyRows(property: StatementProperty, feeLabel: string): TableRow[] {
  return [
    { label: 'Rent due', value: formatPence(property.rentDue) },
    { label: 'Rent received', value: formatPence(property.rentReceived) },
    { label: feeLabel, value: less(property.fee) },
    ...property.deductions.map((d) => ({ label: d.description, value: less(d.amount) })),
    { label: 'Net to landlord', value: formatPence(property.net), isEmphasised: true },
  ];
}

/** The landlord's monthly statement: a table per property, then the month's totals. */
export async function renderStatementPdf(
  statement: Statement,
  agency: AgencyDetails,
  options: RenderOptions = {},
): Promise<Buffer> {
  const month = monthLabel(statement.month);
  const title = `Landlord statement — ${month}`;
  const doc = createDocument({ title: `${title} — ${statement.landlordName}`, author: agency.name }, options);
  drawHeader(doc, agency, title);
  repeatHeaderOnNewPages(doc, agency, `${title} — ${statement.landlordName}`);

  const fee = formatFeePercent(statement.feeBasisPoints);
  drawDetails(doc, [
    ['Landlord', statement.landlordName],
    ['Period', month],
    ['Management fee', `${fee} of rent due`],
  ]);

  if (statement.properties.length === 0) {
    drawParagraph(doc, 'No rent was due or received for your properties this month.');
  }
  const feeLabel = `Management fee (${fee})`;
  for (const property of statement.properties) {
    drawTable(doc, {
      heading: property.title,
      subheading: property.address,
      columns: ['Item', 'Amount'],
      rows: propertyRows(property, feeLabel),
    });
  }

  const { totals } = statement;
  drawTable(doc, {
    heading: 'Totals',
    subheading: `${statement.properties.length} ${statement.properties.length === 1 ? 'property' : 'properties'}`,
    columns: ['Item', 'Amount'],
    rows: [
      { label: 'Total rent due', value: formatPence(totals.rentDue) },
      { label: 'Total rent received', value: formatPence(totals.rentReceived) },
      { label: 'Total management fees', value: less(totals.fee) },
      { label: 'Total deductions', value: less(totals.deductions) },
      { label: 'Net to landlord', value: formatPence(totals.net), isEmphasised: true },
    ],
  });
  return finishDocument(doc, agency);
}
