import { SsrResult } from './ssr-renderer';

export interface DocumentParts {
  /** The page object as JSON, already escaped for a script element (`escapeForScript`). */
  pageJson: string;
  ssr: SsrResult | null;
  assetsHead: string;
  assetsBody: string;
  /** 'dark' | 'light' | '' (follow the system) */
  themeClass: string;
}

export const APP_ELEMENT_ID = 'app';

export const PAGE_SCRIPT_OPEN = `<script data-page="${APP_ELEMENT_ID}" type="application/json">`;

/**
 * The first-visit HTML: the (server-rendered) mount element, then the page object in a JSON script
 * element, then the entry script. The page object comes after the markup, not before it as Inertia's
 * own helper writes it (the client finds it wherever it is): its per-visitor end is then a few hundred
 * bytes from the end of the document, which is what lets the output cache serve signed-in visitors.
 */
export function renderHtmlDocument(parts: DocumentParts): string {
  const { ssr } = parts;
  const pageJson = `${PAGE_SCRIPT_OPEN}${parts.pageJson}</script>`;
  const mount = ssr
    ? `<div data-server-rendered="true" id="${APP_ELEMENT_ID}">${ssr.html}</div>`
    : `<div id="${APP_ELEMENT_ID}"></div>`;
  const htmlClass = parts.themeClass ? ` class="${parts.themeClass}"` : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="en"${htmlClass}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">',
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#18181b">',
    '<link rel="icon" href="/favicon.ico" sizes="any">',
    parts.assetsHead,
    ...(ssr?.head ?? []),
    '</head>',
    '<body>',
    mount,
    pageJson,
    parts.assetsBody,
    '</body>',
    '</html>',
  ].join('\n');
}
