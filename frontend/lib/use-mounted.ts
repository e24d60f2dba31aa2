import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once it runs in the browser. For parts that
 * can only draw in a browser (charts measure their box): the server and the hydrating render give
 * the same placeholder, so hydration matches, and the part draws right after.
 */
export const useMounted = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
