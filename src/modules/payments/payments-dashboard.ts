import { Injectable } from '@nestjs/common';
import {
  AttentionItem,
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  isoTime,
  periodCounts,
} from '@common/dashboard';
import { jsonRows } from '@database/json-rows';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { invoiceLabel } from './payment-rules';
import { routes } from '@shared/routes';

/** Revenue collected (per currency) and invoices waiting for an admin to confirm the transfer. */
@Injectable()
export class PaymentsDashboard implements DashboardSource {
  readonly reads = {
    revenue: jsonRows(
      `SELECT currency, ${periodCounts('paid_at', 'amount_minor')} FROM payments
        WHERE paid_at >= $3 AND status = 'paid' GROUP BY currency`,
      'r.month DESC',
    ),
    awaiting: jsonRows(
      `SELECT agreement_id, invoice_number, amount_minor, currency, created_at FROM payments
        WHERE provider = 'invoice' AND status = 'open' ORDER BY created_at LIMIT 10`,
      'r.created_at',
    ),
  };

  metrics(results: DashboardResults): DashboardMetric[] {
    const rows = results.json<Array<{ currency: string } & PeriodNumbers>>('revenue');
    const revenue = rows.length ? rows : [{ currency: 'usd', today: 0, week: 0, month: 0 }];
    return revenue.map((row) => ({
      key: `revenue_${row.currency}`,
      label: rows.length > 1 ? `Revenue collected (${row.currency.toUpperCase()})` : 'Revenue collected',
      values: { today: Number(row.today), week: Number(row.week), month: Number(row.month) },
      format: 'money',
      currency: row.currency,
      href: routes.signing.list({ 'filter[status]': 'paid' }),
      group: 'Signing',
    }));
  }

  attention(results: DashboardResults): AttentionItem[] {
    const rows = results.json<
      Array<{
        agreement_id: string;
        invoice_number: number | null;
        amount_minor: number;
        currency: string;
        created_at: string;
      }>
    >('awaiting');
    return rows.map((row) => ({
      kind: 'payment_awaiting',
      title: row.invoice_number
        ? `${invoiceLabel(Number(row.invoice_number))} awaiting payment`
        : 'Invoice awaiting payment',
      detail: `${(Number(row.amount_minor) / 100).toFixed(2)} ${row.currency.toUpperCase()}: mark it paid once the transfer arrives`,
      href: routes.signing.detail(row.agreement_id),
      since: isoTime(row.created_at),
    }));
  }
}
