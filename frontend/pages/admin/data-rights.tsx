import { useForm } from '@inertiajs/react';
import { ChevronDown, Download, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailSearch } from '@/components/admin/email-search';
import { Panel } from '@/components/admin/detail-list';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import type { DataRightsProps } from '@shared/pages/admin';
import { routes } from '@shared/routes';
import type { EraseForm } from '@shared/forms/admin';
import type { FormState } from '@shared/forms/form-state';

const ON_ERASE: Record<'anonymise' | 'delete' | 'keep', string> = {
  anonymise: 'anonymised on erasure',
  delete: 'deleted on erasure',
  keep: 'kept',
};

/** `/admin/data-rights`: answer a person's request to see or erase what the site stores about them. */
export default function DataRights({ email, found, error }: PageProps<'admin/data-rights'>) {
  const total = found?.reduce((sum, group) => sum + group.count, 0) ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Data rights"
        description="Find everything stored about an email address, export it as one JSON file, or erase it. Erasure anonymises personal fields and keeps the counts; exports and erasures are recorded in the audit trail."
      />
      <EmailSearch action={routes.admin.dataRights()} email={email} error={error} />
      {found && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" role="status">
              {total === 0
                ? `Nothing is stored about ${email}.`
                : `${total} record${total === 1 ? '' : 's'} about ${email}, in ${found.filter((group) => group.count).length} places.`}
            </p>
            {total > 0 && (
              <div className="flex flex-wrap gap-2">
                <a
                  href={routes.admin.export({ email })}
                  className={buttonStyles({ variant: 'secondary' })}
                  download
                >
                  <Download className="size-4" aria-hidden="true" /> Export JSON
                </a>
                <EraseDialog email={email} found={found} />
              </div>
            )}
          </div>
          {found
            .filter((group) => group.count > 0)
            .map((group) => (
              <Panel key={group.source} title={`${group.label} (${group.count})`}>
                <p className="mb-3 text-sm text-crmgray-600 dark:text-zinc-400">
                  {group.onErase === 'keep'
                    ? `Kept: ${group.keptBecause}`
                    : `These are ${ON_ERASE[group.onErase]}.`}
                </p>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-crmblue-700 dark:text-crmblue-300 [&::-webkit-details-marker]:hidden">
                    <ChevronDown
                      className="size-4 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                    Show the records
                  </summary>
                  <pre className="mt-3 max-h-96 overflow-auto rounded-lg bg-crmgray-50 p-3 font-mono text-xs whitespace-pre-wrap break-words dark:bg-zinc-950">
                    {JSON.stringify(group.records, null, 2)}
                  </pre>
                </details>
              </Panel>
            ))}
        </div>
      )}
    </>
  );
}

function EraseDialog({ email, found }: { email: string; found: NonNullable<DataRightsProps['found']> }) {
  const [open, setOpen] = useState(false);
  const form = useForm<FormState<EraseForm>>({ email, confirm: '' });
  const kept = found.filter((group) => group.onErase === 'keep' && group.count > 0);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Erase ${email}?`}
      description="Names, addresses, phone numbers and messages are replaced for good; dates, statuses and scores stay so the totals still add up. This cannot be undone."
      trigger={<Button variant="destructive">Erase…</Button>}
    >
      <form
        method="post"
        action={routes.admin.erase()}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(routes.admin.erase(), { onSuccess: () => setOpen(false) });
        }}
      >
        {kept.length > 0 && (
          <div className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div>
              {kept.map((group) => (
                <p key={group.source}>
                  {group.count} {group.label.toLowerCase()} will be kept: {group.keptBecause}
                </p>
              ))}
            </div>
          </div>
        )}
        <TextField
          label="Type the email address to confirm"
          autoComplete="off"
          value={form.data.confirm}
          onChange={(event) => form.setData('confirm', event.target.value)}
          error={form.errors.confirm ?? form.errors.email}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            loading={form.processing}
            disabled={form.data.confirm.trim().toLowerCase() !== email}
          >
            Erase everything
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
