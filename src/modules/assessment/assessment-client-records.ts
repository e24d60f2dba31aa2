import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRows } from '@database/json-rows';
import type { ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { AssessmentResponse } from './assessment-response.entity';

/** The client's finished assessments: each report, and a new one. */
@Injectable()
export class AssessmentClientRecords extends RegisteredClientRecords {
  readonly order = 10;

  constructor(
    @InjectRepository(AssessmentResponse) private readonly responses: Repository<AssessmentResponse>,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  override makesClient(email: string): Promise<boolean> {
    return this.responses.existsBy({ email, status: 'submitted' });
  }

  readonly reads = {
    reports: jsonRows(
      `SELECT id, crm, overall_score, share_id, submitted_at FROM assessment_responses
        WHERE email = $1 AND status = 'submitted' ORDER BY submitted_at DESC LIMIT 50`,
      'r.submitted_at DESC',
    ),
  };

  section(results: ClientRecordsResults): ClientSection {
    const reports = results.entities('reports', AssessmentResponse);
    return {
      key: 'assessments',
      title: 'CRM health assessments',
      items: reports.map((report) => ({
        id: report.id,
        title: `CRM health report${report.crm ? ` (${report.crm})` : ''}`,
        detail: [
          report.overallScore === null ? 'Scored report' : `Score ${report.overallScore}/100`,
          // A live share link is something the client may want to stop: say it is on.
          report.shareId ? 'shared by link (stop it on the report)' : null,
        ]
          .filter(Boolean)
          .join(', '),
        status: 'Ready',
        date: report.submittedAt?.toISOString() ?? null,
        // The report page has its share link and its revoke button.
        links: [{ label: 'Open and share the report', href: routes.assessment.report(report.id) }],
        adminHref: routes.assessment.response(report.id),
      })),
      action: { label: 'Take it again', href: routes.assessment.intro() },
      empty: {
        text: 'Take the 10-minute CRM health assessment: your scored report is kept here.',
        action: { label: 'Start the assessment', href: routes.assessment.intro() },
      },
    };
  }
}
