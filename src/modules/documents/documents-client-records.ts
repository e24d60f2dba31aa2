import { Injectable } from '@nestjs/common';
import { ClientRecords, RegisteredClientRecords } from '@common/clients/client-records';
import type { ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { HandoverDocuments } from './documents.service';

/** The documents published to the client, each at its latest version. */
@Injectable()
export class DocumentsClientRecords extends RegisteredClientRecords {
  readonly order = 35;

  constructor(
    private readonly documents: HandoverDocuments,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  /** Someone the consultancy publishes a document to is its client: they may sign in to read it. */
  override async makesClient(email: string): Promise<boolean> {
    return (await this.documents.ofClient(email)).length > 0;
  }

  async section(email: string): Promise<ClientSection> {
    const documents = await this.documents.ofClient(email);
    return {
      key: 'documents',
      title: 'Documents',
      items: documents.map((document) => ({
        id: document.id,
        title: document.title,
        detail: `Version ${document.currentVersion}`,
        status: null,
        date: document.updatedAt.toISOString(),
        links: [{ label: 'Read', href: routes.documents.clientDocument(document.id) }],
        adminHref: routes.documents.adminDocument(document.id),
      })),
      empty: {
        text: 'Hand-over documents we write for your team (playbooks, field dictionaries, governance notes) will be published here.',
        action: null,
      },
    };
  }
}
