import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SellerDetails } from '../payment-documents';
import { bigintAsNumber } from '@database/bigint-as-number';

/** One way of paying one agreement: a Stripe Checkout Session, or an invoice paid by transfer. */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  agreementId: string;

  @Column({ type: 'text' })
  provider: 'stripe' | 'invoice';

  @Column({ type: 'text', default: 'open' })
  status: 'open' | 'paid' | 'failed' | 'refunded';

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  amountMinor: number;

  @Column({ type: 'text' })
  currency: string;

  @Column({ type: 'text', nullable: true })
  checkoutSessionId: string | null;

  @Column({ type: 'text', nullable: true })
  checkoutUrl: string | null;

  @Column({ type: 'integer', default: 0 })
  checkoutAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  checkoutCreatedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  paymentIntentId: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  invoiceNumber: number | null;

  /** Issued when the payment is refunded: CN-<number>, from its own gapless series. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  creditNoteNumber: number | null;

  /** The seller's legal details as printed when the invoice number was given (null before). */
  @Column({ type: 'jsonb', nullable: true })
  seller: SellerDetails | null;

  @Column({ type: 'text', nullable: true })
  markedPaidBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;
}
