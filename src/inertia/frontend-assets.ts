import type { ViteDevServer } from 'vite' with { 'resolution-mode': 'import' };
import { SsrRenderer, BundledSsrRenderer, ViteDevSsrRenderer } from './ssr-renderer';
import { AssetTags, CLIENT_ENTRY, ViteManifestAssets } from './vite-assets';

/** Where the browser code and the SSR renderer come from: the Vite build, or the Vite dev server. */
export abstract class FrontendAssets {
  abstract readonly ssr: SsrRenderer;
  abstract tagsFor(component: string): AssetTags;
  /** Last touch on the HTML document (dev: Vite injects its client and React refresh preamble). */
  async finishDocument(_url: string, html: string): Promise<string> {
    return html;
  }
}

export class BuiltFrontendAssets extends FrontendAssets {
  readonly ssr = new BundledSsrRenderer();
  private manifest: ViteManifestAssets | undefined;

  tagsFor(component: string): AssetTags {
    this.manifest ??= new ViteManifestAssets();
    return this.manifest.tagsFor(component);
  }
}

export class ViteDevFrontendAssets extends FrontendAssets {
  readonly ssr: SsrRenderer;

  constructor(private readonly vite: ViteDevServer) {
    super();
    this.ssr = new ViteDevSsrRenderer(vite);
  }

  tagsFor(): AssetTags {
    return { head: '', body: `<script type="module" src="/${CLIENT_ENTRY}"></script>` };
  }

  override finishDocument(url: string, html: string): Promise<string> {
    return this.vite.transformIndexHtml(url, html);
  }
}
