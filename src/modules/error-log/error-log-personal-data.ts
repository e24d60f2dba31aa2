import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  affected,
  containsEmail,
  emailPattern,
  erasedEmail,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';

/** Error reports whose message, URL or context carries the address (the scrubber misses what it cannot recognise). */
@Injectable()
export class ErrorLogPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const records = (await this.dataSource.query(
      `SELECT report.id, report.created_at, grp.error_type, grp.message, report.payload
       FROM error_log_reports report JOIN error_log_groups grp ON grp.id = report.group_id
       WHERE lower(report.payload::text) LIKE $1 OR lower(grp.message) LIKE $1
       ORDER BY report.created_at LIMIT 500`,
      [containsEmail(email)],
    )) as Array<Record<string, unknown>>;
    return [{ source: 'error_log_reports', label: 'Error reports', records, onErase: 'delete' }];
  }

  /** The full reports go; their groups keep counting, with the address cut out of the message. */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const reports = await manager.query(
      `DELETE FROM error_log_reports WHERE lower(payload::text) LIKE $1
         OR group_id IN (SELECT id FROM error_log_groups WHERE lower(message) LIKE $1)`,
      [containsEmail(email)],
    );
    await manager.query(
      `UPDATE error_log_groups SET message = regexp_replace(message, $2, $3, 'gi'),
         affected_urls = ARRAY(SELECT regexp_replace(url, $2, $3, 'gi') FROM unnest(affected_urls) url)
       WHERE lower(message) LIKE $1 OR lower(array_to_string(affected_urls, ' ')) LIKE $1`,
      [containsEmail(email), emailPattern(email), erasedEmail(email)],
    );
    return outcome('error_log_reports', 'Error reports', affected(reports), 'deleted');
  }
}
