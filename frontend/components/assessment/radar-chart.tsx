import { lazy, Suspense } from 'react';
import { useMounted } from '@/lib/use-mounted';

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
  const placeholder = (
    <div
      aria-hidden="true"
      className="animate-pulse rounded-xl motion-reduce:animate-none bg-crmgray-50 dark:bg-zinc-800/50"
      style={{ height }}
    />
  );
  // The chart never renders on the server: a lazy component there gives the placeholder on the
  // first render after a start and the chart later, and hydrating a boundary the server gave up on
  // is React's error #419 in the visitor's console (issue 39).
  if (!useMounted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RechartsRadar dimensions={dimensions} height={height} />
    </Suspense>
  );
}
