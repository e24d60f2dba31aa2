import { Link, useForm } from '@inertiajs/react';
import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import type { RedirectRow } from '@shared/pages/admin';
import {
  MAX_BANK_DETAILS_LENGTH,
  SETTING_LABELS,
  SETTING_RANGES,
  MAX_SELLER_ADDRESS_LENGTH,
  VAT_RATE_RANGE,
  settingText,
  type SettingKey,
} from '@shared/settings';
import { routes } from '@shared/routes';
import type { RedirectForm } from '@shared/forms/content';
import type { TextInputs } from '@shared/forms/form-state';

/** `/admin/settings`: what the site does without a deploy. Every save is audited and applies everywhere at once. */
export default function Settings({
  values,
  defaults,
  savedBy,
  redirects,
  payments,
  errorLog,
}: PageProps<'admin/settings'>) {
  const form = useForm({
    ...values,
    notificationRecipients: values.notificationRecipients.join('\n'),
  });
  const hint = (key: SettingKey, text?: string) => {
    const saved = savedBy[key];
    const origin = saved
      ? `Changed by ${saved.updatedBy ?? 'an admin'} on ${formatDateTime(saved.updatedAt)}.`
      : 'From the environment (not changed here yet).';
    return [text, origin, saved ? `Default: ${settingText(key, defaults[key])}.` : '']
      .filter(Boolean)
      .join(' ');
  };
  const number = (key: keyof typeof SETTING_RANGES) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: SETTING_RANGES[key][0],
    max: SETTING_RANGES[key][1],
    value: String(form.data[key]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setData(key, event.target.value as unknown as number),
    error: form.errors[key],
  });

  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="Changes apply on every instance within seconds, without a restart, and each one is recorded in the audit trail."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Site settings">
          <form
            method="post"
            action={routes.admin.save()}
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              form.post(routes.admin.save(), { preserveScroll: true });
            }}
          >
            <TextAreaField
              label={SETTING_LABELS.notificationRecipients}
              className="[&_textarea]:min-h-20"
              hint={hint('notificationRecipients', 'One address per line. Empty: every admin.')}
              value={form.data.notificationRecipients}
              onChange={(event) => form.setData('notificationRecipients', event.target.value)}
              error={errorFor(form.errors, 'notificationRecipients')}
            />
            <TextField
              label={SETTING_LABELS.bookingUrl}
              type="url"
              hint={hint('bookingUrl', '/book and every $BOOKING_URL redirect go here.')}
              value={form.data.bookingUrl}
              onChange={(event) => form.setData('bookingUrl', event.target.value)}
              error={form.errors.bookingUrl}
            />
            <TextAreaField
              label={SETTING_LABELS.bankDetails}
              className="[&_textarea]:min-h-20"
              maxLength={MAX_BANK_DETAILS_LENGTH}
              hint={hint('bankDetails', 'Printed on invoices when an agreement is paid by transfer.')}
              value={form.data.bankDetails}
              onChange={(event) => form.setData('bankDetails', event.target.value)}
              error={form.errors.bankDetails}
            />
            <fieldset className="space-y-5 rounded-lg border border-crmgray-200 p-4 dark:border-zinc-700">
              <legend className="px-1 text-sm font-semibold">Invoices and tax</legend>
              <TextField
                label={SETTING_LABELS.sellerName}
                hint={hint('sellerName', 'The legal entity that issues invoices, receipts and credit notes.')}
                maxLength={160}
                value={form.data.sellerName}
                onChange={(event) => form.setData('sellerName', event.target.value)}
                error={form.errors.sellerName}
              />
              <TextAreaField
                label={SETTING_LABELS.sellerAddress}
                className="[&_textarea]:min-h-20"
                maxLength={MAX_SELLER_ADDRESS_LENGTH}
                hint={hint('sellerAddress', 'Printed under the legal name.')}
                value={form.data.sellerAddress}
                onChange={(event) => form.setData('sellerAddress', event.target.value)}
                error={form.errors.sellerAddress}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label={SETTING_LABELS.sellerVatNumber}
                  hint={hint('sellerVatNumber', 'With its country prefix. Empty: agreements charge no VAT.')}
                  autoComplete="off"
                  value={form.data.sellerVatNumber}
                  onChange={(event) => form.setData('sellerVatNumber', event.target.value)}
                  error={form.errors.sellerVatNumber}
                />
                <TextField
                  label={SETTING_LABELS.vatRate}
                  hint={hint(
                    'vatRate',
                    'For agreements taxed at the standard rate; each agreement keeps the rate it was made with.',
                  )}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={VAT_RATE_RANGE[0]}
                  max={VAT_RATE_RANGE[1]}
                  value={String(form.data.vatRate)}
                  onChange={(event) => form.setData('vatRate', event.target.value as unknown as number)}
                  error={form.errors.vatRate}
                />
              </div>
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={SETTING_LABELS.analyticsRetentionDays}
                hint={hint('analyticsRetentionDays', 'Daily totals are kept.')}
                {...number('analyticsRetentionDays')}
              />
              <TextField
                label={SETTING_LABELS.leaderboardMinResponses}
                hint={hint('leaderboardMinResponses')}
                {...number('leaderboardMinResponses')}
              />
              <TextField
                label={SETTING_LABELS.signingReminderDays}
                hint={hint('signingReminderDays')}
                {...number('signingReminderDays')}
              />
              <TextField
                label={SETTING_LABELS.signingMaxReminders}
                hint={hint('signingMaxReminders', '0 sends none.')}
                {...number('signingMaxReminders')}
              />
            </div>
            <CheckboxField
              label={
                <>
                  {SETTING_LABELS.requireAdminTotp}
                  <span className="block text-crmgray-600 dark:text-zinc-400">
                    Admins without an authenticator are sent to set one up before the back office opens.
                  </span>
                </>
              }
              checked={form.data.requireAdminTotp}
              onChange={(checked) => form.setData('requireAdminTotp', checked)}
              error={form.errors.requireAdminTotp}
            />
            <Button type="submit" loading={form.processing} disabled={!form.isDirty}>
              Save settings
            </Button>
          </form>
        </Panel>
        <div className="space-y-6">
          <Panel title="Payments">
            {payments.mode === 'stripe' ? (
              <p className="text-sm">
                <strong>Stripe</strong> with {payments.stripeMode === 'live' ? 'live' : 'test'} keys: clients
                pay by card after signing. Keys are set in the environment and never shown here.
              </p>
            ) : (
              <p className="text-sm">
                <strong>Invoice (no Stripe keys set)</strong>: clients get an invoice with the bank details
                above, and an admin marks the agreement paid when the transfer arrives.
              </p>
            )}
          </Panel>
          <Panel title="Sign-in providers">
            <p className="text-sm">
              Let admins and clients sign in with Google, Microsoft or your company&rsquo;s OpenID Connect
              provider, with the domains and two-step rules you choose.{' '}
              <Link
                href={routes.auth.signInProvidersPage()}
                className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
              >
                Manage sign-in providers
              </Link>
            </p>
          </Panel>
          <Panel title="Diagnostics">
            <p className="mb-2 text-sm">
              Pages for checking the site itself (admins only; docs/diagnostics.md):
            </p>
            <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {DIAGNOSTICS.map(([label, href]) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="Error-log token">
            <div id="error-log" className="space-y-3 text-sm">
              <p>
                {errorLog.tokenRequired ? (
                  <>
                    Pages send <code className="font-mono">{errorLog.tokenPreview}</code> with error reports;
                    reports without it are refused.
                    {errorLog.rotatedAt && ` Rotated on ${formatDateTime(errorLog.rotatedAt)}.`}
                  </>
                ) : (
                  'No token yet: error reports are accepted from anywhere. Rotating creates one.'
                )}
              </p>
              <ConfirmButton
                variant="secondary"
                label="Rotate token"
                title="Rotate the error-log token?"
                description="Pages use the new token at once. The old one is still accepted for 24 hours, so open tabs keep reporting."
                confirmLabel="Rotate"
                confirmVariant="primary"
                action={routes.admin.rotateToken()}
              />
            </div>
          </Panel>
        </div>
      </div>
      <Redirects redirects={redirects} />
    </>
  );
}

/** The diagnostic pages (src/modules/diagnostics), by what they answer. */
const DIAGNOSTICS: Array<[string, string]> = [
  ['Route table', routes.diagnostics.navDebug()],
  ['Link check', routes.diagnostics.navTest()],
  ['Public pages', routes.diagnostics.simpleNavTest()],
  ['Style guide', routes.diagnostics.styleGuide()],
  ['Charts', routes.diagnostics.charts()],
  ['Hydration check', routes.diagnostics.selfCheck('/_test-hydration')],
  ['Interactivity check', routes.diagnostics.selfCheck('/test-interactivity')],
  ['Mount check', routes.diagnostics.selfCheck('/_mount-check')],
  ['Assessment model', routes.diagnostics.assessmentDocs()],
  ['Question mapping', routes.diagnostics.questionMapping()],
  ['Scoring test vectors', routes.diagnostics.scoring()],
  ['Score a set of answers', routes.diagnostics.scoreAnswers()],
  ['Sample report', routes.diagnostics.sampleReport()],
  ['Assessment funnel', routes.diagnostics.assessmentFunnel()],
  ['Responses by step', routes.diagnostics.responseCounts()],
  ['Help search ranking', routes.diagnostics.helpSearch()],
  ['Help centre A–Z', routes.diagnostics.helpIndex()],
];

/** A list field's errors arrive per item (`notificationRecipients.0`) or for the whole list. */
function errorFor(errors: Record<string, string | undefined>, key: string): string | undefined {
  return errors[key] ?? Object.entries(errors).find(([name]) => name.startsWith(`${key}.`))?.[1];
}

function Redirects({ redirects }: { redirects: RedirectRow[] }) {
  return (
    <section id="redirects" aria-labelledby="redirects-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="redirects-title" className="text-lg font-semibold">
            Redirects
          </h2>
          <p className="text-sm text-crmgray-600 dark:text-zinc-400">
            Paths with no page of their own. A change applies at once; switched-off redirects answer 404.
          </p>
        </div>
        <RedirectDialog />
      </div>
      {redirects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-crmgray-300 p-6 text-sm text-crmgray-600 dark:border-zinc-700 dark:text-zinc-400">
          No redirects yet. Add one to send a short path (like /book) somewhere else.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-crmgray-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Redirects</caption>
            <thead className="border-b border-crmgray-200 bg-crmgray-50 dark:border-zinc-800 dark:bg-zinc-950">
              <tr>
                {['Path', 'Goes to', 'Type', 'State', 'Actions'].map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    className="px-4 py-2.5 font-medium text-crmgray-700 dark:text-zinc-300"
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-crmgray-100 dark:divide-zinc-800">
              {redirects.map((redirect) => (
                <tr key={redirect.id} data-redirect={redirect.path}>
                  <td className="px-4 py-2.5 font-mono">{redirect.path}</td>
                  <td className="max-w-xs px-4 py-2.5 break-all">
                    {redirect.target}
                    {redirect.note && (
                      <span className="block text-xs text-crmgray-600 dark:text-zinc-400">
                        {redirect.note}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2.5">{redirect.status === 301 ? 'Permanent' : 'Temporary'}</td>
                  <td className="px-4 py-2.5">{redirect.enabled ? 'On' : 'Off'}</td>
                  <td className="px-4 py-2.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <a
                        href={redirect.path}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 text-crmblue-700 hover:underline dark:text-crmblue-300"
                      >
                        Test <ExternalLink className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{redirect.path} (opens in a new tab)</span>
                      </a>
                      <RedirectDialog redirect={redirect} />
                      <ConfirmButton
                        size="sm"
                        variant="secondary"
                        label={redirect.enabled ? 'Switch off' : 'Switch on'}
                        title={
                          redirect.enabled
                            ? `Switch off ${redirect.path}?`
                            : `Switch ${redirect.path} on again?`
                        }
                        description={
                          redirect.enabled
                            ? 'The path will answer 404 until the redirect is switched on again.'
                            : `Visitors to ${redirect.path} go to ${redirect.target} again.`
                        }
                        confirmLabel={redirect.enabled ? 'Switch off' : 'Switch on'}
                        confirmVariant={redirect.enabled ? 'destructive' : 'primary'}
                        action={routes.admin.editRedirect(redirect.id)}
                        data={redirectData({ ...redirect, enabled: !redirect.enabled })}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const redirectData = (redirect: RedirectRow): Record<string, string> => ({
  path: redirect.path,
  target: redirect.target,
  status: String(redirect.status),
  note: redirect.note ?? '',
  enabled: String(redirect.enabled),
});

function RedirectDialog({ redirect }: { redirect?: RedirectRow }) {
  const [open, setOpen] = useState(false);
  const form = useForm<TextInputs<RedirectForm>>({
    path: redirect?.path ?? '',
    target: redirect?.target ?? '',
    status: String(redirect?.status ?? 302),
    note: redirect?.note ?? '',
    enabled: String(redirect?.enabled ?? true),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        if (!value) form.clearErrors();
      }}
      title={redirect ? `Edit ${redirect.path}` : 'Add a redirect'}
      trigger={
        redirect ? (
          <Button size="sm" variant="secondary">
            Edit<span className="sr-only"> {redirect.path}</span>
          </Button>
        ) : (
          <Button size="sm">
            <Plus className="size-4" aria-hidden="true" /> Add redirect
          </Button>
        )
      }
    >
      <form
        method="post"
        action={redirect ? routes.admin.editRedirect(redirect.id) : routes.admin.addRedirect()}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(redirect ? routes.admin.editRedirect(redirect.id) : routes.admin.addRedirect(), {
            preserveScroll: true,
            onSuccess: () => {
              setOpen(false);
              if (!redirect) form.reset();
            },
          });
        }}
      >
        <TextField
          label="Path"
          placeholder={routes.redirects.book()}
          value={form.data.path}
          onChange={(event) => form.setData('path', event.target.value)}
          error={form.errors.path}
        />
        <TextField
          label="Goes to"
          hint="A site path, an https:// URL, or $BOOKING_URL."
          value={form.data.target}
          onChange={(event) => form.setData('target', event.target.value)}
          error={form.errors.target}
        />
        <SelectField
          label="Type"
          options={[
            { value: '302', label: 'Temporary (302): may change later' },
            { value: '301', label: 'Permanent (301): browsers remember it' },
          ]}
          value={form.data.status}
          onChange={(event) => form.setData('status', event.target.value)}
          error={form.errors.status}
        />
        <TextField
          label="Note (optional)"
          maxLength={200}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.target.value)}
          error={form.errors.note}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={form.processing}>
            {redirect ? 'Save redirect' : 'Add redirect'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
