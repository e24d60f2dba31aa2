import type { EntityManager } from 'typeorm';
import type { Agreement } from '@modules/signing';
import { formatDate } from '@shared/dates';
import { storedTotals, taxNote, totalRows, type FeeLine } from '@shared/fees';
import { formatMoney } from '@shared/signing';
import type { SiteSettingsValues } from '@shared/settings';
import type { Payment } from './entities/payment.entity';
import type { PaymentDocumentData } from './payment-pdf';
import { invoiceLabel } from './payment-rules';

/**
 * What invoices, receipts and credit notes print (issue 35), built from the agreement's fee lines and
 * tax, the payment's numbers and the seller's details as they were when the invoice was issued.
 */

export type SellerDetails = Pick<SiteSettingsValues, 'sellerName' | 'sellerAddress' | 'sellerVatNumber'>;

export const creditNoteLabel = (number: number) => `CN-${number}`;

/** A receipt's number: its invoice's; a card payment settled before every payment had an invoice keeps its own. */
export const receiptNumber = (payment: Payment): string =>
  payment.invoiceNumber !== null
    ? `RCT-INV-${payment.invoiceNumber}`
    : `RCT-${payment.id.slice(0, 8).toUpperCase()}`;

/** How a payment was made, in words. */
export const paymentMethod = (payment: Payment): string =>
  payment.provider === 'stripe'
    ? 'Card, through Stripe'
    : `Bank transfer against invoice ${invoiceLabel(payment.invoiceNumber ?? 0)}`;

/**
 * The next number of a series with no gaps: the counter row stays locked until the issuing
 * transaction ends, and a rollback gives its number back (a sequence would skip it).
 */
export async function nextDocumentNumber(
  manager: EntityManager,
  kind: 'invoice' | 'credit_note',
): Promise<number> {
  // TypeORM answers an UPDATE … RETURNING on Postgres with [rows, affected].
  const [rows] = (await manager.query(
    'UPDATE document_numbers SET last = last + 1 WHERE kind = $1 RETURNING last::int AS number',
    [kind],
  )) as [Array<{ number: number }>, number];
  return rows[0].number;
}

export const sellerOf = (settings: SellerDetails): SellerDetails => ({
  sellerName: settings.sellerName,
  sellerAddress: settings.sellerAddress,
  sellerVatNumber: settings.sellerVatNumber,
});

/** The fee lines; an agreement made before fee lines existed has one line of its whole amount. */
function linesOf(agreement: Agreement): FeeLine[] {
  if (agreement.feeLines?.length) return agreement.feeLines;
  return [{ description: 'Fee', amountMinor: agreement.amountMinor ?? 0 }];
}

const totals = (agreement: Agreement, totalLabel: string, sign: 1 | -1 = 1) =>
  totalRows(storedTotals(agreement), agreement.currency ?? 'EUR', { totalLabel, sign });

const taxNotes = (agreement: Agreement): string[] => {
  const note = taxNote(agreement.taxTreatment);
  return note ? [note] : [];
};

function common(agreement: Agreement, payment: Payment, fallback: SellerDetails) {
  const seller = payment.seller ?? fallback;
  return {
    seller: {
      name: seller.sellerName,
      address: seller.sellerAddress.split(/\r?\n/).filter((line) => line.trim() !== ''),
      vatNumber: seller.sellerVatNumber,
    },
    customer: [
      agreement.signerName,
      agreement.variables.company,
      agreement.signerEmail,
      agreement.buyerVatNumber ? `VAT number: ${agreement.buyerVatNumber}` : '',
    ].filter((line): line is string => Boolean(line)),
    reference: `${agreement.title} (agreement ${agreement.code})`,
  };
}

const lineRows = (agreement: Agreement, sign: 1 | -1) =>
  linesOf(agreement).map((line) => ({
    description: line.description,
    amount: formatMoney(sign * line.amountMinor, agreement.currency ?? 'EUR'),
  }));

export function invoiceDocument(
  agreement: Agreement,
  payment: Payment,
  seller: SellerDetails,
  due: { dueOn: string; bankDetails: string },
): PaymentDocumentData {
  const number = invoiceLabel(payment.invoiceNumber!);
  return {
    kind: 'Invoice',
    number,
    ...common(agreement, payment, seller),
    customerHeading: 'Bill to',
    facts: [
      ['Issued', formatDate(payment.createdAt)],
      ['Due', due.dueOn],
    ],
    lines: lineRows(agreement, 1),
    totals: totals(agreement, 'Total due'),
    notes: [
      ...taxNotes(agreement),
      `Pay by bank transfer to: ${due.bankDetails || 'the account in our email'}.`,
      `Use ${number} as the payment reference.`,
    ],
  };
}

export function receiptDocument(
  agreement: Agreement,
  payment: Payment,
  seller: SellerDetails,
): PaymentDocumentData {
  return {
    kind: 'Receipt',
    number: receiptNumber(payment),
    ...common(agreement, payment, seller),
    customerHeading: 'Received from',
    facts: [
      ['Paid on', payment.paidAt ? formatDate(payment.paidAt) : ''],
      ['Method', paymentMethod(payment)],
      ...(payment.invoiceNumber !== null
        ? [['Invoice', invoiceLabel(payment.invoiceNumber)] as [string, string]]
        : []),
    ],
    lines: lineRows(agreement, 1),
    totals: totals(agreement, 'Total paid'),
    notes: [...taxNotes(agreement), 'Paid in full: nothing more is due for this agreement.'],
  };
}

export function creditNoteDocument(
  agreement: Agreement,
  payment: Payment,
  seller: SellerDetails,
): PaymentDocumentData {
  return {
    kind: 'Credit note',
    number: creditNoteLabel(payment.creditNoteNumber!),
    ...common(agreement, payment, seller),
    customerHeading: 'Credited to',
    facts: [
      ['Issued', payment.refundedAt ? formatDate(payment.refundedAt) : ''],
      ...(payment.invoiceNumber !== null
        ? [['Corrects invoice', invoiceLabel(payment.invoiceNumber)] as [string, string]]
        : []),
      ['Refunded by', payment.provider === 'stripe' ? 'Card refund, through Stripe' : 'Bank transfer'],
    ],
    lines: lineRows(agreement, -1),
    totals: totals(agreement, 'Total credited', -1),
    notes: [...taxNotes(agreement), 'The payment for this agreement was refunded in full.'],
  };
}
