import { Link, useForm } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { SelectField } from '@/components/ui/form-fields';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { StatTable } from '@/components/ui/stat-table';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@shared/dates';
import type { FormState } from '@shared/forms/form-state';
import { GRANT_NOTE_MAX, type GrantForm } from '@shared/forms/training';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { TRAINING_TIER_LABELS, TRAINING_TIERS } from '@shared/training';

/** `/admin/training`: each course's learners and completions, and the tiers granted by hand. */
export default function AdminCourses({ courses, grants, email }: PageProps<'training/admin-courses'>) {
  const form = useForm<FormState<GrantForm>>({ email, tier: 'core', note: '' });
  return (
    <>
      <AdminPageHeader
        title="Training"
        description="Courses open to a client when an agreement whose template names a programme tier is paid (a refund closes them), or when you grant a tier here."
      />
      <div className="space-y-6">
        <Panel title="Courses">
          <ScrollRegion label="Courses">
            <StatTable
              caption="Courses with their learners"
              rowKey={(course) => course.slug}
              rows={courses}
              columns={[
                {
                  header: 'Course',
                  rowHeader: true,
                  cell: (course) => (
                    <Link
                      href={routes.training.adminCourse(course.slug)}
                      className="font-medium text-crmblue-700 hover:underline dark:text-crmblue-300"
                    >
                      {course.title}
                    </Link>
                  ),
                },
                { header: 'Tier', cell: (course) => TRAINING_TIER_LABELS[course.tier] },
                { header: 'Learners', numeric: true, cell: (course) => course.learners },
                { header: 'Started', numeric: true, cell: (course) => course.started },
                { header: 'Completed', numeric: true, cell: (course) => course.completed },
              ]}
            />
          </ScrollRegion>
        </Panel>
        <Panel title="Grant a tier by hand">
          <form
            method="post"
            action={routes.training.grantAccess()}
            noValidate
            className="grid max-w-3xl gap-4 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              form.post(routes.training.grantAccess(), {
                preserveScroll: true,
                onSuccess: () => form.reset(),
              });
            }}
          >
            <TextField
              label="Learner’s email address"
              type="email"
              autoComplete="off"
              value={form.data.email}
              onChange={(event) => form.setData('email', event.target.value)}
              error={form.errors.email}
            />
            <SelectField
              label="Tier"
              value={form.data.tier}
              options={TRAINING_TIERS.map((tier) => ({ value: tier, label: TRAINING_TIER_LABELS[tier] }))}
              onChange={(event) => form.setData('tier', event.target.value as GrantForm['tier'])}
              error={form.errors.tier}
            />
            <TextField
              label="Note (optional)"
              hint="Why: a pilot, a replacement learner, a goodwill gesture. Kept in the audit log."
              maxLength={GRANT_NOTE_MAX}
              className="sm:col-span-2"
              value={form.data.note}
              onChange={(event) => form.setData('note', event.target.value)}
              error={form.errors.note}
            />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={form.processing}>
                Grant access
              </Button>
            </div>
          </form>
        </Panel>
        <Panel title="Grants">
          {grants.length === 0 ? (
            <p className="text-sm text-crmgray-600 dark:text-zinc-400">
              No tier granted by hand yet. Paid programme agreements open their courses without a grant.
            </p>
          ) : (
            <ul className="divide-y divide-crmgray-200 dark:divide-zinc-800">
              {grants.map((grant) => (
                <li key={grant.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <ClientRecordLink email={grant.email} look="value" />
                    <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                      {TRAINING_TIER_LABELS[grant.tier]} tier · granted by {grant.grantedBy},{' '}
                      {formatDateTime(grant.createdAt)}
                      {grant.note && ` · ${grant.note}`}
                    </p>
                  </div>
                  {grant.revokedAt ? (
                    <StatusBadge status="voided" label={`Revoked ${formatDateTime(grant.revokedAt)}`} />
                  ) : (
                    <ConfirmButton
                      label="Revoke"
                      size="sm"
                      variant="secondary"
                      title="Revoke this grant?"
                      description={`${grant.email} loses the ${TRAINING_TIER_LABELS[grant.tier]} tier’s courses unless a paid agreement or another grant opens them. Their progress is kept.`}
                      confirmLabel="Revoke access"
                      action={routes.training.revokeGrant(grant.id)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
