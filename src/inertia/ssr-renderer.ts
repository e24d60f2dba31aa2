import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { ViteDevServer } from 'vite' with { 'resolution-mode': 'import' };
import { CpuPool, CpuPoolBusyError, CpuTaskCancelled } from '@common/workers/cpu-pool';
import { cpuTask, type CpuTask } from '@common/workers/cpu-task';
import type * as CompressedDocuments from './compressed-document';
import type { CompressedDocument, DocumentEncoding } from './compressed-document';
import type { DocumentParts } from './html-document';
import { InertiaPage } from './inertia-page';

export interface SsrResult {
  head: string[];
  html: string;
}

/** What rendering gave: the HTML (null: the browser renders), and whether that will be so next time too. */
export interface SsrOutcome {
  ssr: SsrResult | null;
  /** False when this render was skipped or failed (busy threads, an error): the page must not be kept. */
  lasting: boolean;
}

type RenderFunction = (page: InertiaPage) => Promise<SsrResult>;

export const SSR_BUNDLE = 'dist/ssr/ssr.cjs';
// eslint-disable-next-line urls/no-url-literals -- a module path Vite's dev server resolves, not a route
export const SSR_DEV_ENTRY = '/frontend/ssr.tsx';

/**
 * Renders the React tree on the server for first visits. A failure is logged and answered with
 * `null`: the page is then rendered by the client from the same page object and still works.
 */
export abstract class SsrRenderer {
  protected readonly logger = new Logger('SSR');
  /** First visits by outcome since start, for /metrics (`ssr_renders_total`) and the benchmarks. */
  readonly outcomes = { rendered: 0, busy: 0, failed: 0, abandoned: 0 };

  protected abstract load(): Promise<RenderFunction | null>;

  /** Gets the renderer ready before the first visitor asks (the built bundle: a thread that has loaded it). */
  async warm(_cpu?: CpuPool): Promise<void> {}

  /**
   * `cpu`: the worker pool the built bundle renders in (the development renderer ignores it).
   * `abandoned`: aborts when the visitor has gone; a render still waiting for a thread is then skipped.
   */
  async render(page: InertiaPage, cpu?: CpuPool, abandoned?: AbortSignal): Promise<SsrOutcome> {
    try {
      const ssr = await this.renderWith(page, cpu, abandoned);
      this.outcomes.rendered += 1;
      return { ssr, lasting: true };
    } catch (error) {
      if (error instanceof CpuTaskCancelled) {
        this.outcomes.abandoned += 1;
        return { ssr: null, lasting: false };
      }
      if (error instanceof CpuPoolBusyError) {
        // Every render thread is busy and the queue is full: the browser renders this one.
        this.outcomes.busy += 1;
        this.logger.warn(`Server rendering of "${page.component}" skipped: the render threads are busy`);
        return { ssr: null, lasting: false };
      }
      this.renderFailed(page, error);
      return { ssr: null, lasting: false };
    }
  }

  /**
   * The whole document, server-rendered and compressed in a render thread, for a page nobody else
   * will be sent (not kept in the output cache). Null: make it here instead (no render threads, no
   * bundle, development's renderer, or every thread busy: `render` then answers as it always has).
   */
  async renderCompressed(
    _page: InertiaPage,
    _parts: Omit<DocumentParts, 'ssr' | 'pageJson'>,
    _encoding: DocumentEncoding,
    _cpu?: CpuPool,
    _abandoned?: AbortSignal,
  ): Promise<CompressedDocument | null> {
    return null;
  }

  protected async renderWith(
    page: InertiaPage,
    _cpu?: CpuPool,
    _abandoned?: AbortSignal,
  ): Promise<SsrResult | null> {
    const render = await this.load();
    return render ? render(page) : null;
  }

  protected renderFailed(page: InertiaPage, error: unknown): void {
    this.outcomes.failed += 1;
    // Object first: the error is logged with its stack (AppLogger).
    this.logger.error(
      { err: error },
      `Server rendering of "${page.component}" failed; falling back to client rendering`,
    );
  }
}

/**
 * Production and tests: the bundle Vite built into dist/ssr. It renders in the CPU pool's worker
 * threads (renderToString of a long page takes tens of milliseconds: on the event loop, every
 * other visitor would wait for it), or here when no pool is given.
 */
export class BundledSsrRenderer extends SsrRenderer {
  private renderFunction: RenderFunction | null | undefined;
  private readonly task: CpuTask<[InertiaPage], SsrResult> = {
    file: resolve(SSR_BUNDLE),
    exportName: 'render',
    anyRoute: true,
  };
  /** Whether the bundle was built, looked up once (a stat per render before). */
  private readonly bundleFound = existsSync(this.task.file);
  private readonly warmTask: CpuTask<[], boolean> = {
    file: this.task.file,
    exportName: 'warm',
    anyRoute: true,
  };

  /**
   * A render thread started and the bundle loaded into it while the server starts, beside the main
   * thread's own start-up: the first page no longer waits for both (0.4 s of the start to a first answer).
   */
  override async warm(cpu?: CpuPool): Promise<void> {
    if (!cpu || !this.bundleFound) return;
    try {
      await cpu.run(this.warmTask);
    } catch (error) {
      this.logger.warn(
        { err: error },
        'Loading the SSR bundle ahead of the first page failed; it loads with that page',
      );
    }
  }

  private readonly compressedTask = {
    ...cpuTask<typeof CompressedDocuments>(require.resolve('./compressed-document'))(
      'renderCompressedDocument',
    ),
    anyRoute: true,
  };

  override async renderCompressed(
    page: InertiaPage,
    parts: Omit<DocumentParts, 'ssr' | 'pageJson'>,
    encoding: DocumentEncoding,
    cpu?: CpuPool,
    abandoned?: AbortSignal,
  ): Promise<CompressedDocument | null> {
    if (!cpu || !this.bundleFound) return null;
    try {
      const document = await cpu.runUnless(abandoned, this.compressedTask, {
        bundle: this.task.file,
        page,
        parts,
        encoding,
      });
      if (document.failure === null) this.outcomes.rendered += 1;
      else this.renderFailed(page, new Error(document.failure));
      return document;
    } catch (error) {
      if (error instanceof CpuTaskCancelled) {
        this.outcomes.abandoned += 1;
        return null;
      }
      // Busy threads (or a thread that failed outright): `render` decides, as for any page.
      return null;
    }
  }

  protected override async renderWith(
    page: InertiaPage,
    cpu?: CpuPool,
    abandoned?: AbortSignal,
  ): Promise<SsrResult | null> {
    if (!cpu) return super.renderWith(page);
    if (!this.bundleFound) return super.renderWith(page); // warns once, renders in the browser
    return cpu.runUnless(abandoned, this.task, page);
  }

  protected async load(): Promise<RenderFunction | null> {
    if (this.renderFunction !== undefined) return this.renderFunction;
    const file = resolve(SSR_BUNDLE);
    if (!existsSync(file)) {
      this.logger.warn(`${SSR_BUNDLE} not found: pages render in the browser only. Run "npm run build".`);
      this.renderFunction = null;
      return null;
    }
    // Node's own require: the bundle is self-contained CommonJS and must not go through a test transformer.
    const bundle = createRequire(__filename)(file) as { render: RenderFunction };
    this.renderFunction = bundle.render;
    return this.renderFunction;
  }
}

/** Development: the SSR entry through Vite's module graph, so edits apply without a restart. */
export class ViteDevSsrRenderer extends SsrRenderer {
  constructor(private readonly vite: ViteDevServer) {
    super();
  }

  protected async load(): Promise<RenderFunction> {
    const module = (await this.vite.ssrLoadModule(SSR_DEV_ENTRY)) as { render: RenderFunction };
    return module.render;
  }
}
