import type { TocEntry } from './content-types';
import { page, type ModulePages } from './page';

/** Props of the hand-over documents' pages (issue 37; src/modules/documents). */

export interface DocumentRow {
  id: string;
  title: string;
  clientEmail: string;
  currentVersion: number;
  updatedAt: string;
}

export interface DocumentVersionRow {
  version: number;
  note: string;
  publishedBy: string;
  publishedAt: string;
  /** The files published with this version. */
  attachments: Array<{ filename: string; size: number }>;
}

export interface DocumentListProps {
  documents: DocumentRow[];
}

export interface NewDocumentProps {
  /** The client the admin came from (their client record), or empty. */
  email: string;
}

export interface AdminDocumentProps {
  document: DocumentRow;
  versions: DocumentVersionRow[];
  /** The current version's markdown, to start the next one from. */
  body: string;
}

export interface ClientDocumentProps {
  document: { id: string; title: string; currentVersion: number };
  shown: {
    version: number;
    note: string;
    publishedAt: string;
    html: string;
    toc: TocEntry[];
    pdfUrl: string;
    attachments: Array<{ filename: string; size: number; href: string }>;
  };
  versions: Array<Omit<DocumentVersionRow, 'publishedBy' | 'attachments'>>;
}

export const documentsPages = {
  'documents/list': page<DocumentListProps>('admin'),
  'documents/new': page<NewDocumentProps>('admin'),
  'documents/admin-document': page<AdminDocumentProps>('admin'),
  'documents/document': page<ClientDocumentProps>('docs-new'),
} satisfies ModulePages<'documents'>;
