/**
 * How many public pages one client may have rendered (asked for anonymously, not found in the
 * output cache) per minute on this instance. A person reading the site renders a few; a loop asking
 * for made-up URLs (`/about?x=1`, `?x=2`…) would otherwise keep the event loop busy for everyone.
 * Counted in memory: the point is this instance's event loop, and the count costs no round trip.
 */
export class RenderBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = 60,
    private readonly windowMs = 60_000,
    private readonly maxClients = 50_000,
  ) {}

  spend(client: string, now = Date.now()): void {
    const window = this.current(client, now);
    if (window) window.count += 1;
    else {
      // Oldest first out: the map keeps insertion order, and a new window re-inserts its client.
      if (this.windows.size >= this.maxClients) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(client, { start: now, count: 1 });
    }
  }

  /** Seconds until the client may render again, or 0 when it may now. */
  retryAfter(client: string, now = Date.now()): number {
    const window = this.current(client, now);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private current(client: string, now: number) {
    const window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      if (window) this.windows.delete(client);
      return undefined;
    }
    return window;
  }
}
