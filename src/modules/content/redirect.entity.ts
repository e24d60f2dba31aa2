import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A path with no page of its own that sends visitors elsewhere (editable later from admin settings). */
@Entity('redirects')
export class Redirect {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Exact request path, e.g. /book. */
  @Column({ type: 'text', unique: true })
  path: string;

  /** A site path, an https URL, or $BOOKING_URL (the configured booking page). */
  @Column({ type: 'text' })
  target: string;

  @Column({ type: 'smallint', default: 302 })
  status: 301 | 302;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** Switched off, the path answers as if the redirect did not exist (kept for later). */
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
