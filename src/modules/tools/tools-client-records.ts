import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, Repository } from 'typeorm';
import { ClientRecords, RegisteredClientRecords } from '@common/clients/client-records';
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

  constructor(
    @InjectRepository(LeadAudit) private readonly audits: Repository<LeadAudit>,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  async section(email: string): Promise<ClientSection> {
    const audits = await this.audits.find({
      where: { email: Raw((column) => `lower(${column}) = :email`, { email }) },
      order: { createdAt: 'DESC' },
      take: 20,
    });
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
