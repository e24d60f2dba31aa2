import { Repository } from 'typeorm';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { InvalidFields } from '@common/errors/invalid-fields';
import { LeadRecord } from './entities/lead-record';

/** A contact submission or a Jumpstart application, each with its own list of statuses. */
export type ReviewableLead = LeadRecord & { status: string };

/** The table filter value that lists what the spam checks caught. */
export const SPAM_FILTER = 'spam';

/**
 * The admin side of a lead table: pages (spam kept apart unless asked for), one lead, a status
 * change with notes, and "not spam" for a person the checks misjudged.
 */
export class LeadInbox<Lead extends ReviewableLead> {
  constructor(
    private readonly repository: Repository<Lead>,
    readonly statuses: readonly string[],
    private readonly table: { searchIn: string[]; sortable: readonly string[] },
  ) {}

  get sortable(): readonly string[] {
    return this.table.sortable;
  }

  get filterValues(): string[] {
    return [...this.statuses, SPAM_FILTER];
  }

  page(query: TableQuery, limit = query.perPage): Promise<TablePage<Lead>> {
    const builder = this.repository.createQueryBuilder('lead');
    const status = query.filters.status;
    if (status === SPAM_FILTER) builder.where('lead.spamReason IS NOT NULL');
    else {
      builder.where('lead.spamReason IS NULL');
      if (status) builder.andWhere('lead.status = :status', { status });
    }
    return paginate(builder, query, { ...this.table, defaultSort: 'createdAt' }, limit);
  }

  find(id: string): Promise<Lead | null> {
    return this.repository.findOneBy({ id } as never);
  }

  /** Saves the admin's status and notes; the status change is stamped with who and when. */
  async review(lead: Lead, change: { status: string; notes?: string }, by: string): Promise<Lead> {
    if (!this.statuses.includes(change.status)) {
      throw new InvalidFields({ status: 'Choose a status from the list.' });
    }
    const statusChanged = change.status !== lead.status;
    await this.repository.update(lead.id, {
      status: change.status,
      notes: change.notes ?? lead.notes,
      ...(statusChanged && { statusChangedBy: by, statusChangedAt: new Date() }),
    } as never);
    return (await this.find(lead.id)) as Lead;
  }

  async markNotSpam(lead: Lead): Promise<void> {
    await this.repository.update(lead.id, { spamReason: null } as never);
  }

  /** Leads per status (spam counted apart), for the page header. */
  counts(): Promise<Record<string, number>> {
    return countBy(
      this.repository.createQueryBuilder('lead'),
      "CASE WHEN lead.spamReason IS NULL THEN lead.status ELSE 'spam' END",
      this.filterValues,
    );
  }
}
