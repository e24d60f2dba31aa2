import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TemplateVariable } from '@shared/signing';

/** One saved text of a template. Agreements point at the version they were made from. */
@Entity('agreement_template_versions')
export class AgreementTemplateVersion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  templateId: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'jsonb' })
  variables: TemplateVariable[];

  /** An admin who countersigns every agreement made from this version, after the signer; null: none. */
  @Column({ type: 'text', nullable: true })
  countersignerEmail: string | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
