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

/** A learner's progress, certificates and grants: exported as they are, deleted on erasure. */
@Injectable()
export class TrainingPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const query = (sql: string) =>
      this.dataSource.query(sql, [email]) as Promise<Array<Record<string, unknown>>>;
    const [progress, certificates, grants] = await Promise.all([
      query(
        `SELECT course_slug, lesson_slug, visited_at, completed_at, best_score, last_score, quiz_total, attempts
           FROM training_progress WHERE email = $1 ORDER BY course_slug, lesson_slug`,
      ),
      query('SELECT id, course_slug, name, issued_at FROM training_certificates WHERE email = $1'),
      query('SELECT tier, note, granted_by, created_at, revoked_at FROM training_grants WHERE email = $1'),
    ]);
    return [
      { source: 'training_progress', label: 'Training progress', records: progress, onErase: 'delete' },
      {
        source: 'training_certificates',
        label: 'Training certificates',
        records: certificates,
        onErase: 'delete',
      },
      { source: 'training_grants', label: 'Training access granted', records: grants, onErase: 'delete' },
    ];
  }

  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const erase = async (table: string, label: string) =>
      outcome(
        table,
        label,
        affected(await manager.query(`DELETE FROM ${table} WHERE email = $1`, [email])),
        'deleted',
      );
    return [
      ...(await erase('training_progress', 'Training progress')),
      ...(await erase('training_certificates', 'Training certificates')),
      ...(await erase('training_grants', 'Training access granted')),
    ];
  }
}
