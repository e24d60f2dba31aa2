import type { AgreementEventType, AgreementStatus, TemplateVariable } from '../signing';
import type { FeeSummary } from '../fees';
import type { TablePage } from '../table';
import type { TrainingTier } from '../training';

export type { FeeSummary };
import { page, type ModulePages } from './page';

/** An agreement as its signer sees it: nothing an admin typed for themselves, never the password. */
export interface SignerAgreement {
  id: string;
  code: string;
  title: string;
  sender: string;
  signerName: string;
  status: AgreementStatus;
  /** "€1,500.00", or null when nothing is due. */
  amount: string | null;
  expiresAt: string | null;
  sentAt: string | null;
  signedAt: string | null;
  requireCode: boolean;
  hasPassword: boolean;
  /** The fee lines and their totals (null: the template has no fee). */
  fees: FeeSummary | null;
  /** Who signs after the signer (null: the signer's signature completes it). */
  countersigner: { name: string; signedAt: string | null } | null;
}

/** Why a signer sees no form: the agreement's state, in words. */
export interface ClosedState {
  status: AgreementStatus;
  title: string;
  message: string;
  /** Where the signer goes next, if anywhere (pay, download the signed copy). */
  next: { label: string; href: string } | null;
}

export interface SignPasswordProps {
  agreementId: string;
  title: string;
  /** Minutes until a locked agreement takes passwords again. */
  lockedMinutes: number | null;
}

export interface SignCoverProps {
  agreement: SignerAgreement;
  closed: ClosedState | null;
}

export interface SignDocumentProps {
  agreement: SignerAgreement;
  /** The agreement text as HTML (rendered from markdown on the server; raw HTML is never passed through). */
  html: string;
  closed: ClosedState | null;
  /** With one-time-code verification: whether this browser still has to enter the emailed code. */
  needsCode: boolean;
  codeSentTo: string | null;
}

export type VerifyOutcome =
  | {
      outcome: 'valid';
      sha256: string;
      title: string;
      code: string;
      signerName: string;
      signedAt: string | null;
      sealedAt: string | null;
    }
  | {
      outcome: 'altered';
      sha256: string;
      /** `appended`: our seal holds, but a revision was added after it; `modified`: sealed bytes changed. */
      reason: 'appended' | 'modified';
      /** The agreement whose sealed revision the file starts with, when known. */
      agreement: { title: string; code: string } | null;
    }
  | { outcome: 'unknown'; sha256: string }
  | { outcome: 'not_pdf' };

export interface SignVerifyProps {
  result: VerifyOutcome | null;
}

export interface AgreementRow {
  id: string;
  code: string;
  title: string;
  signerName: string;
  signerEmail: string;
  status: AgreementStatus;
  amount: string | null;
  createdAt: string;
  sentAt: string | null;
  signedAt: string | null;
  paidAt: string | null;
}

export interface AgreementsProps {
  table: TablePage<AgreementRow>;
  counts: Record<AgreementStatus, number>;
  csvUrl: string;
}

export interface AgreementEventRow {
  id: string;
  type: AgreementEventType;
  actor: string;
  ipAddress: string | null;
  device: string | null;
  detail: Record<string, string | number | boolean | null>;
  createdAt: string;
}

export interface AdminAgreementProps {
  agreement: AgreementRow & {
    templateName: string;
    templateVersion: number;
    bodySha256: string | null;
    sealedSha256: string | null;
    sealedAt: string | null;
    expiresAt: string | null;
    hasPassword: boolean;
    requireCode: boolean;
    declineReason: string | null;
    voidReason: string | null;
    paymentReference: string | null;
    signatureMethod: 'typed' | 'drawn' | null;
    link: string;
    fees: FeeSummary | null;
    buyerVatNumber: string | null;
    countersignerEmail: string | null;
    countersignedAt: string | null;
    countersignatureName: string | null;
  };
  html: string;
  events: AgreementEventRow[];
  /** What an admin may do now. */
  actions: {
    send: boolean;
    resend: boolean;
    void: boolean;
    markPaid: boolean;
    resendReceipt: boolean;
    /** The signed-in admin is the countersigner and the client has signed. */
    countersign: boolean;
    /** This session did not pass two-step verification: countersigning takes an emailed code. */
    countersignNeedsCode: boolean;
  };
}

export interface TemplateOption {
  id: string;
  name: string;
  description: string;
  version: number;
  variables: TemplateVariable[];
  countersignerEmail: string | null;
  trainingTier: TrainingTier | null;
}

export interface CreateAgreementProps {
  templates: TemplateOption[];
  currencies: readonly string[];
  /** The seller's VAT registration as the settings have it: the form offers VAT only with a number. */
  tax: { sellerVatNumber: string; vatRate: number };
}

export interface TemplatesProps {
  templates: Array<TemplateOption & { updatedAt: string }>;
}

export interface TemplateEditProps {
  template: (TemplateOption & { body: string }) | null;
  variableTypes: readonly string[];
}

/** The signing module's pages: name (its file under frontend/pages), props and layout. */
export const signingPages = {
  'signing/start': page<Record<string, never>>('sign'),
  'signing/password': page<SignPasswordProps>('sign-in'),
  'signing/cover': page<SignCoverProps>('sign'),
  'signing/document': page<SignDocumentProps>('sign'),
  'signing/thank-you': page<Record<string, never>>('sign'),
  'signing/verify': page<SignVerifyProps>('sign'),
  'signing/agreements': page<AgreementsProps>('admin'),
  'signing/agreement': page<AdminAgreementProps>('admin'),
  'signing/create': page<CreateAgreementProps>('admin'),
  'signing/templates': page<TemplatesProps>('admin'),
  'signing/template': page<TemplateEditProps>('admin'),
} satisfies ModulePages<'signing'>;
