import { formatPence } from '@shared/money';
import { formatLongDate } from './format-date';
import {
  createDocument,
  drawDetails,
  drawHeader,
  drawParagraph,
  finishDocument,
  type AgencyDetails,
  type RenderOptions,
} from './pdf-layout';
import { drawTable } from './pdf-table';

export interface Receipt {
  receiptNumber: string;
  tenantName: string;
  propertyTitle: string;
  propertyAddress: string;
  /** pence */
  amount: number;
  /** YYYY-MM-DD */
  paymentDate: string;
  /** YYYY-MM-DD: the rent this payment was for. */
  dueDate: string;
  /** Already a label, e.g. 'Bank transfer'. */
  paymentMethod: string | null;
  reference: string | null;
  landlordName: string;
}

const NOT_RECORDED = 'Not recorded';

/** A one-page receipt for a rent payment, issued by the agency on the landlord's behalf. */
export async function renderReceiptPdf(
  receipt: Receipt,
  agency: AgencyDetails,
  options: RenderOptions = {},
): Promise<Buffer> {
  const doc = createDocument(
    { title: `Rent receipt ${receipt.receiptNumber}`, author: agency.name },
    options,
  );
  drawHeader(doc, agency, 'Rent receipt');
  drawDetails(doc, [['Receipt number', receipt.receiptNumber]]);
  drawTable(doc, {
    heading: 'Payment',
    labelShare: 0.32,
    valueAlign: 'left',
    rows: [
      { label: 'Received from', value: receipt.tenantName },
      { label: 'Property', value: `${receipt.propertyTitle}\n${receipt.propertyAddress}` },
      { label: 'Amount', value: formatPence(receipt.amount), isEmphasised: true },
      { label: 'Payment date', value: formatLongDate(receipt.paymentDate) },
      { label: 'For rent due on', value: formatLongDate(receipt.dueDate) },
      { label: 'Payment method', value: receipt.paymentMethod ?? NOT_RECORDED },
      { label: 'Reference', value: receipt.reference ?? NOT_RECORDED },
    ],
  });
  drawParagraph(doc, `Received with thanks on behalf of ${receipt.landlordName}.`, true);
  drawParagraph(doc, `${agency.name}, agent for the landlord.`);
  return finishDocument(doc, agency);
}
