import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file published with one version of a document; a later version keeps it only when asked to. */
@Entity('handover_document_attachments')
export class HandoverDocumentAttachment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  versionId: string;

  @Column({ type: 'text' })
  filename: string;

  /** From the file's extension (ATTACHMENT_TYPES), never from what the uploading browser said. */
  @Column({ type: 'text' })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'bytea', select: false })
  data: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
