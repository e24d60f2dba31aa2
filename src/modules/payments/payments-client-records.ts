import { Injectable } from '@nestjs/common';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRows } from '@database/json-rows';
import type { ClientItem, ClientLink, ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { formatMoney } from '@shared/signing';
import { creditNoteLabel } from './payment-documents';
import { invoiceLabel } from './payment-rules';

interface PaymentRow {
  id: string;
  agreement_id: string;
  title: string;
  code: string;
  agreement_status: string;
  provider: 'stripe' | 'invoice';
  status: 'open' | 'paid' | 'failed' | 'refunded';
  amount_minor: number;
  currency: string;
  invoice_number: number | null;
  credit_note_number: number | null;
  /** ISO timestamps, as json has them. */
  created_at: string;
  paid_at: string | null;
}

const STATUS: Record<PaymentRow['status'], string> = {
  open: 'Due',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The client's invoices, receipts and credit notes, and "pay now" where a payment is still due. */
@Injectable()
export class PaymentsClientRecords extends RegisteredClientRecords {
  readonly order = 30;

  constructor(registry: ClientRecords) {
    super(registry);
  }

  // A card checkout that was never paid is not a document: only invoices and settled payments show.
  readonly reads = {
    payments: jsonRows(
      `SELECT p.id, p.agreement_id, a.title, a.code, a.status AS agreement_status, p.provider, p.status,
              p.amount_minor, p.currency, p.invoice_number, p.credit_note_number, p.created_at, p.paid_at
         FROM payments p JOIN agreements a ON a.id = p.agreement_id
        WHERE lower(a.signer_email) = $1 AND (p.provider = 'invoice' OR p.status IN ('paid', 'refunded'))
        ORDER BY p.created_at DESC LIMIT 100`,
      'r.created_at DESC',
    ),
  };

  section(results: ClientRecordsResults): ClientSection {
    const rows = results.json<PaymentRow[]>('payments');
    return {
      key: 'payments',
      title: 'Payments',
      items: rows.map(paymentItem),
      empty: {
        text: 'Invoices, receipts and credit notes appear here once you have paid for an agreement.',
        action: null,
      },
    };
  }
}

function paymentItem(row: PaymentRow): ClientItem {
  const links: ClientLink[] = [];
  if (row.status === 'open' && row.agreement_status === 'awaiting_payment')
    links.push({ label: 'Pay now', href: routes.payments.paymentPage(row.agreement_id) });
  if (row.provider === 'invoice' && row.invoice_number)
    links.push({ label: 'Invoice PDF', href: routes.payments.invoicePdf(row.agreement_id), download: true });
  if (row.status === 'paid' || row.status === 'refunded')
    links.push({ label: 'Receipt PDF', href: routes.payments.receiptPdf(row.agreement_id), download: true });
  if (row.credit_note_number)
    links.push({
      label: 'Credit note PDF',
      href: routes.payments.creditNotePdf(row.agreement_id),
      download: true,
    });
  const numbers = [
    row.invoice_number ? invoiceLabel(Number(row.invoice_number)) : null,
    row.credit_note_number ? creditNoteLabel(Number(row.credit_note_number)) : null,
  ];
  return {
    id: row.id,
    title: row.title,
    detail: [
      formatMoney(Number(row.amount_minor), row.currency),
      row.provider === 'stripe' ? 'card' : 'bank transfer',
      ...numbers,
      row.code,
    ]
      .filter(Boolean)
      .join(' · '),
    status: STATUS[row.status],
    date: new Date(row.paid_at ?? row.created_at).toISOString(),
    adminHref: routes.signing.detail(row.agreement_id),
    links,
  };
}
