/**
 * How many times one client may do something per window on this instance, counted in memory: for
 * limits whose point is this instance's event loop, where a Redis round trip would cost more than
 * the answer. Used for anonymous page renders (InertiaService), images answered from memory
 * (ImageMemory) and refused oversized uploads (body-hygiene).
 */
export class ClientWindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = 60,
    private readonly windowMs = 60_000,
    private readonly maxClients = 50_000,
  ) {}

  /**
   * Takes one render for the client before it starts (so requests sent at once are all counted):
   * 0 when it may render, or the seconds until it may again.
   */
  take(client: string, now = Date.now()): number {
    let window = this.windows.get(client);
    if (window && now - window.start >= this.windowMs) {
      this.windows.delete(client);
      window = undefined;
    }
    if (!window) {
      // Oldest first out: the map keeps insertion order, and a new window re-inserts its client.
      if (this.windows.size >= this.maxClients) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(client, { start: now, count: 1 });
      return 0;
    }
    if (window.count >= this.limit)
      return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    window.count += 1;
    return 0;
  }
}
