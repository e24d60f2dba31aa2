/** The server refreshes an access token with less than 120 s left; the browser asks a little inside that. */
const CHECK_BEFORE_EXPIRY_SECONDS = 90;

/** When to ask the server next: shortly before the access token expires (never in the past). */
export function nextCheckDelayMs(expiresAt: number, nowMs: number): number {
  return Math.max(0, (expiresAt - CHECK_BEFORE_EXPIRY_SECONDS) * 1000 - nowMs);
}

/** SPEC §9: refresh retries wait 200 ms × 2^attempt. */
export function retryDelayMs(attempt: number): number {
  return 200 * 2 ** attempt;
}
