import type { ReactNode } from 'react';

/** No chrome at all (the error screen brings its own). */
export function BareLayout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
