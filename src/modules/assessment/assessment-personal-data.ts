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

/** Answers that name a person or their company; scores and the other answers are not personal. */
const PERSONAL_ANSWERS = ['name', 'email', 'company', 'role', 'phone', 'website'];

/** Assessment responses left with an address (for the report email or the follow-up). */
@Injectable()
export class AssessmentPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const records = (await this.dataSource.query(
      `SELECT id, created_at, status, name, email, crm, company_size, overall_score, band, answers, submitted_at
       FROM assessment_responses WHERE lower(email) = $1 ORDER BY created_at`,
      [email],
    )) as Array<Record<string, unknown>>;
    return [{ source: 'assessment_responses', label: 'Assessment responses', records, onErase: 'anonymise' }];
  }

  /** The scores stay (the benchmarks and leaderboard count them); who answered goes. */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const result = await manager.query(
      `UPDATE assessment_responses SET name = NULL, email = NULL, answers = answers - $2::text[]
       WHERE lower(email) = $1`,
      [email, PERSONAL_ANSWERS],
    );
    return outcome('assessment_responses', 'Assessment responses', affected(result), 'anonymised');
  }
}
