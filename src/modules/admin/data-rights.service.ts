import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErasureOutcome, PersonalDataSource, PersonalRecords } from '@common/privacy/personal-data';
import { AdminAudit } from '@modules/audit';
import { AssessmentPersonalData } from '@modules/assessment';
import { AuthPersonalData } from '@modules/auth';
import { ErrorLogPersonalData } from '@modules/error-log';
import { LeadsPersonalData } from '@modules/leads';
import { MailPersonalData } from '@modules/mail';
import { SigningPersonalData } from '@modules/signing';
import { DocumentsPersonalData } from '@modules/documents';
import { ToolsPersonalData } from '@modules/tools';
import { TrainingPersonalData } from '@modules/training';

/**
 * Data rights: everything stored about an address, from every module that stores personal data,
 * exported as one document or erased in one transaction (all of it, or none of it).
 */
@Injectable()
export class DataRights {
  private readonly sources: PersonalDataSource[];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    leads: LeadsPersonalData,
    assessment: AssessmentPersonalData,
    tools: ToolsPersonalData,
    signing: SigningPersonalData,
    errorLog: ErrorLogPersonalData,
    mail: MailPersonalData,
    auth: AuthPersonalData,
    audit: AdminAudit,
    documents: DocumentsPersonalData,
    training: TrainingPersonalData,
  ) {
    this.sources = [leads, assessment, tools, signing, documents, training, auth, mail, errorLog, audit];
  }

  async find(email: string): Promise<PersonalRecords[]> {
    const found = await Promise.all(this.sources.map((source) => source.findByEmail(email)));
    return found.flat();
  }

  /** The export file: what is stored, where, and what erasure would do to it. */
  async export(email: string, exportedBy: string): Promise<object> {
    const found = await this.find(email);
    return {
      subject: email,
      exportedAt: new Date().toISOString(),
      exportedBy,
      note: 'Everything the CRM Advisory site stores about this email address, grouped by where it is kept.',
      records: Object.fromEntries(
        found
          .filter((group) => group.records.length)
          .map((group) => [group.source, { label: group.label, records: group.records }]),
      ),
    };
  }

  async erase(email: string): Promise<ErasureOutcome[]> {
    return this.dataSource.transaction(async (manager) => {
      const outcomes: ErasureOutcome[] = [];
      for (const source of this.sources) outcomes.push(...(await source.eraseByEmail(email, manager)));
      return outcomes;
    });
  }
}
