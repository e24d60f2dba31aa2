import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, useToasts, type ToastKind } from '@/lib/toast-store';

const ICONS: Record<ToastKind, ReactNode> = {
  success: (
    <CheckCircle2 className="size-5 text-crmturquoise-600 dark:text-crmturquoise-400" aria-hidden="true" />
  ),
  error: <XCircle className="size-5 text-red-600 dark:text-red-400" aria-hidden="true" />,
  warning: <AlertTriangle className="size-5 text-amber-500" aria-hidden="true" />,
  info: <Info className="size-5 text-crmblue-600 dark:text-crmblue-300" aria-hidden="true" />,
};

const BAR_COLOURS: Record<ToastKind, string> = {
  success: 'bg-crmturquoise-600',
  error: 'bg-red-600',
  warning: 'bg-amber-500',
  info: 'bg-crmblue-600',
};

/**
 * The toasts: Radix Toast, bottom-right, F8 to focus, swipe right past 50 px to dismiss. Loaded with
 * the first toast (RootShell), so pages that show none never download it.
 */
export function ToastRegion() {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      <Toasts />
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-4 p-4 outline-none sm:p-6"
      />
    </ToastPrimitive.Provider>
  );
}

function Toasts() {
  const toasts = useToasts();
  return toasts.map((item) => (
    <ToastPrimitive.Root
      key={item.id}
      open={item.open}
      duration={item.duration}
      type={item.kind === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => !open && dismissToast(item.id)}
      className="toast relative flex items-start gap-3 overflow-hidden rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-4 pr-10 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      data-kind={item.kind}
      data-testid="toast"
    >
      {ICONS[item.kind]}
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-3 right-3 rounded-md p-1 text-crmgray-600 hover:bg-crmgray-100 hover:text-crmgray-900 dark:text-zinc-400 dark:hover:bg-zinc-800"
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
      <span
        aria-hidden="true"
        data-testid="toast-progress"
        className={cn(
          'toast-countdown absolute bottom-0 left-0 h-1 w-full opacity-70',
          BAR_COLOURS[item.kind],
        )}
        style={{ animationDuration: `${item.duration}ms` }}
      />
    </ToastPrimitive.Root>
  ));
}
