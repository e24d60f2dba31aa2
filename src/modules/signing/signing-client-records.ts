import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRows } from '@database/json-rows';
import type { ClientItem, ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { AGREEMENT_STATUS_LABELS } from '@shared/signing';
import { Agreement } from './entities/agreement.entity';
import { amountOf, closedState } from './signing-views';

/** The client's agreements: state, next step, the signed PDF, the countersignature. */
@Injectable()
export class SigningClientRecords extends RegisteredClientRecords {
  readonly order = 20;

  constructor(
    @InjectRepository(Agreement) private readonly agreements: Repository<Agreement>,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  override async makesClient(email: string): Promise<boolean> {
    return this.agreements
      .createQueryBuilder('agreement')
      .where('lower(agreement.signer_email) = :email AND agreement.signed_at IS NOT NULL', { email })
      .getExists();
  }

  /** What the list shows and `closedState` asks (not the body, the signature images or the sealed PDF). */
  readonly reads = {
    agreements: jsonRows(
      `SELECT id, code, title, status, amount_minor, currency, expires_at, sent_at, signed_at, countersigner_email,
              countersigned_at, sealed_at, created_at
         FROM agreements WHERE lower(signer_email) = $1 AND status <> 'draft' ORDER BY created_at DESC LIMIT 100`,
      'r.created_at DESC',
    ),
  };

  section(results: ClientRecordsResults): ClientSection {
    const agreements = results.entities('agreements', Agreement);
    return {
      key: 'agreements',
      title: 'Agreements',
      items: agreements.map(agreementItem),
      empty: {
        text: 'Agreements we send you for signature appear here, with the signed copy once both sides have signed.',
        action: null,
      },
    };
  }
}

function agreementItem(agreement: Agreement): ClientItem {
  const open = !closedState(agreement);
  const countersign = agreement.countersignerEmail
    ? agreement.countersignedAt
      ? 'countersigned by Clearline CRM Advisory'
      : agreement.signedAt
        ? 'waiting for Clearline CRM Advisory’s countersignature'
        : 'countersigned by Clearline CRM Advisory after you'
    : null;
  return {
    id: agreement.id,
    title: agreement.title,
    detail: [agreement.code, amountOf(agreement), countersign].filter(Boolean).join(' · '),
    status: AGREEMENT_STATUS_LABELS[agreement.status],
    date: (agreement.signedAt ?? agreement.sentAt ?? agreement.createdAt).toISOString(),
    adminHref: routes.signing.detail(agreement.id),
    links: [
      ...(open ? [{ label: 'Read and sign', href: routes.signing.cover(agreement.id) }] : []),
      ...(agreement.sealedAt
        ? [{ label: 'Signed PDF', href: routes.signing.signedPdf(agreement.id), download: true }]
        : []),
    ],
  };
}
