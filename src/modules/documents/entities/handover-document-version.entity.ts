import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One published text of a hand-over document; the client can read every earlier one. */
@Entity('handover_document_versions')
export class HandoverDocumentVersion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  documentId: string;

  @Column({ type: 'integer' })
  version: number;

  /** Markdown, rendered with raw HTML off (shown as text, never run). */
  @Column({ type: 'text' })
  body: string;

  /** What changed, in a line, shown in the version list and the email. */
  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ type: 'text' })
  publishedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  publishedAt: Date;
}
