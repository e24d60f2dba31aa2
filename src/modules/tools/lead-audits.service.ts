import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { InvalidFields } from '@common/errors/invalid-fields';
import {
  AUDIT_QUESTIONS,
  auditErrors,
  GRADES,
  scoreAudit,
  type AuditAnswers,
  type Grade,
} from '@shared/tools/lead-audit';
import { LeadAudit } from './entities/lead-audit.entity';

export const AUDIT_GRADES = GRADES.map((entry) => entry.grade);
export const AUDIT_SORTABLE = ['createdAt', 'score', 'grade'] as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
/** A results link token as it comes in: 32 base64url characters, anything else is no token. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Completed inbound lead audits: stored, found by their results link, re-linked by their owner. */
@Injectable()
export class LeadAudits {
  constructor(@InjectRepository(LeadAudit) private readonly audits: Repository<LeadAudit>) {}

  /**
   * Stores complete, valid answers (only the audit's own questions) with their score; every question
   * needs a known answer (the page checks the same rule).
   */
  async submit(
    answers: Record<string, unknown>,
    sourcePath: string | null,
  ): Promise<{ audit: LeadAudit; viewToken: string; ownerToken: string }> {
    const errors = auditErrors(answers);
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
    const kept = Object.fromEntries(
      AUDIT_QUESTIONS.map((question) => [question.id, answers[question.id]]),
    ) as AuditAnswers;
    const { score, grade } = scoreAudit(kept);
    const viewToken = newToken();
    const ownerToken = newToken();
    const audit = await this.audits.save(
      this.audits.create({
        answers: kept,
        score,
        grade,
        viewTokenHash: sha256(viewToken),
        ownerTokenHash: sha256(ownerToken),
        sourcePath: sourcePath?.slice(0, 500) ?? null,
      }),
    );
    return { audit, viewToken, ownerToken };
  }

  find(id: string): Promise<LeadAudit | null> {
    return this.audits.findOneBy({ id });
  }

  findByViewToken(token: string): Promise<LeadAudit | null> {
    if (!TOKEN.test(token)) return Promise.resolve(null);
    return this.audits.findOneBy({ viewTokenHash: sha256(token) });
  }

  /** Whether `ownerToken` (from the browser's cookie) is this audit's owner's. */
  isOwner(audit: LeadAudit, ownerToken: unknown): boolean {
    return (
      typeof ownerToken === 'string' && TOKEN.test(ownerToken) && sha256(ownerToken) === audit.ownerTokenHash
    );
  }

  /** A new results link: the old one stops working at once. */
  async replaceLink(audit: LeadAudit): Promise<string> {
    const viewToken = newToken();
    await this.audits.update({ id: audit.id }, { viewTokenHash: sha256(viewToken) });
    return viewToken;
  }

  async setEmail(audit: LeadAudit, email: string): Promise<void> {
    await this.audits.update({ id: audit.id }, { email: email.toLowerCase() });
  }

  page(query: TableQuery, limit = query.perPage): Promise<TablePage<LeadAudit>> {
    const builder = this.audits.createQueryBuilder('audit');
    if (query.filters.grade) builder.andWhere('audit.grade = :grade', { grade: query.filters.grade });
    return paginate(
      builder,
      query,
      { searchIn: ['email', 'sourcePath'], sortable: AUDIT_SORTABLE, defaultSort: 'createdAt' },
      limit,
    );
  }

  counts(): Promise<Record<Grade, number>> {
    return countBy(this.audits.createQueryBuilder('audit'), 'audit.grade', AUDIT_GRADES);
  }
}
