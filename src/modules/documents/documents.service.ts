import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { InvalidFields } from '@common/errors/invalid-fields';
import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { renderMarkdown } from '@modules/content';
import { MailService } from '@modules/mail';
import { clientAreaPath } from '@shared/client-records';
import {
  ATTACHMENT_TYPES,
  ATTACHMENTS_MAX,
  ATTACHMENTS_MAX_BYTES,
  type NewVersionForm,
  type PublishDocumentForm,
} from '@shared/forms/documents';
import type { AdminDocumentProps, ClientDocumentProps, DocumentRow } from '@shared/pages';
import { formatDate } from '@shared/dates';
import { routes } from '@shared/routes';
import { SITE_NAME } from '@shared/site';
import { slugify } from '@shared/slugify';
import { DOCUMENT_PDF } from './cpu-tasks';
import { documentPublishedEmail } from './documents-emails';
import { DocumentsError } from './documents.error';
import { HandoverDocumentAttachment } from './entities/handover-document-attachment.entity';
import { HandoverDocumentVersion } from './entities/handover-document-version.entity';
import { HandoverDocument } from './entities/handover-document.entity';

/** Rendered versions: a version never changes, so its HTML is made once (a long playbook takes milliseconds). */
const RENDERED_KEPT = 200;
/** PDFs of versions (tens of kilobytes each), kept the same way. */
const PDFS_KEPT = 50;

const row = (document: HandoverDocument): DocumentRow => ({
  id: document.id,
  title: document.title,
  clientEmail: document.clientEmail,
  currentVersion: document.currentVersion,
  updatedAt: document.updatedAt.toISOString(),
});

/** An uploaded file as the controller hands it over (multer's memory storage). */
export interface UploadedAttachment {
  originalname: string;
  buffer: Buffer;
}

/** A file name a download can carry safely: no path, no quotes or control characters, at most 120 characters. */
const safeFilename = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) > 31 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(-120) || 'attachment';

/** Checks the files against the allowed types and sizes; 422 naming what is wrong. */
function checkedAttachments(files: UploadedAttachment[]) {
  if (files.length > ATTACHMENTS_MAX)
    throw new InvalidFields({ attachments: `Attach at most ${ATTACHMENTS_MAX} files to a version.` });
  const total = files.reduce((sum, file) => sum + file.buffer.length, 0);
  if (total > ATTACHMENTS_MAX_BYTES)
    throw new InvalidFields({
      attachments: `Attachments can be ${ATTACHMENTS_MAX_BYTES / 1000} KB together: link larger files from the text instead.`,
    });
  return files.map((file) => {
    const filename = safeFilename(Buffer.from(file.originalname, 'latin1').toString('utf8'));
    const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
    const contentType = ATTACHMENT_TYPES[extension];
    if (!contentType || file.buffer.length === 0)
      throw new InvalidFields({
        attachments: `“${filename}” cannot be attached: use ${Object.keys(ATTACHMENT_TYPES).join(', ')} files that are not empty.`,
      });
    return { filename, contentType, size: file.buffer.length, data: file.buffer };
  });
}

async function attach(
  manager: EntityManager,
  versionId: string,
  attachments: ReturnType<typeof checkedAttachments>,
): Promise<void> {
  for (const attachment of attachments)
    await manager.insert(HandoverDocumentAttachment, { versionId, ...attachment });
}

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
    @InjectRepository(HandoverDocumentAttachment)
    private readonly attachments: Repository<HandoverDocumentAttachment>,
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

  async publish(
    input: PublishDocumentForm,
    files: UploadedAttachment[],
    publishedBy: string,
  ): Promise<HandoverDocument> {
    const attachments = checkedAttachments(files);
    return this.mail.inTransaction(async (manager, send) => {
      const document = await manager.save(
        manager.create(HandoverDocument, {
          clientEmail: input.clientEmail.toLowerCase(),
          title: input.title,
          currentVersion: 1,
        }),
      );
      const { identifiers } = await manager.insert(HandoverDocumentVersion, {
        documentId: document.id,
        version: 1,
        body: input.body,
        note: input.note,
        publishedBy,
      });
      await attach(manager, identifiers[0].id as string, attachments);
      await send(this.announcement(document, 1, input.note));
      return document;
    });
  }

  /** The next version; two admins publishing at once get versions n+1 and n+2, never the same number. */
  async publishVersion(
    id: string,
    input: NewVersionForm,
    files: UploadedAttachment[],
    publishedBy: string,
  ): Promise<HandoverDocument> {
    const attachments = checkedAttachments(files);
    return this.mail.inTransaction(async (manager, send) => {
      const document = await manager.findOne(HandoverDocument, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!document) throw DocumentsError.notFound(routes.documents.adminDocument(id));
      const version = document.currentVersion + 1;
      const { identifiers } = await manager.insert(HandoverDocumentVersion, {
        documentId: id,
        version,
        body: input.body,
        note: input.note,
        publishedBy,
      });
      const versionId = identifiers[0].id as string;
      if (input.keepAttachments) {
        const kept = (await manager.query(
          `SELECT count(*)::int AS n FROM handover_document_attachments a
             JOIN handover_document_versions v ON v.id = a.version_id
            WHERE v.document_id = $1 AND v.version = $2`,
          [id, document.currentVersion],
        )) as Array<{ n: number }>;
        if (kept[0].n + attachments.length > ATTACHMENTS_MAX)
          throw new InvalidFields({
            attachments: `A version carries at most ${ATTACHMENTS_MAX} files: keep fewer of the current ones or attach fewer.`,
          });
        // Copied in the database: the files' bytes never pass through the server again.
        await manager.query(
          `INSERT INTO handover_document_attachments (version_id, filename, content_type, size, data)
           SELECT $1, a.filename, a.content_type, a.size, a.data FROM handover_document_attachments a
             JOIN handover_document_versions v ON v.id = a.version_id
            WHERE v.document_id = $2 AND v.version = $3
            ORDER BY a.created_at`,
          [versionId, id, document.currentVersion],
        );
      }
      await attach(manager, versionId, attachments);
      await manager.update(HandoverDocument, id, { currentVersion: version });
      await send(this.announcement(document, version, input.note));
      return { ...document, currentVersion: version };
    });
  }

  async adminView(id: string): Promise<AdminDocumentProps> {
    const document = await this.documents.findOneBy({ id });
    if (!document) throw DocumentsError.notFound(routes.documents.adminDocument(id));
    const versions = await this.versions.find({ where: { documentId: id }, order: { version: 'DESC' } });
    const files = await this.attachmentsOf(versions.map((version) => version.id));
    return {
      document: row(document),
      versions: versions.map((version) => ({
        version: version.version,
        note: version.note,
        publishedBy: version.publishedBy,
        publishedAt: version.publishedAt.toISOString(),
        attachments: (files.get(version.id) ?? []).map(({ filename, size }) => ({ filename, size })),
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
    const files = (await this.attachmentsOf([shown.id])).get(shown.id) ?? [];
    return {
      document: { id, title: document.title, currentVersion: document.currentVersion },
      shown: {
        version: shown.version,
        note: shown.note,
        publishedAt: shown.publishedAt.toISOString(),
        html,
        toc,
        pdfUrl: routes.documents.documentPdf(id, { version: shown.version }),
        attachments: files.map((file) => ({
          filename: file.filename,
          size: file.size,
          href: routes.documents.attachment(id, file.id),
        })),
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
          issuer: SITE_NAME,
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

  /** The files of some versions, without their bytes, by version id. */
  private async attachmentsOf(versionIds: string[]) {
    const rows = versionIds.length
      ? await this.attachments.find({ where: { versionId: In(versionIds) }, order: { createdAt: 'ASC' } })
      : [];
    const byVersion = new Map<string, Array<{ id: string; filename: string; size: number }>>();
    for (const row of rows)
      byVersion.set(row.versionId, [
        ...(byVersion.get(row.versionId) ?? []),
        { id: row.id, filename: row.filename, size: row.size },
      ]);
    return byVersion;
  }

  /** A file of a version the client may read (the same 404 for anyone else). */
  async attachmentForClient(id: string, attachmentId: string, email: string) {
    const document = await this.documents.findOneBy({ id, clientEmail: email.toLowerCase() });
    const attachment = document
      ? await this.attachments
          .createQueryBuilder('attachment')
          .addSelect('attachment.data')
          .innerJoin(HandoverDocumentVersion, 'version', 'version.id = attachment.version_id')
          .where('attachment.id = :attachmentId AND version.document_id = :id', { attachmentId, id })
          .getOne()
      : null;
    if (!attachment) throw DocumentsError.notFound(routes.documents.attachment(id, attachmentId));
    return attachment;
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
