import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { ViteDevServer } from 'vite' with { 'resolution-mode': 'import' };
import { InertiaPage } from './inertia-page';

export interface SsrResult {
  head: string[];
  html: string;
}

type RenderFunction = (page: InertiaPage) => Promise<SsrResult>;

export const SSR_BUNDLE = 'dist/ssr/ssr.cjs';
export const SSR_DEV_ENTRY = '/frontend/ssr.tsx';

/**
 * Renders the React tree on the server for first visits. A failure is logged and answered with
 * `null`: the page is then rendered by the client from the same page object and still works.
 */
export abstract class SsrRenderer {
  protected readonly logger = new Logger('SSR');

  protected abstract load(): Promise<RenderFunction | null>;

  async render(page: InertiaPage): Promise<SsrResult | null> {
    try {
      const render = await this.load();
      return render ? await render(page) : null;
    } catch (error) {
      // Object first: the error is logged with its stack (AppLogger).
      this.logger.error(
        { err: error },
        `Server rendering of "${page.component}" failed; falling back to client rendering`,
      );
      return null;
    }
  }
}

/** Production and tests: the bundle Vite built into dist/ssr, loaded once. */
export class BundledSsrRenderer extends SsrRenderer {
  private renderFunction: RenderFunction | null | undefined;

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
