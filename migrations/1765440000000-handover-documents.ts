import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 37: documents the consultancy publishes to one client, each change a new version. */
export class HandoverDocuments1765440000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE handover_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_email text NOT NULL,
        title text NOT NULL,
        current_version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX handover_documents_client ON handover_documents (client_email)');
    await queryRunner.query(`
      CREATE TABLE handover_document_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES handover_documents (id) ON DELETE CASCADE,
        version integer NOT NULL,
        body text NOT NULL,
        note text NOT NULL DEFAULT '',
        published_by text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (document_id, version)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE handover_document_versions');
    await queryRunner.query('DROP TABLE handover_documents');
  }
}
