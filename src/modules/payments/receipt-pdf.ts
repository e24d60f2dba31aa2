import { PDFDocument } from 'pdf-lib';
import { COLORS, embedInter, Writer } from '@common/pdf/pdf-writer';

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
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle(`Receipt ${receipt.number}`);
  doc.setAuthor('Clearline CRM Advisory');
  const w = new Writer(doc, fonts, `Clearline CRM Advisory · Receipt ${receipt.number}`);
  w.text('Clearline CRM Advisory', { size: 9, bold: true, color: COLORS.blue, gap: 6 });
  w.text(`Receipt ${receipt.number}`, { size: 20, bold: true, gap: 8 });
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
