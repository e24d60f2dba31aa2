import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  affected,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';

/** Tool submissions that carry an address: inbound lead audits whose report was emailed. */
@Injectable()
export class ToolsPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const records = (await this.dataSource.query(
      `SELECT id, created_at, score, grade, email, source_path FROM lead_audits
       WHERE lower(email) = $1 ORDER BY created_at`,
      [email],
    )) as Array<Record<string, unknown>>;
    return [{ source: 'lead_audits', label: 'Inbound lead audits', records, onErase: 'anonymise' }];
  }

  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const result = await manager.query('UPDATE lead_audits SET email = NULL WHERE lower(email) = $1', [
      email,
    ]);
    return outcome('lead_audits', 'Inbound lead audits', affected(result), 'anonymised');
  }
}
