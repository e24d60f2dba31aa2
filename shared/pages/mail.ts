import type { TablePage } from '../table';
import { page, type ModulePages } from './page';

/** Props of the mail outbox's back-office pages (src/modules/mail). */

export interface OutboxRow {
  id: string;
  createdAt: string;
  toAddress: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface MailMessageProps {
  message: OutboxRow & {
    html: string;
    text: string;
    headers: Record<string, string>;
    attachments: Array<{ filename: string; contentType: string; bytes: number }>;
  };
}

export interface TestEmailProps {
  table: TablePage<OutboxRow>;
  counts: Record<string, number>;
  delivery: { smtp: boolean; queue: 'redis' | 'in-process' };
  sent: OutboxRow | null;
}

/** The mail module's pages: name (its file under frontend/pages), props and layout. */
export const mailPages = {
  'mail/outbox': page<TestEmailProps>('admin'),
  'mail/message': page<MailMessageProps>('admin'),
} satisfies ModulePages<'mail'>;
