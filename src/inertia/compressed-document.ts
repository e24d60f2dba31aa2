import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  brotliTextParams,
  PER_REQUEST_BROTLI_QUALITY,
  PER_REQUEST_GZIP_LEVEL,
} from '@common/http/text-compression';
import { type DocumentParts, renderHtmlDocument } from './html-document';
import { escapeForScript, type InertiaPage, pageJson } from './inertia-page';
import type { SsrResult } from './ssr-renderer';

/**
 * A page rendered per request, made whole and compressed in the render thread (a CPU pool task: pure
 * functions of plain data). The response middleware compressed it on the event loop's side before, as a
 * stream through libuv's thread pool: 0.3–0.45 ms more CPU per page than compressing the finished bytes
 * at once, here where the render already is (docs/performance.md).
 */
export type DocumentEncoding = 'br' | 'gzip';

export interface DocumentRequest {
  /** The SSR bundle: the same file, and so the same loaded module, as the render task's. */
  bundle: string;
  page: InertiaPage;
  /** Everything but the server markup and the page's JSON (written here from `page`): asset tags and theme. */
  parts: Omit<DocumentParts, 'ssr' | 'pageJson'>;
  encoding: DocumentEncoding;
}

export interface CompressedDocument {
  body: Uint8Array;
  /** Why the page has no server markup (the browser then renders it from the page object); null when it has. */
  failure: string | null;
}

type RenderFunction = (page: InertiaPage) => Promise<SsrResult>;

const load = createRequire(__filename);

export async function renderCompressedDocument(request: DocumentRequest): Promise<CompressedDocument> {
  let ssr: SsrResult | null = null;
  let failure: string | null = null;
  try {
    const { render } = load(request.bundle) as { render: RenderFunction };
    ssr = await render(request.page);
  } catch (error) {
    failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  const json = escapeForScript(pageJson(request.page).json);
  const html = Buffer.from(renderHtmlDocument({ ...request.parts, pageJson: json, ssr }));
  return { body: compress(html, request.encoding), failure };
}

/** The per-request settings (the fastest level of each, text-compression.ts), told the page's size. */
function compress(html: Buffer, encoding: DocumentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(html, { level: PER_REQUEST_GZIP_LEVEL });
  return brotliCompressSync(html, { params: brotliTextParams(PER_REQUEST_BROTLI_QUALITY, html.length) });
}
