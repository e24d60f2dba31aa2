import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** The spec's timing: a tooltip opens after 700 ms of hovering or focus; moving to the next one within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** One per layout that shows tooltips, so moving between them skips the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    // Plain text only: a tooltip closes as the pointer leaves its trigger (nothing in it to reach).
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      disableHoverableContent
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short label for an icon-only control, a shortened value or a score, shown on hover and on
 * keyboard focus (never the only place something is said: the trigger keeps its accessible name).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  /** One focusable element (a button or a link). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-crmgray-950 px-2.5 py-1.5 text-xs leading-snug text-white shadow-md dark:bg-zinc-100 dark:text-zinc-950"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-crmgray-950 dark:fill-zinc-100" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
