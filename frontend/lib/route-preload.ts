import { routes as siteRoutes } from '@shared/routes';
/** SPEC §9: at most 5 route components load ahead at once, and none on 2G or save-data connections. */
export const MAX_CONCURRENT_PRELOADS = 5;

/** Loads each component once, never more than `limit` at a time; failures are ignored (the click retries). */
export class PreloadQueue {
  private readonly seen = new Set<string>();
  private readonly waiting: string[] = [];
  private active = 0;

  constructor(
    private readonly load: (component: string) => Promise<unknown>,
    private readonly limit = MAX_CONCURRENT_PRELOADS,
  ) {}

  add(component: string): void {
    if (this.seen.has(component)) return;
    this.seen.add(component);
    this.waiting.push(component);
    this.next();
  }

  private next(): void {
    while (this.active < this.limit && this.waiting.length > 0) {
      const component = this.waiting.shift() as string;
      this.active += 1;
      this.load(component)
        .catch(() => undefined)
        .finally(() => {
          this.active -= 1;
          this.next();
        });
    }
  }
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || ['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

/**
 * When a pointer rests on (or focus reaches) a link to one of our pages, its page component starts
 * loading, so the click finds it ready. Which component a URL needs comes from the build's route
 * table (GET /builds/meta/<build>.json), fetched once on first use.
 */
export function installRoutePreloading(build: string, load: (component: string) => Promise<unknown>): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (isSlowConnection(connection)) return;
  const queue = new PreloadQueue(load);
  let table: Promise<Map<string, string>> | undefined;
  const routeTable = () =>
    (table ??= fetch(siteRoutes.content.meta(`${build}.json`))
      .then((response) => (response.ok ? response.json() : { routes: [] }))
      .then(
        (meta: { routes: Array<{ path: string; component: string }> }) =>
          new Map(meta.routes.map((route) => [route.path, route.component])),
      )
      .catch(() => new Map<string, string>()));

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
    void routeTable().then((routes) => {
      const component = routes.get(link.pathname.replace(/\/+$/, '') || siteRoutes.content.home());
      if (component) queue.add(component);
    });
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
