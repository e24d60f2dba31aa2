/**
 * Tokens this process found genuine lately (their HMAC checked), at most `limit`, the oldest
 * forgotten first. A browser sends the same cookies with every page, and under load an HMAC took
 * 25–30 µs of the event loop (OpenSSL's per-call set-up, not the hashing; docs/performance.md).
 * Only genuine tokens are added, so what visitors send cannot fill it with anything else.
 */
export class GenuineTokens {
  private readonly known = new Set<string>();

  constructor(private readonly limit = 10_000) {}

  has(key: string): boolean {
    return this.known.has(key);
  }

  add(key: string): void {
    if (this.known.size >= this.limit) this.known.delete(this.known.values().next().value!);
    this.known.add(key);
  }
}
