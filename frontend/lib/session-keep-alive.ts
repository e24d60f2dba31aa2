import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import type { SharedProps } from '@shared/shared-props';
import { nextCheckDelayMs, retryDelayMs } from './session-timing';
import { routes } from '@shared/routes';

const MAX_RETRIES = 5;

/**
 * Keeps a signed-in page's session fresh while the page is visible (SPEC §4: auto-refresh stops
 * when hidden). The tokens live in an httpOnly cookie, so the browser only asks the server, which
 * refreshes them; when the session has ended, the page reloads signed out (SIGNED_OUT).
 */
export function useSessionKeepAlive(): void {
  // The shell sits outside the page tree: it learns each page's session from navigation events.
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  useEffect(
    () =>
      router.on('navigate', (event) =>
        setExpiresAt((event.detail.page.props as Partial<SharedProps>).auth?.expiresAt ?? null),
      ),
    [],
  );

  useEffect(() => {
    if (!expiresAt) return;
    let currentExpiry = expiresAt;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const schedule = (delay = nextCheckDelayMs(currentExpiry, Date.now())) => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(check, delay);
    };
    const check = async () => {
      try {
        const response = await fetch(routes.auth.session(), {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        });
        const session = (await response.json()) as { signedIn: boolean; expiresAt: number | null };
        attempt = 0;
        if (!session.signedIn || !session.expiresAt) {
          router.reload();
          return;
        }
        currentExpiry = session.expiresAt;
        schedule();
      } catch {
        attempt += 1;
        if (attempt <= MAX_RETRIES) schedule(retryDelayMs(attempt));
      }
    };
    const onVisibilityChange = () =>
      document.visibilityState === 'visible' ? schedule() : clearTimeout(timer);

    document.addEventListener('visibilitychange', onVisibilityChange);
    schedule();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [expiresAt]);
}
