/** What kind of client error this is, and how serious (SPEC §4 "Error severity"). */
export type ClientErrorKind = 'render' | 'uncaught' | 'unhandled-rejection' | 'handled';
export type Severity = 'info' | 'warning' | 'error' | 'critical';

const CHUNK_LOAD = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export const MISSING_COMPONENT = 'Page component not found';

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';

/** A route's code could not be downloaded: usually a new release replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error);
  return CHUNK_LOAD.some((pattern) => pattern.test(message));
}

export function isMissingComponentError(error: unknown): boolean {
  return messageOf(error).includes(MISSING_COMPONENT);
}

/** critical: unhandled rejections and chunk-load failures; warning: missing components; otherwise error. */
export function severityOf(error: unknown, kind: ClientErrorKind): Severity {
  if (isChunkLoadError(error)) return 'critical';
  if (isMissingComponentError(error)) return 'warning';
  return kind === 'unhandled-rejection' ? 'critical' : 'error';
}

/** Browser noise that is not ours to fix: cross-origin "Script error." and ResizeObserver notices. */
export function isNoise(message: string): boolean {
  return /^Script error\.?$/i.test(message.trim()) || /ResizeObserver loop/i.test(message);
}

const CRAWLER =
  /googlebot|bingbot|slurp|duckduckbot|baiduspider|yandex(bot)?|applebot|petalbot|semrushbot|ahrefsbot|mj12bot|facebookexternalhit|twitterbot|linkedinbot|crawler|spider|\bbot\b/i;

/** Search engines and link previewers: their errors are reported, never shown as an error screen. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
