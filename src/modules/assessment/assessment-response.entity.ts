import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Answers, ScoreResult, SectionId } from '@shared/assessment';

/** One run through the assessment: a draft until submitted, then scored with its own bank version. */
@Entity('assessment_responses')
export class AssessmentResponse {
  /** Unguessable: it is the key of the visitor's draft. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'integer' })
  bankVersion: number;

  @Column({ type: 'text', default: 'draft' })
  status: 'draft' | 'submitted';

  @Column({ type: 'text', default: 'profile' })
  currentStep: SectionId;

  /** Index of the furthest step reached (SECTION_IDS order), for the completion funnel. */
  @Column({ type: 'smallint', default: 0 })
  furthestStep: number;

  @Column({ type: 'jsonb', default: {} })
  answers: Answers;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  consentedAt: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  result: ScoreResult | null;

  /** Copies of result fields, for filtering and benchmarks without reading JSON. */
  @Column({ type: 'real', nullable: true })
  overallScore: number | null;

  @Column({ type: 'text', nullable: true })
  band: string | null;

  @Column({ type: 'text', nullable: true })
  crm: string | null;

  @Column({ type: 'text', nullable: true })
  companySize: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /**
   * The secret behind this browser's cookie (signed, never sent as is). Opening a resume link
   * replaces it, so the draft moves to that browser and no earlier holder keeps access.
   */
  @Column({ type: 'text' })
  accessKey: string;

  /** Key of the one resume link that works (each new link replaces it; using it clears it). */
  @Column({ type: 'text', nullable: true })
  resumeKey: string | null;

  /** The read-only summary's address (/assessment/simple-view/<uuid>); null when not shared or revoked. */
  @Column({ type: 'uuid', nullable: true })
  shareId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
