import { PDFDocument } from 'pdf-lib';
import { A4, COLORS, embedInter, MARGIN, Writer } from '@common/pdf/pdf-writer';

/** An invoice, a receipt or a credit note, as words and formatted amounts (payment-documents.ts builds it). */
export interface PaymentDocumentData {
  kind: 'Invoice' | 'Receipt' | 'Credit note';
  number: string;
  seller: { name: string; address: string[]; vatNumber: string };
  /** 'Bill to', 'Received from', 'Credited to'. */
  customerHeading: string;
  customer: string[];
  /** Issued, due, paid on, the invoice a credit note corrects… */
  facts: Array<[string, string]>;
  /** The agreement the document is for. */
  reference: string;
  lines: Array<{ description: string; amount: string }>;
  /** Net, VAT, total (the last one is printed bold). */
  totals: Array<[string, string]>;
  notes: string[];
}

const AMOUNT_COLUMN = 130;

/** One page: the seller, the document's number and dates, the customer, line items, totals and notes. */
export async function renderPaymentPdf(data: PaymentDocumentData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle(`${data.kind} ${data.number}`);
  doc.setAuthor(data.seller.name);
  const w = new Writer(doc, fonts, `${data.seller.name} · ${data.kind} ${data.number}`);
  w.text(data.seller.name, { size: 9, bold: true, color: COLORS.blue, gap: 1 });
  for (const line of data.seller.address) w.text(line, { size: 9, color: COLORS.muted, gap: 0 });
  if (data.seller.vatNumber) w.text(`VAT number: ${data.seller.vatNumber}`, { size: 9, color: COLORS.muted });
  w.y -= 10;
  w.text(`${data.kind} ${data.number}`, { size: 20, bold: true, gap: 6 });
  for (const [label, value] of data.facts) w.text(`${label}: ${value}`, { size: 10, gap: 1 });
  w.rule();
  w.text(data.customerHeading, { size: 8, color: COLORS.muted, gap: 1 });
  for (const line of data.customer) w.text(line, { size: 10, gap: 1 });
  w.rule();
  w.text(data.reference, { size: 11, bold: true, gap: 6 });
  row(w, 'Description', 'Amount', { size: 8, muted: true });
  for (const line of data.lines) row(w, line.description, line.amount);
  w.rule();
  data.totals.forEach(([label, value], index) =>
    row(w, label, value, index === data.totals.length - 1 ? { size: 12, bold: true } : {}),
  );
  w.y -= 8;
  for (const note of data.notes) w.text(note, { size: 9, gap: 4 });
  return Buffer.from(await doc.save());
}

/** A description on the left and its amount right-aligned on the same line. */
function row(
  w: Writer,
  label: string,
  amount: string,
  style: { size?: number; bold?: boolean; muted?: boolean } = {},
): void {
  const size = style.size ?? 10;
  const face = style.bold ? w.fonts.bold : w.fonts.regular;
  const color = style.muted ? COLORS.muted : COLORS.ink;
  w.ensure(size * 1.45);
  const baseline = w.y - size * 1.45 + size * 0.3;
  face.draw(w.page, amount, { x: A4.width - MARGIN - face.width(amount, size), y: baseline, size, color });
  w.text(label, { size, bold: style.bold, color, width: A4.width - 2 * MARGIN - AMOUNT_COLUMN, gap: 2 });
}
