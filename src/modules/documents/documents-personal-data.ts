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

/** Documents published to an address: exported with their versions; erased with them on request. */
@Injectable()
export class DocumentsPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const records = (await this.dataSource.query(
      `SELECT d.id, d.title, d.created_at, v.version, v.note, v.body, v.published_at,
              COALESCE((SELECT json_agg(json_build_object('filename', a.filename, 'size', a.size) ORDER BY a.created_at)
                          FROM handover_document_attachments a WHERE a.version_id = v.id), '[]') AS attachments
         FROM handover_documents d JOIN handover_document_versions v ON v.document_id = d.id
        WHERE d.client_email = $1 ORDER BY d.created_at, v.version`,
      [email],
    )) as Array<Record<string, unknown>>;
    return [{ source: 'handover_documents', label: 'Hand-over documents', records, onErase: 'delete' }];
  }

  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const result = await manager.query('DELETE FROM handover_documents WHERE client_email = $1', [email]);
    return outcome('handover_documents', 'Hand-over documents', affected(result), 'deleted');
  }
}
