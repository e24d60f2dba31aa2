import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table's box that scrolls sideways when the screen is narrower than the table. Focusable and
 * named, so a keyboard user can scroll it and a screen reader says what it is (WCAG 2.1.1; axe
 * `scrollable-region-focusable`).
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-crmblue-600', className)}
    >
      {children}
    </div>
  );
}
