/** The two files of lucide-react the SSR bundle's icon (lucide-icon.ts) uses: the package ships no types for them. */
declare module 'lucide-react/dist/esm/Icon.mjs' {
  import type { ForwardRefExoticComponent } from 'react';
  const Icon: ForwardRefExoticComponent<Record<string, unknown>>;
  export default Icon;
}
declare module 'lucide-react/dist/esm/context.mjs' {
  export function useLucideContext(): Record<string, unknown> | undefined;
}
