import type { TaxTreatment } from '../fees';
import type { VariableType } from '../signing';
import type { TrainingTier } from '../training';

/** The bodies of the signing pages' forms, the signer's and the back office's (src/modules/signing/dto). */

/** The code printed on an agreement's email, typed on /sign. */
export interface AgreementCodeForm {
  code: string;
}

export interface SignerPasswordForm {
  password: string;
}

/** The 6-digit code emailed to the signer. */
export interface SignerCodeForm {
  code: string;
}

export interface SignForm {
  method: 'typed' | 'drawn';
  name: string;
  /** A drawn signature as a PNG data URL; none (null) when typed. */
  image?: string | null;
  readConfirmed: boolean;
  consent: boolean;
  timeZone?: string;
}

/** Why: a signer declining, an admin withdrawing. */
export interface ReasonForm {
  reason: string;
}

/** The countersigner's signature on the admin's agreement page. */
export interface CountersignForm {
  method: 'typed' | 'drawn';
  name: string;
  image?: string | null;
  /** The emailed code, when the admin's session did not pass two-step verification. */
  code?: string;
}

export interface CreateAgreementForm {
  templateId: string;
  title: string;
  variables: Record<string, string>;
  signerName: string;
  signerEmail: string;
  /** Take the fee lines (the template's money blanks) when it is signed; off: billed elsewhere. */
  payOnSigning: boolean;
  currency: string;
  taxTreatment: TaxTreatment;
  /** The customer's VAT number: required for the reverse charge. */
  buyerVatNumber?: string;
  password?: string;
  expiresOn?: string;
  requireCode: boolean;
  send: boolean;
}

export interface TemplateVariableForm {
  key: string;
  label: string;
  type: VariableType;
  required: boolean;
}

export interface TemplateForm {
  name: string;
  description?: string;
  /** An admin's address: every agreement made from this text is countersigned by them after the signer. */
  countersignerEmail?: string;
  /** The CRM Mastery Program tier a paid agreement of this text opens in the training area. */
  trainingTier?: TrainingTier | ''; // '': none
  body: string;
  variables: TemplateVariableForm[];
}

/** The agreement text with the values filled in so far, before it is sent. */
export interface PreviewForm {
  templateId: string;
  variables: Record<string, string>;
  currency: string;
}
