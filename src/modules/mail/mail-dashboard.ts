import { Injectable } from '@nestjs/common';
import {
  AttentionItem,
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  isoTime,
} from '@common/dashboard';
import { jsonRows } from '@database/json-rows';
import { routes } from '@shared/routes';

/** Emails that failed in the last week (after their retries), for the dashboard's attention list. */
@Injectable()
export class MailDashboard implements DashboardSource {
  readonly reads = {
    failed: jsonRows(
      `SELECT id, to_address, subject, last_error, updated_at FROM mail_outbox
        WHERE status = 'failed' AND updated_at > now() - interval '7 days'
        ORDER BY updated_at DESC LIMIT 10`,
      'r.updated_at DESC',
    ),
  };

  metrics(): DashboardMetric[] {
    return [];
  }

  attention(results: DashboardResults): AttentionItem[] {
    const rows = results.json<
      Array<{
        id: string;
        to_address: string;
        subject: string;
        last_error: string | null;
        updated_at: string;
      }>
    >('failed');
    return rows.map((row) => ({
      kind: 'failed_email',
      title: `Email not delivered: ${row.subject}`,
      detail: `To ${row.to_address}${row.last_error ? `: ${row.last_error.slice(0, 100)}` : ''}`,
      href: routes.mail.message(row.id),
      since: isoTime(row.updated_at),
    }));
  }
}
