import { PDFDocument } from 'pdf-lib';
import { COLORS, embedInter, Writer } from '@common/pdf/pdf-writer';

/** A one-page payment document (an invoice, a receipt) opened with the consultancy's heading and its number. */
export async function paymentDocument(kind: 'Invoice' | 'Receipt', number: string) {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle(`${kind} ${number}`);
  doc.setAuthor('Clearline CRM Advisory');
  const w = new Writer(doc, fonts, `Clearline CRM Advisory · ${kind} ${number}`);
  w.text('Clearline CRM Advisory', { size: 9, bold: true, color: COLORS.blue, gap: 6 });
  w.text(`${kind} ${number}`, { size: 20, bold: true, gap: 8 });
  return { doc, w };
}
