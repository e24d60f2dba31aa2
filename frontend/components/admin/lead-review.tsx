import { router, useForm } from '@inertiajs/react';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { formatDateTime } from '@shared/dates';
import { Panel } from './detail-list';
import { statusLabel } from './status-badge';
import type { ReviewedLead } from '@shared/pages';
import type { FormState } from '@shared/forms/form-state';
import type { LeadReviewForm } from '@shared/forms/leads';

export type { ReviewedLead };

/** Status and notes of a contact message or application, saved together; "not spam" for a misjudged one. */
export function LeadReview({
  lead,
  statuses,
  path,
}: {
  lead: ReviewedLead;
  statuses: readonly string[];
  path: string;
}) {
  const form = useForm<FormState<LeadReviewForm>>({ status: lead.status, notes: lead.notes });
  return (
    <Panel title="Review">
      {lead.spamReason && (
        <div className="mb-4 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p>
              The spam checks caught this ({lead.spamReason}), so no emails were sent and it is hidden from
              the inbox.
            </p>
            <Button
              className="mt-2"
              size="sm"
              variant="secondary"
              onClick={() => router.post(`${path}/${lead.id}/not-spam`, {}, { preserveScroll: true })}
            >
              Not spam: move to the inbox
            </Button>
          </div>
        </div>
      )}
      <form
        method="post"
        action={`${path}/${lead.id}`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(`${path}/${lead.id}`, { preserveScroll: true });
        }}
      >
        <SelectField
          label="Status"
          options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
          value={form.data.status}
          onChange={(event) => form.setData('status', event.target.value)}
          error={form.errors.status}
        />
        <TextAreaField
          label="Notes"
          hint="Only admins see these."
          value={form.data.notes}
          onChange={(event) => form.setData('notes', event.target.value)}
          error={form.errors.notes}
        />
        <Button type="submit" loading={form.processing} disabled={!form.isDirty}>
          Save
        </Button>
        {lead.statusChangedAt && (
          <p className="text-xs text-crmgray-600 dark:text-zinc-400">
            Status set by {lead.statusChangedBy} on {formatDateTime(lead.statusChangedAt)}.
          </p>
        )}
      </form>
    </Panel>
  );
}
