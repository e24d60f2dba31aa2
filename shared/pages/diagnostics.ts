import { page, type ModulePages } from './page';

/** Props of the back office's diagnostic pages (src/modules/diagnostics, docs/diagnostics.md). */

/** A table cell: text, a number, nothing, or a link. */
export type DiagnosticCell = string | number | null | { text: string; href: string };

export interface DiagnosticTable {
  caption: string;
  columns: string[];
  rows: DiagnosticCell[][];
}

/** A self-test run on the server: what was expected, and whether it held. */
export interface DiagnosticCheck {
  name: string;
  passed: boolean;
  detail: string;
}

/** Most diagnostic pages: what the page is for, an optional query, checks and tables. */
export interface DiagnosticReportProps {
  title: string;
  purpose: string;
  /** A query box (the help search, a set of answers to score); null: none. */
  query: { name: string; label: string; value: string; multiline: boolean } | null;
  checks: DiagnosticCheck[];
  tables: DiagnosticTable[];
  /** Each table's links are requested from the browser and their status shown (the link checker). */
  checkLinks: boolean;
}

/** The in-browser self-checks: mount, hydration, interactivity. */
export type SelfCheckKind = 'mount' | 'minimal' | 'hydration' | 'simple' | 'interactivity';

export interface SelfCheckProps {
  kind: SelfCheckKind;
  title: string;
  purpose: string;
  /** Rendered into the server's HTML; the hydrated page must show the same. */
  serverToken: string;
  serverRenderedAt: string;
}

export const diagnosticsPages = {
  'diagnostics/report': page<DiagnosticReportProps>('admin'),
  'diagnostics/self-check': page<SelfCheckProps>('admin'),
  'diagnostics/style-guide': page<{ title: string }>('admin'),
  'diagnostics/charts': page<{ title: string }>('admin'),
} satisfies ModulePages<'diagnostics'>;
