import { Injectable } from '@nestjs/common';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRows } from '@database/json-rows';
import type { ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { LeadAudit } from './entities/lead-audit.entity';

/**
 * Inbound lead audits whose report the person had emailed to them. Their results page opens
 * only with the link from that email (its token is stored hashed), so the home lists the score.
 */
@Injectable()
export class ToolsClientRecords extends RegisteredClientRecords {
  readonly order = 50;

  constructor(registry: ClientRecords) {
    super(registry);
  }

  readonly reads = {
    audits: jsonRows(
      'SELECT id, score, grade, created_at FROM lead_audits WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 20',
      'r.created_at DESC',
    ),
  };

  section(results: ClientRecordsResults): ClientSection {
    const audits = results.entities('audits', LeadAudit);
    return {
      key: 'lead-audits',
      title: 'Inbound lead audits',
      items: audits.map((audit) => ({
        id: audit.id,
        title: 'Inbound lead audit',
        detail: `Score ${audit.score}/100, grade ${audit.grade} (the full report is in the email we sent)`,
        status: null,
        date: audit.createdAt.toISOString(),
        links: [],
        adminHref: routes.tools.detail(audit.id),
      })),
      hideWhenEmpty: true,
      action: { label: 'Audit again', href: routes.tools.page() },
      empty: { text: 'Take the inbound lead audit: its score is kept here.', action: null },
    };
  }
}
