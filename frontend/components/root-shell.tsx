import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { LoadingBar } from '@/components/ui/loading-bar';
import { ToastProvider } from '@/components/ui/toaster';
import { useSessionKeepAlive } from '@/lib/session-keep-alive';

/**
 * Providers every page shares: tooltips (700 ms delay, 300 ms skip), toasts, the loading bar, session
 * refresh, and the error boundary that turns a fatal client error into the error screen.
 */
export function RootShell({ children }: { children: ReactNode }) {
  useSessionKeepAlive();
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <ToastProvider>
        <LoadingBar />
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </ToastProvider>
    </TooltipPrimitive.Provider>
  );
}
