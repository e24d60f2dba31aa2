import { router } from '@inertiajs/react';
import { AlertTriangle, Bug, Home, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/site/brand-mark';
import { Button } from '@/components/ui/button';
import { errorScreenText } from '@/lib/error-screen-text';
import { clearErrorScreen } from '@/lib/error-screen-store';
import { pageTitle } from '@/lib/site';
import { toast } from '@/lib/toast-store';
import { routes } from '@shared/routes';

interface ErrorScreenProps {
  /** An HTTP status, or 0 for an error in the browser. */
  status: number;
  message?: string;
  /**
   * Rendered by the client error boundary, outside the Inertia app (whose <Head> is then not
   * available): the whole screen, and the document title set directly. Otherwise the card alone,
   * for the error page to place in the site's layout.
   */
  standalone?: boolean;
}

/** The error screen's card (SPEC "Error screen"): fixed texts per status, three ways forward, no technical details. */
export function ErrorScreen({ status, message, standalone = false }: ErrorScreenProps) {
  const { title, message: text } = errorScreenText(status, message);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!standalone) return;
    document.title = pageTitle(title);
    // It replaces the page wherever the visitor had scrolled: it opens at the top, header and all.
    window.scrollTo(0, 0);
  }, [standalone, title]);

  const tryAgain = () => {
    setRetrying(true);
    router.visit(routes.content.home(), { onFinish: () => setRetrying(false), onSuccess: clearErrorScreen });
  };

  const reportIssue = async () => {
    const report = {
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
      url: window.location.href,
      error: { statusCode: status, title, message: message || text },
    };
    try {
      await navigator.clipboard.writeText(JSON.stringify(report, null, 2));
      toast({
        kind: 'success',
        title: 'Error report copied',
        description: 'Paste it into an email to us so we can look into it.',
      });
    } catch {
      toast({
        kind: 'error',
        title: "Couldn't copy the report",
        description: 'Your browser blocked the clipboard. Please try again.',
      });
    }
  };

  const goHome = () => router.visit(routes.content.home());
  // For a missing page, home is the way on; for anything else, trying again may work.
  const notFound = status === 404;
  const actions = (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Button variant={notFound ? 'secondary' : 'primary'} onClick={tryAgain} loading={retrying}>
        {!retrying && <RotateCcw className="size-4" aria-hidden="true" />}
        Try Again
      </Button>
      <Button
        variant={notFound ? 'primary' : 'secondary'}
        onClick={goHome}
        className={notFound ? 'sm:order-first' : ''}
      >
        <Home className="size-4" aria-hidden="true" />
        Go Home
      </Button>
      <Button variant="ghost" onClick={() => void reportIssue()}>
        <Bug className="size-4" aria-hidden="true" />
        Report Issue
      </Button>
    </div>
  );
  const card = (
    <div className="w-full max-w-lg rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-8 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-crmaccent-50 dark:bg-crmaccent-950">
        <AlertTriangle className="size-6 text-crmaccent-600 dark:text-crmaccent-400" aria-hidden="true" />
      </div>
      {status >= 400 && (
        <p className="tabular mt-4 text-sm font-semibold text-crmgray-600 dark:text-zinc-400">
          Error {status}
        </p>
      )}
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-crmgray-900 dark:text-zinc-100">
        {title}
      </h1>
      <p className="mt-3 text-crmgray-600 dark:text-zinc-400">{text}</p>
      {actions}
    </div>
  );

  // The browser's own crash screen: the app is in an unknown state, so nothing but the card.
  if (standalone)
    return (
      <div className="flex min-h-screen flex-col bg-crmgray-50 dark:bg-surface-dark">
        <header className="mx-auto w-full max-w-[1200px] px-4 py-5 sm:px-6">
          <BrandMark />
        </header>
        <main id="main" className="flex flex-1 items-center justify-center px-4 pb-24">
          {card}
        </main>
      </div>
    );

  return card;
}
