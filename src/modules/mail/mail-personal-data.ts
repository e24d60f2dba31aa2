import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  affected,
  containsEmail,
  erasedEmail,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';

const ERASED_BODY = '(content erased: it concerned a person whose data was erased)';

/** Outbox messages sent to the address, or about it (new-lead notifications to admins quote it). */
@Injectable()
export class MailPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const records = (await this.dataSource.query(
      `SELECT id, created_at, to_address, subject, template, status, sent_at FROM mail_outbox
       WHERE lower(to_address) = $1 OR lower(text) LIKE $2 OR lower(subject) LIKE $2
       ORDER BY created_at LIMIT 500`,
      [email, containsEmail(email)],
    )) as Array<Record<string, unknown>>;
    return [{ source: 'mail_outbox', label: 'Emails sent to or about them', records, onErase: 'anonymise' }];
  }

  /** A message's body (and attachments) may name the person anywhere: they go, the delivery record stays. */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const result = await manager.query(
      `UPDATE mail_outbox SET
         to_address = CASE WHEN lower(to_address) = $1 THEN $3 ELSE to_address END,
         subject = $4, html = $4, text = $4, headers = '{}', attachments = '[]',
         -- Kept, never sent: a message not delivered yet ends as 'stored', which no worker claims.
         last_error = CASE WHEN status IN ('queued', 'sending', 'failed') THEN 'Not sent: the data it carried was erased' ELSE last_error END,
         status = CASE WHEN status IN ('queued', 'sending', 'failed') THEN 'stored' ELSE status END
       WHERE lower(to_address) = $1 OR lower(text) LIKE $2 OR lower(html) LIKE $2 OR lower(subject) LIKE $2`,
      [email, containsEmail(email), erasedEmail(email), ERASED_BODY],
    );
    return outcome('mail_outbox', 'Emails sent to or about them', affected(result), 'anonymised');
  }
}
