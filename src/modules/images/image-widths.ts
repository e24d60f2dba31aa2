/** The only widths the image endpoint produces, so the disk cache stays small and CDN-friendly. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const DEFAULT_IMAGE_QUALITY = 100;

/**
 * Qualities are snapped to tens (10–100) like widths are to IMAGE_WIDTHS: every image has at most
 * 6 × 10 variants, so the work any number of requests can cause is bounded and done once.
 */
export function snapQuality(requested: number): number {
  return Math.min(100, Math.max(10, Math.round(requested / 10) * 10));
}

/** The smallest allowed width that is at least `requested`; the largest one beyond that. */
export function snapWidth(requested: number): number {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}
