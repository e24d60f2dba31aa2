import { COLORS } from '@common/pdf/pdf-writer';
import { paymentDocument } from './payment-document';

export interface ReceiptData {
  number: string;
  paidOn: string;
  receivedFrom: string[];
  description: string;
  amount: string;
  method: string;
}

/** A one-page receipt: who paid, for what, how much, when and how; nothing more is due. */
export async function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const { doc, w } = await paymentDocument('Receipt', receipt.number);
  w.text(`Paid on: ${receipt.paidOn}`, { size: 10, gap: 1 });
  w.text(`Method: ${receipt.method}`, { size: 10, gap: 1 });
  w.rule();
  w.text('Received from', { size: 8, color: COLORS.muted, gap: 1 });
  for (const line of receipt.receivedFrom) w.text(line, { size: 10, gap: 1 });
  w.rule();
  w.text(receipt.description, { size: 11, gap: 4 });
  w.text(`Amount paid: ${receipt.amount}`, { size: 14, bold: true, gap: 8 });
  w.text('Paid in full: nothing more is due for this agreement.', { size: 10 });
  return Buffer.from(await doc.save());
}
