import { Link } from '@inertiajs/react';
import { routes } from '@shared/routes';

const STYLES = {
  /** Small print under a person's name in a table. */
  small: 'block text-xs break-all text-crmgray-600 hover:underline dark:text-zinc-400',
  /** A value of its own: a table cell or a detail row. */
  value: 'break-all text-crmblue-700 underline dark:text-crmblue-300',
} as const;

/**
 * A person's address in a back-office list or record, opening their client record: every module's
 * records of that address on one page (issue 36).
 */
export function ClientRecordLink({ email, look = 'small' }: { email: string; look?: keyof typeof STYLES }) {
  return (
    <Link href={routes.clientArea.clientRecord({ email })} className={STYLES[look]}>
      {email}
    </Link>
  );
}
