import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber, numericAsNumber } from '@database/bigint-as-number';
import type { AgreementStatus } from '@shared/signing';
import type { FeeLine, TaxTreatment } from '@shared/fees';

/**
 * An agreement sent to one signer. Its text (`body`) is frozen when it is sent (`bodySha256`); the
 * status only changes through AgreementsService.transition, which writes the audit event with it.
 */
@Entity('agreements')
export class Agreement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What the signer can type on /sign: AGR-XXXX-XXXX. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'uuid' })
  templateVersionId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'jsonb' })
  variables: Record<string, string>;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', nullable: true })
  bodySha256: string | null;

  @Column({ type: 'text' })
  signerName: string;

  @Column({ type: 'text' })
  signerEmail: string;

  /** The amount due on signing: the gross of the fee lines (null: the agreement takes no payment). */
  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  amountMinor: number | null;

  /** The template's filled-in money blanks, frozen with the text: the invoice's line items. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  feeLines: FeeLine[];

  @Column({ type: 'text', default: 'none' })
  taxTreatment: TaxTreatment;

  /** Percent, as it was when the agreement was made (a later change of the setting does not move it). */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0, transformer: numericAsNumber })
  taxRate: number;

  /** The customer's VAT number, required for the reverse charge. */
  @Column({ type: 'text', nullable: true })
  buyerVatNumber: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  netMinor: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  taxMinor: number | null;

  @Column({ type: 'text', nullable: true })
  currency: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: false })
  hasPassword: boolean;

  @Column({ type: 'integer', default: 0 })
  passwordFailures: number;

  @Column({ type: 'timestamptz', nullable: true })
  passwordLockedUntil: Date | null;

  @Column({ type: 'boolean', default: false })
  requireCode: boolean;

  @Column({ type: 'text', nullable: true, select: false })
  codeHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  codeExpiresAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  codeAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'text', default: 'draft' })
  status: AgreementStatus;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  viewedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  signedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  declinedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  declineReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  voidReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'text', nullable: true })
  paymentReference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  signatureMethod: 'typed' | 'drawn' | null;

  @Column({ type: 'text', nullable: true })
  signatureName: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  signatureImage: string | null;

  @Column({ type: 'text', nullable: true })
  signerIp: string | null;

  @Column({ type: 'text', nullable: true })
  signerUserAgent: string | null;

  @Column({ type: 'text', nullable: true })
  signerTimeZone: string | null;

  @Column({ type: 'text', nullable: true })
  verificationMethod: string | null;

  /** The admin who countersigns after the signer (from the template); null: the signer's signature is enough. */
  @Column({ type: 'text', nullable: true })
  countersignerEmail: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  countersignedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  countersignatureMethod: 'typed' | 'drawn' | null;

  @Column({ type: 'text', nullable: true })
  countersignatureName: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  countersignatureImage: string | null;

  @Column({ type: 'text', nullable: true })
  countersignerIp: string | null;

  @Column({ type: 'text', nullable: true })
  countersignerUserAgent: string | null;

  @Column({ type: 'bytea', nullable: true, select: false })
  sealedPdf: Buffer | null;

  @Column({ type: 'text', nullable: true })
  sealedSha256: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sealedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  remindersSent: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastRemindedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
