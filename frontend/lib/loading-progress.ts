/** Loading bar timings (SPEC "Navigation behaviour"). */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

export const clampProgress = (value: number): number => Math.min(100, Math.max(0, value));

/**
 * Progress while the server has not answered: rises quickly, then slows, never reaching 100
 * before the visit finishes (about 70% at `duration`, like Nuxt's indicator).
 */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  if (elapsedMs <= 0) return 0;
  return clampProgress((2 / Math.PI) * 100 * Math.atan((elapsedMs / durationMs) * 2));
}
