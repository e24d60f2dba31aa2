import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { useMounted } from '@/lib/use-mounted';

/** Tailwind needs each class written out; the pixel height also sizes the chart's first draw. */
const HEIGHT_CLASS = { 224: 'h-56', 288: 'h-72', 320: 'h-80' } as const;

/**
 * A Recharts chart in a box of fixed height and full width. A chart measures its box, so rendered on
 * the server it is an empty box, yet it cost a third of `/admin`'s render (its store and selectors;
 * docs/performance.md). So the server and the hydrating render send the sized box only, and the chart
 * draws in the browser right after: nothing moves. With a `label` the box is an image with that text
 * for screen readers.
 */
export function ChartBox({
  height,
  label,
  testId,
  children,
}: {
  height: keyof typeof HEIGHT_CLASS;
  label?: string;
  testId?: string;
  children: ReactElement;
}) {
  return (
    <div
      className={HEIGHT_CLASS[height]}
      role={label ? 'img' : undefined}
      aria-label={label}
      data-testid={testId}
    >
      {useMounted() && (
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
          {children}
        </ResponsiveContainer>
      )}
    </div>
  );
}
