import { lazy, Suspense } from 'react';

export interface DimensionRadarProps {
  dimensions: Array<{ label: string; score: number | null }>;
  height?: number;
}

/**
 * Recharts is most of what a score page would load (90 KB gzip), so the chart comes in its own chunk once
 * the page is up: the server sends a placeholder of the same height (no layout shift), and the table next
 * to the chart carries the same numbers in text meanwhile.
 */
const RechartsRadar = lazy(() => import('./recharts-radar'));

/** The eight dimension scores as a radar; a table next to it carries the same numbers in text. */
export function DimensionRadar({ dimensions, height = 320 }: DimensionRadarProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="animate-pulse rounded-xl motion-reduce:animate-none bg-crmgray-50 dark:bg-zinc-800/50"
          style={{ height }}
        />
      }
    >
      <RechartsRadar dimensions={dimensions} height={height} />
    </Suspense>
  );
}
