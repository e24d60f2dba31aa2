import { Link } from '@inertiajs/react';
import { routes } from '@shared/routes';

export function ConsentLabel() {
  return (
    <>
      Clearline may use these details to reply to me, as described in the{' '}
      <Link
        href={routes.pages.privacy()}
        className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
      >
        privacy notice
      </Link>
      . No mailing list, no sharing.
    </>
  );
}
