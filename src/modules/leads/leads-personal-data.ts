import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import {
  affected,
  ERASED,
  erasedEmail,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';

import type { AnswerField } from '@shared/forms/answers';
import { CONTACT_ANSWERS, JUMPSTART_ANSWERS } from '@shared/forms/leads';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';

const ANONYMISED = 'anonymise' as const;

/** What the leads module stores about an address: contact messages, Jumpstart applications, the newsletter. */
@Injectable()
export class LeadsPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const query = (sql: string) =>
      this.dataSource.query(sql, [email]) as Promise<Array<Record<string, unknown>>>;
    const [contacts, applications, subscribers] = await Promise.all([
      query(
        `SELECT id, created_at, ${this.answerColumns(ContactSubmission, CONTACT_ANSWERS)}, status, notes, source_path
         FROM contact_submissions WHERE lower(email) = $1 ORDER BY created_at`,
      ),
      query(
        `SELECT id, created_at, ${this.answerColumns(JumpstartApplication, JUMPSTART_ANSWERS)}, status, notes,
                source_path
         FROM jumpstart_applications WHERE lower(email) = $1 ORDER BY created_at`,
      ),
      query(
        `SELECT id, created_at, email, status, confirmed_at, unsubscribed_at, source_path
         FROM newsletter_subscribers WHERE email = $1`,
      ),
    ]);
    return [
      { source: 'contact_submissions', label: 'Contact submissions', records: contacts, onErase: ANONYMISED },
      {
        source: 'jumpstart_applications',
        label: 'Jumpstart applications',
        records: applications,
        onErase: ANONYMISED,
      },
      {
        source: 'newsletter_subscribers',
        label: 'Newsletter subscription',
        records: subscribers,
        onErase: ANONYMISED,
      },
    ];
  }

  /** Names, addresses, phone numbers and free text go; dates, statuses, topics and sources stay for the counts. */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const params = [email, erasedEmail(email), ERASED];
    const contacts = await manager.query(
      `UPDATE contact_submissions SET ${this.erasedAnswers(ContactSubmission, CONTACT_ANSWERS)},
         notes = '', user_agent = NULL, status_changed_by = NULL
       WHERE lower(email) = $1`,
      params,
    );
    const applications = await manager.query(
      `UPDATE jumpstart_applications SET ${this.erasedAnswers(JumpstartApplication, JUMPSTART_ANSWERS)},
         notes = '', user_agent = NULL, status_changed_by = NULL
       WHERE lower(email) = $1`,
      params,
    );
    // Unsubscribed too: the placeholder must never be mailed, and the confirmation link dies with the token.
    const subscribers = await manager.query(
      `UPDATE newsletter_subscribers SET email = $2, confirm_token_hash = NULL,
         status = CASE WHEN status = 'confirmed' THEN 'unsubscribed' ELSE status END,
         unsubscribed_at = COALESCE(unsubscribed_at, CASE WHEN status = 'confirmed' THEN now() END)
       WHERE email = $1`,
      params.slice(0, 2),
    );
    return [
      ...outcome('contact_submissions', 'Contact submissions', affected(contacts), 'anonymised'),
      ...outcome('jumpstart_applications', 'Jumpstart applications', affected(applications), 'anonymised'),
      ...outcome('newsletter_subscribers', 'Newsletter subscription', affected(subscribers), 'anonymised'),
    ];
  }

  /** The columns of a form's answers, as the entity maps them. */
  private answerColumns(entity: EntityTarget<ObjectLiteral>, list: readonly AnswerField[]): string {
    const columns = this.dataSource.getMetadata(entity);
    return list.map((field) => columns.findColumnWithPropertyName(field.key)!.databaseName).join(', ');
  }

  /**
   * SET clauses for a form's personal answers: the address becomes its erased form ($2), an optional
   * answer NULL, any other "[erased]" ($3). Choices from the site's lists stay for the counts.
   */
  private erasedAnswers(entity: EntityTarget<ObjectLiteral>, list: readonly AnswerField[]): string {
    const columns = this.dataSource.getMetadata(entity);
    return list
      .filter((field) => field.personal)
      .map((field) => {
        const column = columns.findColumnWithPropertyName(field.key)!;
        const value = field.kind === 'email' ? '$2' : column.isNullable ? 'NULL' : '$3';
        return `${column.databaseName} = ${value}`;
      })
      .join(', ');
  }
}
