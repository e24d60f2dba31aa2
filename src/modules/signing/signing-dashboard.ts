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
import { routes } from '@shared/routes';

/** Agreements sent, signed and paid, and offers read but not signed, for the back-office dashboard. */
@Injectable()
export class SigningDashboard implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(periods: DashboardPeriods): Promise<DashboardMetric[]> {
    const count = async (column: string) => {
      const [row] = (await this.dataSource.query(
        `SELECT ${periodCounts(column)} FROM agreements WHERE ${column} >= $3`,
        periodParams(periods),
      )) as PeriodNumbers[];
      return row;
    };
    const [sent, signed, paid] = await Promise.all([count('sent_at'), count('signed_at'), count('paid_at')]);
    const metric = (key: string, label: string, values: PeriodNumbers, status: string): DashboardMetric => ({
      key,
      label,
      values,
      format: 'count',
      href: routes.signing.list({ 'filter[status]': status }),
      group: 'Signing',
    });
    return [
      metric('agreements_sent', 'Agreements sent', sent, 'sent'),
      metric('agreements_signed', 'Agreements signed', signed, 'signed'),
      metric('agreements_paid', 'Agreements paid', paid, 'paid'),
    ];
  }

  /** Offers the client opened more than 3 days ago and has not signed. */
  async attention(): Promise<AttentionItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, title, signer_name, viewed_at FROM agreements
       WHERE status = 'viewed' AND viewed_at < now() - interval '3 days'
       ORDER BY viewed_at LIMIT 10`,
    )) as Array<{ id: string; title: string; signer_name: string; viewed_at: Date }>;
    return rows.map((row) => ({
      kind: 'unsigned_agreement',
      title: `Viewed, not signed: ${row.title}`,
      detail: `${row.signer_name} opened it more than 3 days ago`,
      href: routes.signing.detail(row.id),
      since: row.viewed_at.toISOString(),
    }));
  }
}
