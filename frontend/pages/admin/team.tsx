import { Link, useForm } from '@inertiajs/react';
import { ShieldCheck, ShieldOff, UserPlus } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { TextField } from '@/components/ui/text-field';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { EmailForm } from '@shared/forms/admin';
import type { FormState } from '@shared/forms/form-state';

/** `/admin/team`: who can use the back office, with their two-step state; invite and revoke. */
export default function Team({ members, currentUserId, requireAdminTotp }: PageProps<'admin/team'>) {
  const form = useForm<FormState<EmailForm>>({ email: '' });
  const active = members.filter((member) => member.state === 'active').length;
  return (
    <>
      <AdminPageHeader
        title="Team"
        description="Admins of the back office. An invited admin confirms by email, chooses a password and then sets up two-step verification."
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="admins" className="xl:col-span-2">
          <h2 id="admins" className="sr-only">
            Admins
          </h2>
          <ul className="divide-y divide-crmgray-100 rounded-xl border border-crmgray-200 bg-white text-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
            {members.map((member) => (
              <li
                key={member.id}
                data-admin={member.email}
                className="flex flex-wrap items-center gap-3 px-4 py-3"
              >
                <Tooltip content={member.twoFactor ? 'Two-step verification on' : 'No two-step verification'}>
                  <span
                    tabIndex={0}
                    role="img"
                    aria-label={member.twoFactor ? 'Two-step verification on' : 'No two-step verification'}
                    className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crmblue-600"
                  >
                    {member.twoFactor ? (
                      <ShieldCheck className="size-5 text-crmturquoise-600" aria-hidden="true" />
                    ) : (
                      <ShieldOff className="size-5 text-amber-600" aria-hidden="true" />
                    )}
                  </span>
                </Tooltip>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-all text-crmgray-950 dark:text-zinc-50">
                    {member.email}
                    {member.id === currentUserId && (
                      <span className="font-normal text-crmgray-600 dark:text-zinc-400"> (you)</span>
                    )}
                  </p>
                  <p className="text-crmgray-600 dark:text-zinc-400">
                    {member.state === 'invited'
                      ? `Invited ${formatDateTime(member.createdAt)}, not accepted yet`
                      : member.lastSignInAt
                        ? `Last signed in ${formatDateTime(member.lastSignInAt)}`
                        : 'Never signed in'}
                    {' · '}
                    {member.twoFactor ? 'Two-step verification on' : 'No two-step verification'}
                  </p>
                </div>
                {member.id !== currentUserId && (
                  <ConfirmButton
                    size="sm"
                    label={
                      <>
                        Revoke<span className="sr-only"> {member.email}</span>
                      </>
                    }
                    title={`Revoke ${member.email}?`}
                    description={
                      member.state === 'active' && active <= 1
                        ? 'This is the last admin who can sign in: the server will refuse. Invite another admin first.'
                        : 'They lose access to the back office at once and every session of theirs ends. Their account stays, as a client account.'
                    }
                    confirmLabel="Revoke access"
                    action={routes.admin.revoke(member.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <Panel title="Invite an admin">
            <form
              method="post"
              action={routes.admin.invite()}
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                form.post(routes.admin.invite(), { preserveScroll: true, onSuccess: () => form.reset() });
              }}
            >
              <TextField
                label="Email address"
                type="email"
                autoComplete="off"
                maxLength={254}
                required
                value={form.data.email}
                onChange={(event) => form.setData('email', event.target.value)}
                error={form.errors.email}
                hint="They get a link that works once, for 24 hours."
              />
              <Button type="submit" loading={form.processing}>
                <UserPlus className="size-4" aria-hidden="true" /> Send invitation
              </Button>
            </form>
          </Panel>
          <Panel title="Two-step verification">
            <p className="text-sm">
              {requireAdminTotp
                ? 'Required for every admin: anyone without an authenticator is sent to set one up first.'
                : 'Optional. Admins with an authenticator must use it at every sign-in.'}{' '}
              <Link
                href={routes.admin.settingsPage()}
                className="text-crmblue-700 underline dark:text-crmblue-300"
              >
                Change in settings
              </Link>
            </p>
          </Panel>
        </div>
      </div>
    </>
  );
}
