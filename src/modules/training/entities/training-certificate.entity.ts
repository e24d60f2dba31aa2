import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A completed course's certificate: the name as the learner typed it; the PDF once the job has made it. */
@Entity('training_certificates')
export class TrainingCertificate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  courseSlug: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  @Column({ type: 'bytea', nullable: true, select: false })
  pdf: Buffer | null;
}
