/**
 * Compiled by `npm run typecheck`, never run: each line below must fail to type-check. If the page
 * contract stopped catching one of these mistakes, its `@ts-expect-error` would be unused and the
 * type check would fail.
 */
import type { InertiaContext } from '@inertia/inertia-context';

export function pageContractMistakes(inertia: InertiaContext): void {
  // @ts-expect-error a page that does not exist
  inertia.render('auth/no-such-page', {});
  // @ts-expect-error a missing prop
  inertia.render('auth/forgot-password', {});
  // @ts-expect-error a prop of the wrong type
  inertia.render('auth/forgot-password', { sent: 'yes' });
  // @ts-expect-error a prop the page does not take
  inertia.render('auth/forgot-password', { sent: true, extra: 1 });
  // A correct call compiles.
  inertia.render('auth/forgot-password', { sent: true });
}
