import { randomInt } from 'node:crypto';
import { withoutNul } from '@common/validation/text.decorator';
import { InvalidFields } from '@common/errors/invalid-fields';
import type { AgreementEventType, AgreementStatus, TemplateVariable } from '@shared/signing';
import { feeLinesOf, feeTotals, normaliseVatNumber, type TaxTreatment } from '@shared/fees';
import type { Agreement } from './entities/agreement.entity';
import type { AgreementSummary } from './signing-emails';
import { routes } from '@shared/routes';
import { SigningError } from './signing.error';

/**
 * The rules of an agreement that need no database: its status machine, the values a template
 * accepts, codes, and what a payment is owed on (unit-tested in agreement-rules.spec.ts).
 */

export const AGREEMENT_SORTABLE = [
  'createdAt',
  'title',
  'signerName',
  'status',
  'amountMinor',
  'sentAt',
  'signedAt',
];

/** Who did something, from where: every audit event carries it. */
export interface Actor {
  /** 'signer', 'admin:<email>', 'system' or 'stripe'. */
  name: string;
  ip?: string | null;
  userAgent?: string | null;
}

export interface NewAgreement {
  templateId: string;
  title: string;
  variables: Record<string, string>;
  signerName: string;
  signerEmail: string;
  payOnSigning: boolean;
  currency: string;
  taxTreatment: TaxTreatment;
  buyerVatNumber: string | null;
  password: string | null;
  expiresAt: Date | null;
  requireCode: boolean;
}

export interface Signature {
  method: 'typed' | 'drawn';
  name: string;
  /** A PNG data URL when drawn. */
  image: string | null;
  timeZone: string | null;
}

/**
 * Every status change there is: from which states, and what the agreement is called after it
 * (for the message when the step is refused).
 */
export const TRANSITIONS: Record<string, { from: AgreementStatus[]; to: AgreementStatus; action: string }> = {
  send: { from: ['draft'], to: 'sent', action: 'sent' },
  view: { from: ['sent'], to: 'viewed', action: 'opened' },
  sign: { from: ['viewed'], to: 'signed', action: 'signed' },
  decline: { from: ['sent', 'viewed'], to: 'declined', action: 'declined' },
  void: { from: ['draft', 'sent', 'viewed'], to: 'voided', action: 'voided' },
  expire: { from: ['sent', 'viewed'], to: 'expired', action: 'expired' },
  awaitPayment: { from: ['signed'], to: 'awaiting_payment', action: 'invoiced' },
  pay: { from: ['signed', 'awaiting_payment'], to: 'paid', action: 'marked paid' },
  refund: { from: ['paid'], to: 'refunded', action: 'refunded' },
};
export type Transition = keyof typeof TRANSITIONS;

const VALUE_MAX = { text: 300, date: 10, money: 12, multiline: 5000 } as const;

/** The filled-in values of a template's variables, or 422 with one message per field. */
export function checkedValues(
  variables: TemplateVariable[],
  given: Record<string, unknown>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const variable of variables) {
    const field = `variables.${variable.key}`;
    const raw = given[variable.key];
    const value = typeof raw === 'string' ? withoutNul(raw).trim() : '';
    values[variable.key] = value;
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      problems[field] = `“${variable.label}” must be text.`;
    else if (!value) {
      if (variable.required) problems[field] = `Fill in “${variable.label}”.`;
    } else if (value.length > VALUE_MAX[variable.type])
      problems[field] = `“${variable.label}” can be at most ${VALUE_MAX[variable.type]} characters.`;
    else if (variable.type === 'money' && !/^\d{1,9}(\.\d{1,2})?$/.test(value))
      problems[field] = `Enter “${variable.label}” as an amount, like 1500 or 1500.50.`;
    else if (variable.type === 'date' && !isCalendarDate(value))
      problems[field] = `Enter “${variable.label}” as a date.`;
  }
  if (Object.keys(problems).length > 0) throw new InvalidFields(problems);
  return values;
}

/** What the seller's settings say about tax: its VAT number (empty: not registered) and standard rate. */
export interface SellerTax {
  sellerVatNumber: string;
  vatRate: number;
}

/**
 * The money an agreement takes on signing, from its fee lines (the template's money blanks) and its
 * tax treatment; 422 for a treatment the seller or the customer cannot use.
 */
export function agreementFees(
  variables: TemplateVariable[],
  values: Record<string, string>,
  input: Pick<NewAgreement, 'payOnSigning' | 'taxTreatment' | 'buyerVatNumber' | 'currency'>,
  seller: SellerTax,
) {
  const lines = feeLinesOf(variables, values);
  const treatment = lines.length ? input.taxTreatment : 'none';
  if (treatment !== 'none' && !seller.sellerVatNumber)
    throw new InvalidFields({
      taxTreatment: 'Add your VAT number in Settings before charging VAT or applying the reverse charge.',
    });
  const buyerVatNumber =
    treatment === 'reverse_charge' ? normaliseVatNumber(input.buyerVatNumber ?? '') : null;
  if (treatment === 'reverse_charge' && !buyerVatNumber)
    throw new InvalidFields({
      buyerVatNumber: 'Enter the customer’s VAT number with its country prefix, like DE123456789.',
    });
  if (input.payOnSigning && lines.length === 0)
    throw new InvalidFields({
      payOnSigning: 'This template has no fee filled in: enter a fee, or turn off payment on signing.',
    });
  const totals = feeTotals(lines, treatment, seller.vatRate);
  return {
    feeLines: lines,
    taxTreatment: treatment,
    taxRate: totals.taxRate,
    buyerVatNumber,
    netMinor: lines.length ? totals.netMinor : null,
    taxMinor: lines.length ? totals.taxMinor : null,
    amountMinor: input.payOnSigning ? totals.grossMinor : null,
    currency: lines.length ? input.currency : null,
  };
}

export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "agr 7k3m q9xz" → "AGR-7K3M-Q9XZ"; null when it cannot be a code. */
export function normaliseAgreementCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/^AGR/, '');
  if (!/^[A-Z0-9]{8}$/.test(compact)) return null;
  return `AGR-${compact.slice(0, 4)}-${compact.slice(4)}`;
}

export const newAgreementCode = () =>
  `AGR-${Array.from({ length: 8 }, (_, index) => (index === 4 ? '-' : '') + CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export const summaryOf = (agreement: Agreement): AgreementSummary => ({
  title: agreement.title,
  code: agreement.code,
  signerName: agreement.signerName,
  amountMinor: agreement.amountMinor,
  currency: agreement.currency,
  expiresAt: agreement.expiresAt,
});

/** The link a signer gets by email: the agreement's cover page. */
export const signingLink = (appUrl: string, id: string) => `${appUrl}${routes.signing.cover(id)}`;

export const paymentDue = (agreement: Pick<Agreement, 'amountMinor'>) => (agreement.amountMinor ?? 0) > 0;

/** The states in which a countersignature can be added: signed by the client, not declined or refunded. */
export const COUNTERSIGNABLE: readonly AgreementStatus[] = ['signed', 'awaiting_payment', 'paid'];

/** The client has signed and the template's countersigner has not yet. */
export const awaitsCountersignature = (
  agreement: Pick<Agreement, 'signedAt' | 'countersignerEmail' | 'countersignedAt'>,
) => Boolean(agreement.signedAt && agreement.countersignerEmail && !agreement.countersignedAt);

/** Only the admin the template names countersigns, once, after the client has signed. */
export function requireCountersigner(agreement: Agreement, email: string): void {
  if (agreement.countersignerEmail !== email)
    throw new SigningError(
      403,
      'signing.not_countersigner',
      agreement.countersignerEmail
        ? `Only ${agreement.countersignerEmail} can countersign this agreement.`
        : 'This agreement needs no countersignature.',
    );
  if (!awaitsCountersignature(agreement) || !COUNTERSIGNABLE.includes(agreement.status))
    throw new SigningError(
      409,
      'signing.not_countersignable',
      agreement.countersignedAt
        ? 'This agreement is countersigned already.'
        : 'The client has not signed this agreement, so it cannot be countersigned yet.',
    );
}

/** Every signature is there: the client's, and the countersignature when the template asks for one. */
export const readyToSeal = (
  agreement: Pick<Agreement, 'signedAt' | 'countersignerEmail' | 'countersignedAt'>,
) => Boolean(agreement.signedAt) && !awaitsCountersignature(agreement);

export const EVENT_OF: Record<Transition, AgreementEventType> = {
  send: 'sent',
  view: 'viewed',
  sign: 'signed',
  decline: 'declined',
  void: 'voided',
  expire: 'expired',
  awaitPayment: 'invoice_issued',
  pay: 'paid',
  refund: 'refunded',
};
