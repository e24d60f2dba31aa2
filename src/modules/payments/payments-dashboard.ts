import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AttentionItem,
  DashboardMetric,
  DashboardPeriods,
  DashboardSource,
  periodCounts,
  periodParams,
} from '@common/dashboard';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { invoiceLabel } from './payment-rules';
import { routes } from '@shared/routes';

/** Revenue collected (per currency) and invoices waiting for an admin to confirm the transfer. */
@Injectable()
export class PaymentsDashboard implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(periods: DashboardPeriods): Promise<DashboardMetric[]> {
    const rows = (await this.dataSource.query(
      `SELECT currency, ${periodCounts('paid_at', 'amount_minor')} FROM payments
       WHERE paid_at >= $3 AND status = 'paid' GROUP BY currency ORDER BY sum(amount_minor) DESC`,
      periodParams(periods),
    )) as Array<{ currency: string } & Record<keyof PeriodNumbers, string>>;
    const revenue = rows.length ? rows : [{ currency: 'usd', today: '0', week: '0', month: '0' }];
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

  async attention(): Promise<AttentionItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT agreement_id, invoice_number, amount_minor, currency, created_at FROM payments
       WHERE provider = 'invoice' AND status = 'open' ORDER BY created_at LIMIT 10`,
    )) as Array<{
      agreement_id: string;
      invoice_number: string | null;
      amount_minor: string;
      currency: string;
      created_at: Date;
    }>;
    return rows.map((row) => ({
      kind: 'payment_awaiting',
      title: row.invoice_number
        ? `${invoiceLabel(Number(row.invoice_number))} awaiting payment`
        : 'Invoice awaiting payment',
      detail: `${(Number(row.amount_minor) / 100).toFixed(2)} ${row.currency.toUpperCase()}: mark it paid once the transfer arrives`,
      href: routes.signing.detail(row.agreement_id),
      since: row.created_at.toISOString(),
    }));
  }
}
