import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One setting an admin saved (shared/settings.ts names them); absent keys use the environment's value. */
@Entity('site_settings')
export class SiteSetting {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ type: 'text', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
