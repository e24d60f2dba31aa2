import { Injectable } from '@nestjs/common';
import {
  AttentionItem,
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  isoTime,
  periodCounts,
} from '@common/dashboard';
import { jsonRow, jsonRows } from '@database/json-rows';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

const periodRead = (column: string) =>
  jsonRow(`SELECT ${periodCounts(column)} FROM agreements WHERE ${column} >= $3`);

/** Agreements sent, signed and paid, and offers read but not signed, for the back-office dashboard. */
@Injectable()
export class SigningDashboard implements DashboardSource {
  readonly reads = {
    sent: periodRead('sent_at'),
    signed: periodRead('signed_at'),
    paid: periodRead('paid_at'),
    // Offers the client opened more than 3 days ago and has not signed.
    unsigned: jsonRows(
      `SELECT id, title, signer_name, viewed_at FROM agreements
        WHERE status = 'viewed' AND viewed_at < now() - interval '3 days'
        ORDER BY viewed_at LIMIT 10`,
      'r.viewed_at',
    ),
  };

  metrics(results: DashboardResults): DashboardMetric[] {
    const metric = (key: string, label: string, read: string, status: string): DashboardMetric => ({
      key,
      label,
      values: results.json<PeriodNumbers>(read),
      format: 'count',
      href: routes.signing.list({ 'filter[status]': status }),
      group: 'Signing',
    });
    return [
      metric('agreements_sent', 'Agreements sent', 'sent', 'sent'),
      metric('agreements_signed', 'Agreements signed', 'signed', 'signed'),
      metric('agreements_paid', 'Agreements paid', 'paid', 'paid'),
    ];
  }

  attention(results: DashboardResults): AttentionItem[] {
    const rows =
      results.json<Array<{ id: string; title: string; signer_name: string; viewed_at: string }>>('unsigned');
    return rows.map((row) => ({
      kind: 'unsigned_agreement',
      title: `Viewed, not signed: ${row.title}`,
      detail: `${row.signer_name} opened it more than 3 days ago`,
      href: routes.signing.detail(row.id),
      since: isoTime(row.viewed_at),
    }));
  }
}
