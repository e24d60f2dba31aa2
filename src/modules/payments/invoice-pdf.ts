import { COLORS } from '@common/pdf/pdf-writer';
import { paymentDocument } from './payment-document';

export interface InvoiceData {
  number: string;
  issuedOn: string;
  dueOn: string;
  billTo: string[];
  description: string;
  amount: string;
  bankDetails: string;
}

/** A one-page invoice: who pays, what for, how much, by when, and where to transfer it. */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { doc, w } = await paymentDocument('Invoice', invoice.number);
  for (const [label, value] of [
    ['Issued', invoice.issuedOn],
    ['Due', invoice.dueOn],
  ]) {
    w.text(`${label}: ${value}`, { size: 10, gap: 1 });
  }
  w.rule();
  w.text('Bill to', { size: 8, color: COLORS.muted, gap: 1 });
  for (const line of invoice.billTo) w.text(line, { size: 10, gap: 1 });
  w.rule();
  w.text(invoice.description, { size: 11, gap: 4 });
  w.text(`Amount due: ${invoice.amount}`, { size: 14, bold: true, gap: 8 });
  w.rule();
  w.text('Pay by bank transfer to', { size: 8, color: COLORS.muted, gap: 1 });
  w.text(invoice.bankDetails, { size: 10, gap: 4 });
  w.text(`Use ${invoice.number} as the payment reference.`, { size: 10 });
  return Buffer.from(await doc.save());
}
