import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { renderMarkdown } from '@modules/content';
import { MailService } from '@modules/mail';
import { clientAreaPath } from '@shared/client-records';
import type { NewVersionForm, PublishDocumentForm } from '@shared/forms/documents';
import type { AdminDocumentProps, ClientDocumentProps, DocumentRow } from '@shared/pages';
import { formatDate } from '@shared/dates';
import { routes } from '@shared/routes';
import { slugify } from '@shared/slugify';
import { DOCUMENT_PDF } from './cpu-tasks';
import { documentPublishedEmail } from './documents-emails';
import { DocumentsError } from './documents.error';
import { HandoverDocumentVersion } from './entities/handover-document-version.entity';
import { HandoverDocument } from './entities/handover-document.entity';

/** Rendered versions: a version never changes, so its HTML is made once (a long playbook takes milliseconds). */
const RENDERED_KEPT = 200;
/** PDFs of versions (tens of kilobytes each), kept the same way. */
const PDFS_KEPT = 50;
const ISSUER = 'Clearline CRM Advisory';

const row = (document: HandoverDocument): DocumentRow => ({
  id: document.id,
  title: document.title,
  clientEmail: document.clientEmail,
  currentVersion: document.currentVersion,
  updatedAt: document.updatedAt.toISOString(),
});

/**
 * Hand-over documents (issue 37): an admin publishes a document to one client, then new versions
 * of it; every version is kept. The client reads them in the client area; each publication emails
 * them, in the same transaction as the version it announces.
 */
@Injectable()
export class HandoverDocuments {
  private readonly rendered = new Map<string, ReturnType<typeof renderMarkdown>>();
  private readonly pdfs = new Map<string, Buffer>();

  constructor(
    @InjectRepository(HandoverDocument) private readonly documents: Repository<HandoverDocument>,
    @InjectRepository(HandoverDocumentVersion) private readonly versions: Repository<HandoverDocumentVersion>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly cpu: CpuPool,
  ) {}

  async list(): Promise<DocumentRow[]> {
    return (await this.documents.find({ order: { updatedAt: 'DESC' }, take: 500 })).map(row);
  }

  /** A client's documents, newest change first (their home, their admin record). */
  ofClient(email: string): Promise<HandoverDocument[]> {
    return this.documents.find({ where: { clientEmail: email.toLowerCase() }, order: { updatedAt: 'DESC' } });
  }

  async publish(input: PublishDocumentForm, publishedBy: string): Promise<HandoverDocument> {
    return this.mail.inTransaction(async (manager, send) => {
      const document = await manager.save(
        manager.create(HandoverDocument, {
          clientEmail: input.clientEmail.toLowerCase(),
          title: input.title,
          currentVersion: 1,
        }),
      );
      await manager.insert(HandoverDocumentVersion, {
        documentId: document.id,
        version: 1,
        body: input.body,
        note: input.note,
        publishedBy,
      });
      await send(this.announcement(document, 1, input.note));
      return document;
    });
  }

  /** The next version; two admins publishing at once get versions n+1 and n+2, never the same number. */
  async publishVersion(id: string, input: NewVersionForm, publishedBy: string): Promise<HandoverDocument> {
    return this.mail.inTransaction(async (manager, send) => {
      const document = await manager.findOne(HandoverDocument, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!document) throw DocumentsError.notFound(routes.documents.adminDocument(id));
      const version = document.currentVersion + 1;
      await manager.insert(HandoverDocumentVersion, {
        documentId: id,
        version,
        body: input.body,
        note: input.note,
        publishedBy,
      });
      await manager.update(HandoverDocument, id, { currentVersion: version });
      await send(this.announcement(document, version, input.note));
      return { ...document, currentVersion: version };
    });
  }

  async adminView(id: string): Promise<AdminDocumentProps> {
    const document = await this.documents.findOneBy({ id });
    if (!document) throw DocumentsError.notFound(routes.documents.adminDocument(id));
    const versions = await this.versions.find({ where: { documentId: id }, order: { version: 'DESC' } });
    return {
      document: row(document),
      versions: versions.map((version) => ({
        version: version.version,
        note: version.note,
        publishedBy: version.publishedBy,
        publishedAt: version.publishedAt.toISOString(),
      })),
      body: versions[0]?.body ?? '',
    };
  }

  /**
   * A version of a document for the signed-in client whose verified address it was published to
   * (the latest unless `version` names another). Anyone else gets the same 404 as for no document.
   */
  async forClient(id: string, email: string, requested: string | undefined): Promise<ClientDocumentProps> {
    const { document, versions, shown } = await this.clientVersion(id, email, requested);
    const { html, toc } = this.render(shown);
    return {
      document: { id, title: document.title, currentVersion: document.currentVersion },
      shown: {
        version: shown.version,
        note: shown.note,
        publishedAt: shown.publishedAt.toISOString(),
        html,
        toc,
        pdfUrl: routes.documents.documentPdf(id, { version: shown.version }),
      },
      versions: versions.map((version) => ({
        version: version.version,
        note: version.note,
        publishedAt: version.publishedAt.toISOString(),
      })),
    };
  }

  /** The PDF of a version the client may read, made once in the CPU pool (a version never changes). */
  async pdfForClient(id: string, email: string, requested: string | undefined) {
    const { document, shown } = await this.clientVersion(id, email, requested);
    let pdf = this.pdfs.get(shown.id);
    if (!pdf) {
      pdf = Buffer.from(
        await this.cpu.run(DOCUMENT_PDF, {
          issuer: ISSUER,
          title: document.title,
          version: shown.version,
          publishedOn: formatDate(shown.publishedAt),
          note: shown.note,
          body: shown.body,
        }),
      );
      if (this.pdfs.size >= PDFS_KEPT) this.pdfs.delete(this.pdfs.keys().next().value!);
      this.pdfs.set(shown.id, pdf);
    }
    return { filename: `${slugify(document.title) || 'document'}-v${shown.version}.pdf`, pdf };
  }

  private async clientVersion(id: string, email: string, requested: string | undefined) {
    const path = routes.documents.clientDocument(id);
    const document = await this.documents.findOneBy({ id, clientEmail: email.toLowerCase() });
    if (!document) throw DocumentsError.notFound(path);
    const number = requested === undefined ? document.currentVersion : Number(requested);
    const versions = await this.versions.find({ where: { documentId: id }, order: { version: 'DESC' } });
    const shown = versions.find((version) => version.version === number);
    if (!shown) throw DocumentsError.notFound(`${path}?version=${requested}`);
    return { document, versions, shown };
  }

  private render(version: HandoverDocumentVersion) {
    let rendered = this.rendered.get(version.id);
    if (!rendered) {
      rendered = renderMarkdown(version.body);
      if (this.rendered.size >= RENDERED_KEPT) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(version.id, rendered);
    }
    return rendered;
  }

  private announcement(document: HandoverDocument, version: number, note: string) {
    return {
      to: document.clientEmail,
      ...documentPublishedEmail(
        { title: document.title, version, note },
        {
          document: `${this.config.appUrl}${routes.documents.clientDocument(document.id)}`,
          clientArea: `${this.config.appUrl}${clientAreaPath('documents')}`,
        },
      ),
    };
  }
}
