import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A document the consultancy writes for one client (a playbook, a field dictionary, governance
 * notes), published to their client area (issue 37). Its text lives in versions; none is ever
 * overwritten.
 */
@Entity('handover_documents')
export class HandoverDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The client's address, lower-cased: the document attaches to a verified account with it. */
  @Column({ type: 'text' })
  clientEmail: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'integer', default: 1 })
  currentVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
