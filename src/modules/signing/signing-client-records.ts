import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { ClientRecords, RegisteredClientRecords } from '@common/clients/client-records';
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

  async section(email: string): Promise<ClientSection> {
    const agreements = await this.agreements
      .createQueryBuilder('agreement')
      .where('lower(agreement.signer_email) = :email', { email })
      .andWhere({ status: Not('draft') })
      .orderBy('agreement.created_at', 'DESC')
      .limit(100)
      .getMany();
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
