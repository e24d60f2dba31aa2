import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AUDIT_ACTION_LABELS, AUDIT_COLUMNS } from '@/components/admin/audit-columns';
import { DataTable } from '@/components/ui/data-table';
import type { PageProps } from '@shared/pages';

/** The auth audit log: every sign-in, failure and account change, newest first. */
export default function SignInActivity({ table, actions, csvUrl }: PageProps<'admin/sign-in-activity'>) {
  return (
    <>
      <AdminPageHeader
        title="Sign-in activity"
        description="Sign-ins, failed attempts and account changes for every user. Failed sign-ins from one address in a short time can mean someone is guessing passwords."
      />
      <DataTable
        prop="table"
        data={table}
        columns={AUDIT_COLUMNS}
        caption="Sign-in activity"
        searchLabel="Email or IP address"
        filters={[
          {
            name: 'action',
            label: 'Event',
            options: actions.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] ?? value })),
          },
        ]}
        csvUrl={csvUrl}
        empty="No activity matches these filters."
      />
    </>
  );
}
