import { routes } from './routes';

/**
 * What each module contributes to the client's home (issue 36): sections of records with their
 * next steps. Modules build them (src/common/clients), the client area renders them.
 */

export interface ClientLink {
  label: string;
  href: string;
  /** A file (PDF): the browser downloads it. */
  download?: boolean;
}

/** One record in a section: an agreement, a report, an invoice… with what the client can do next. */
export interface ClientItem {
  id: string;
  title: string;
  /** A line under the title: reference, amount, state. */
  detail: string;
  /** A short state word for the badge ("Paid", "Awaiting payment", "Ready"). */
  status: string | null;
  /** When it happened (ISO). */
  date: string | null;
  links: ClientLink[];
  /** Where an admin opens the same record in the back office. */
  adminHref: string;
}

export type ClientSectionKey =
  'assessments' | 'agreements' | 'payments' | 'documents' | 'training' | 'messages' | 'lead-audits';

/** A part of the client's home, filled by the module that owns its records. */
export interface ClientSection {
  key: ClientSectionKey;
  title: string;
  items: ClientItem[];
  /** What to do when there is nothing yet. */
  empty: { text: string; action: ClientLink | null };
  /** Something to do beside the records (take the assessment again). */
  action?: ClientLink;
  /** A section most clients never have (the newsletter, a free tool): left out while empty. */
  hideWhenEmpty?: boolean;
}

/** The client's home opened at one section (`/account#payments`): what emails to clients link to. */
export const clientAreaPath = (section: ClientSectionKey): string =>
  `${routes.clientArea.homePage()}#${section}`;
