import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AttentionItem,
  dailyCounts,
  DashboardMetric,
  DashboardPeriods,
  DashboardSource,
  periodCounts,
  periodParams,
  toDays,
  TrendSeries,
} from '@common/dashboard';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

/** A contact message unanswered this long is late. */
const UNANSWERED_AFTER = "interval '24 hours'";

/** New leads (spam left out) and newsletter confirmations, for the back-office dashboard. */
@Injectable()
export class LeadsDashboard implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(periods: DashboardPeriods): Promise<DashboardMetric[]> {
    const count = async (table: string, column: string, where = 'TRUE') => {
      const [row] = (await this.dataSource.query(
        `SELECT ${periodCounts(column)} FROM ${table} WHERE ${column} >= $3 AND ${where}`,
        periodParams(periods),
      )) as PeriodNumbers[];
      return row;
    };
    const [contacts, applications, confirmations] = await Promise.all([
      count('contact_submissions', 'created_at', 'spam_reason IS NULL'),
      count('jumpstart_applications', 'created_at', 'spam_reason IS NULL'),
      count('newsletter_subscribers', 'confirmed_at'),
    ]);
    return [
      {
        key: 'contacts',
        label: 'Contact submissions',
        values: contacts,
        format: 'count',
        href: routes.leads.contacts(),
        group: 'Leads',
      },
      {
        key: 'jumpstart',
        label: 'Jumpstart applications',
        values: applications,
        format: 'count',
        href: routes.leads.applications(),
        group: 'Leads',
      },
      {
        key: 'newsletter',
        label: 'Newsletter confirmations',
        values: confirmations,
        format: 'count',
        href: routes.leads.subscribers({ 'filter[status]': 'confirmed' }),
        group: 'Leads',
      },
    ];
  }

  async attention(): Promise<AttentionItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, name, company, created_at FROM contact_submissions
       WHERE status = 'new' AND spam_reason IS NULL AND created_at < now() - ${UNANSWERED_AFTER}
       ORDER BY created_at LIMIT 10`,
    )) as Array<{ id: string; name: string; company: string; created_at: Date }>;
    return rows.map((row) => ({
      kind: 'unanswered_contact',
      title: `Unanswered: ${row.name}${row.company ? ` (${row.company})` : ''}`,
      detail: 'Contact message still marked new after 24 hours',
      href: routes.leads.contactSubmission(row.id),
      since: row.created_at.toISOString(),
    }));
  }

  async trend(since: Date): Promise<TrendSeries[]> {
    const rows = (await this.dataSource.query(
      `SELECT day, sum(count)::int AS count FROM (
         ${dailyCounts('contact_submissions', 'created_at', 'spam_reason IS NULL')}
         UNION ALL ${dailyCounts('jumpstart_applications', 'created_at', 'spam_reason IS NULL')}
       ) leads GROUP BY day`,
      [since],
    )) as Array<{ day: string; count: number }>;
    return [{ key: 'leads', label: 'New leads', days: toDays(rows) }];
  }

  /** Unread items for the navigation: new contact messages and applications. */
  async unread(): Promise<Record<string, number>> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*) FROM contact_submissions WHERE status = 'new' AND spam_reason IS NULL)::int AS contacts,
              (SELECT count(*) FROM jumpstart_applications WHERE status = 'new' AND spam_reason IS NULL)::int AS applications`,
    )) as Array<{ contacts: number; applications: number }>;
    return {
      [routes.leads.contacts()]: row.contacts,
      [routes.leads.applications()]: row.applications,
    };
  }
}
