import { Injectable } from '@nestjs/common';
import {
  AttentionItem,
  dailyCounts,
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  isoTime,
  periodCounts,
  toDays,
  TrendSeries,
} from '@common/dashboard';
import { jsonRow, jsonRows } from '@database/json-rows';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

/** A contact message unanswered this long is late. */
const UNANSWERED_AFTER = "interval '24 hours'";

const periodRead = (table: string, column: string, where = 'TRUE') =>
  jsonRow(`SELECT ${periodCounts(column)} FROM ${table} WHERE ${column} >= $3 AND ${where}`);

/** New leads (spam left out) and newsletter confirmations, for the back-office dashboard. */
@Injectable()
export class LeadsDashboard implements DashboardSource {
  readonly reads = {
    contacts: periodRead('contact_submissions', 'created_at', 'spam_reason IS NULL'),
    applications: periodRead('jumpstart_applications', 'created_at', 'spam_reason IS NULL'),
    confirmations: periodRead('newsletter_subscribers', 'confirmed_at'),
    unanswered: jsonRows(
      `SELECT id, name, company, created_at FROM contact_submissions
        WHERE status = 'new' AND spam_reason IS NULL AND created_at < now() - ${UNANSWERED_AFTER}
        ORDER BY created_at LIMIT 10`,
      'r.created_at',
    ),
    trend: jsonRows(
      `SELECT day, sum(count)::int AS count FROM (
         ${dailyCounts('contact_submissions', 'created_at', 'spam_reason IS NULL')}
         UNION ALL ${dailyCounts('jumpstart_applications', 'created_at', 'spam_reason IS NULL')}
       ) leads GROUP BY day`,
      'r.day',
    ),
  };

  /** Unread items for the navigation (new contact messages and applications), as a read with no parameters. */
  readonly unreadRead = `SELECT json_build_object(
      'contacts', (SELECT count(*) FROM contact_submissions WHERE status = 'new' AND spam_reason IS NULL),
      'applications', (SELECT count(*) FROM jumpstart_applications WHERE status = 'new' AND spam_reason IS NULL))`;

  metrics(results: DashboardResults): DashboardMetric[] {
    return [
      {
        key: 'contacts',
        label: 'Contact submissions',
        values: results.json<PeriodNumbers>('contacts'),
        format: 'count',
        href: routes.leads.contacts(),
        group: 'Leads',
      },
      {
        key: 'jumpstart',
        label: 'Jumpstart applications',
        values: results.json<PeriodNumbers>('applications'),
        format: 'count',
        href: routes.leads.applications(),
        group: 'Leads',
      },
      {
        key: 'newsletter',
        label: 'Newsletter confirmations',
        values: results.json<PeriodNumbers>('confirmations'),
        format: 'count',
        href: routes.leads.subscribers({ 'filter[status]': 'confirmed' }),
        group: 'Leads',
      },
    ];
  }

  attention(results: DashboardResults): AttentionItem[] {
    const rows =
      results.json<Array<{ id: string; name: string; company: string; created_at: string }>>('unanswered');
    return rows.map((row) => ({
      kind: 'unanswered_contact',
      title: `Unanswered: ${row.name}${row.company ? ` (${row.company})` : ''}`,
      detail: 'Contact message still marked new after 24 hours',
      href: routes.leads.contactSubmission(row.id),
      since: isoTime(row.created_at),
    }));
  }

  trend(results: DashboardResults): TrendSeries[] {
    return [{ key: 'leads', label: 'New leads', days: toDays(results.json('trend')) }];
  }

  /** What `unreadRead` returned, by the navigation link it belongs to. */
  unread(counts: { contacts: number; applications: number }): Record<string, number> {
    return { [routes.leads.contacts()]: counts.contacts, [routes.leads.applications()]: counts.applications };
  }
}
