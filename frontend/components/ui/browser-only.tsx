import type { ReactNode } from 'react';
import { useMounted } from '@/lib/use-mounted';

/**
 * Children drawn only in the browser, after hydration. A Recharts chart is measured by the browser:
 * rendered on the server it is an empty box, yet it cost a third of `/admin`'s render (its store and
 * selectors; docs/performance.md). The box around it keeps its size, so nothing moves when it draws.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useMounted() ? children : null;
}
