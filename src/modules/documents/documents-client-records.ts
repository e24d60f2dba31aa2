import { Injectable } from '@nestjs/common';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRows } from '@database/json-rows';
import { HandoverDocument } from './entities/handover-document.entity';
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

  readonly reads = {
    documents: jsonRows(
      'SELECT id, title, current_version, updated_at FROM handover_documents WHERE client_email = $1',
      'r.updated_at DESC',
    ),
  };

  section(results: ClientRecordsResults): ClientSection {
    const documents = results.entities('documents', HandoverDocument);
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
