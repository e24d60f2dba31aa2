import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 37: files published with a hand-over document's version (a CSV template, a short PDF). */
export class DocumentAttachments1765612800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE handover_document_attachments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version_id uuid NOT NULL REFERENCES handover_document_versions (id) ON DELETE CASCADE,
        filename text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX handover_document_attachments_version ON handover_document_attachments (version_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE handover_document_attachments');
  }
}
