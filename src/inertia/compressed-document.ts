import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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

/** The response middleware's settings (Brotli quality 4 for text, gzip's default level), plus the size. */
function compress(html: Buffer, encoding: DocumentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(html);
  return brotliCompressSync(html, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 4,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      // Lets the encoder size its window and buffers for this page instead of the 4 MB default.
      [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}
