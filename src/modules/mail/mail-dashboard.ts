import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AttentionItem, DashboardMetric, DashboardSource } from '@common/dashboard';
import { routes } from '@shared/routes';

/** Emails that failed in the last week (after their retries), for the dashboard's attention list. */
@Injectable()
export class MailDashboard implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  metrics(): Promise<DashboardMetric[]> {
    return Promise.resolve([]);
  }

  async attention(): Promise<AttentionItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, to_address, subject, last_error, updated_at FROM mail_outbox
       WHERE status = 'failed' AND updated_at > now() - interval '7 days'
       ORDER BY updated_at DESC LIMIT 10`,
    )) as Array<{
      id: string;
      to_address: string;
      subject: string;
      last_error: string | null;
      updated_at: Date;
    }>;
    return rows.map((row) => ({
      kind: 'failed_email',
      title: `Email not delivered: ${row.subject}`,
      detail: `To ${row.to_address}${row.last_error ? `: ${row.last_error.slice(0, 100)}` : ''}`,
      href: routes.mail.message(row.id),
      since: row.updated_at.toISOString(),
    }));
  }
}
