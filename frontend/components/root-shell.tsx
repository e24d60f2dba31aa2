import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { LoadingBar } from '@/components/ui/loading-bar';
import { useSessionKeepAlive } from '@/lib/session-keep-alive';
import { useToasts } from '@/lib/toast-store';

const ToastRegion = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.ToastRegion })),
);

/** The toast region, downloaded when the first toast is raised and kept from then on. */
function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

/**
 * What every page shares: toasts, the loading bar, session refresh, and the error boundary that turns
 * a fatal client error into the error screen.
 */
export function RootShell({ children }: { children: ReactNode }) {
  useSessionKeepAlive();
  return (
    <>
      <LoadingBar />
      <AppErrorBoundary>{children}</AppErrorBoundary>
      <Toaster />
    </>
  );
}
