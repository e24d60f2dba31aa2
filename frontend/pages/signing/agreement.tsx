import { Link, router, useForm } from '@inertiajs/react';
import { Download, Send, Undo2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { MarkdownBody } from '@/components/content/markdown-body';
import { FeeTable } from '@/components/signing/fee-table';
import { ReasonDialog } from '@/components/signing/reason-dialog';
import { SignatureFields } from '@/components/signing/signature-fields';
import { SendCodeButton } from '@/components/signing/send-code-button';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@shared/dates';
import type { AgreementEventRow, PageProps } from '@shared/pages';
import { AGREEMENT_STATUS_LABELS } from '@shared/signing';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { CountersignForm } from '@shared/forms/signing';

const date = (iso: string | null) => (iso ? formatDateTime(iso) : null);
const words = (type: string) => type.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());

function Timeline({ events }: { events: AgreementEventRow[] }) {
  return (
    <ol className="space-y-3">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-crmgray-200 pl-3 text-sm dark:border-zinc-700">
          <p className="font-medium text-crmgray-950 dark:text-zinc-50">{words(event.type)}</p>
          <p className="text-xs text-crmgray-600 dark:text-zinc-400">
            {formatDateTime(event.createdAt)} · {event.actor}
            {event.ipAddress && ` · ${event.ipAddress}`}
            {event.device && ` · ${event.device}`}
          </p>
          {Object.keys(event.detail).length > 0 && (
            <p className="text-xs break-words text-crmgray-600 dark:text-zinc-400">
              {Object.entries(event.detail)
                .map(([key, value]) => `${key}: ${String(value)}`)
                .join(' · ')}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The countersigner's signature: shown only to the admin the template names, once the client has signed. */
function Countersign({ agreementId, needsCode }: { agreementId: string; needsCode: boolean }) {
  const form = useForm<FormState<CountersignForm>>({ method: 'typed', name: '', image: null, code: '' });
  const setImage = useCallback((png: string | null) => form.setData('image', png), [form]);
  return (
    <Panel title="Your countersignature">
      <form
        method="post"
        action={routes.signing.countersign(agreementId)}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.transform((data) => ({ ...data, image: data.method === 'drawn' ? data.image : undefined }));
          form.post(routes.signing.countersign(agreementId), { preserveScroll: true });
        }}
      >
        <p className="text-sm text-crmgray-700 dark:text-zinc-300">
          The client has signed. Your signature completes the agreement: it is then sealed with both
          signatures and sent to the client. We record the time, your IP address and your browser.
        </p>
        <SignatureFields
          method={form.data.method}
          name={form.data.name}
          onMethod={(method) => form.setData('method', method)}
          onName={(name) => form.setData('name', name)}
          onImage={setImage}
          errors={form.errors}
        />
        {needsCode && (
          <div className="space-y-2">
            <p className="text-sm text-crmgray-700 dark:text-zinc-300">
              This session did not pass two-step verification, so we confirm it is you with a code sent to
              your email address.
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                label="Code from the email"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={form.data.code}
                onChange={(event) => form.setData('code', event.target.value)}
                error={form.errors.code}
              />
              <SendCodeButton action={routes.signing.countersignCode(agreementId)} />
            </div>
          </div>
        )}
        <Button type="submit" loading={form.processing}>
          Countersign
        </Button>
      </form>
    </Panel>
  );
}

/** `/sign/admin/agreements/{id}`: everything about one agreement, its evidence, and what can be done now. */
export default function Agreement({ agreement, html, events, actions }: PageProps<'signing/agreement'>) {
  const [busy, setBusy] = useState<string | null>(null);
  const post = (action: 'send' | 'resend' | 'receipt') =>
    router.post(
      action === 'receipt'
        ? routes.payments.resendReceipt(agreement.id)
        : routes.signing[action](agreement.id),
      {},
      {
        preserveScroll: true,
        onStart: () => setBusy(action),
        onFinish: () => setBusy(null),
      },
    );
  return (
    <>
      <BackLink href={routes.signing.list()} label="All agreements" />
      <AdminPageHeader
        title={agreement.title}
        description={`${agreement.code} · from “${agreement.templateName}” v${agreement.templateVersion}`}
      >
        <div className="flex flex-wrap gap-2">
          {actions.send && (
            <Button loading={busy === 'send'} onClick={() => post('send')}>
              <Send className="size-4" aria-hidden="true" />
              Send to {agreement.signerName}
            </Button>
          )}
          {actions.resend && (
            <Button variant="secondary" loading={busy === 'resend'} onClick={() => post('resend')}>
              <Send className="size-4" aria-hidden="true" />
              Send the link again
            </Button>
          )}
          {actions.markPaid && (
            <ConfirmButton
              label="Mark invoice paid"
              title="Mark the invoice paid?"
              description={`Only once the transfer has arrived in the bank account. ${agreement.signerName} gets a receipt by email, and the agreement stays paid.`}
              confirmLabel="Mark paid"
              confirmVariant="primary"
              action={routes.payments.markPaid(agreement.id)}
            />
          )}
          {actions.resendReceipt && (
            <Button variant="secondary" loading={busy === 'receipt'} onClick={() => post('receipt')}>
              <Send className="size-4" aria-hidden="true" />
              Send the receipt again
            </Button>
          )}
          {actions.void && (
            <ReasonDialog
              trigger={
                <Button variant="secondary">
                  <Undo2 className="size-4" aria-hidden="true" />
                  Withdraw
                </Button>
              }
              title="Withdraw this agreement"
              description="The signing link will say it was withdrawn. This cannot be undone."
              label="Reason (kept in the audit trail)"
              action={routes.signing.voidAgreement(agreement.id)}
              submitLabel="Withdraw"
            />
          )}
        </div>
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {actions.countersign && (
            <Countersign agreementId={agreement.id} needsCode={actions.countersignNeedsCode} />
          )}
          {agreement.fees && (
            <Panel title="Fee">
              <FeeTable
                fees={agreement.fees}
                caption={agreement.fees.payOnSigning ? 'Paid on signing' : 'Not paid through the site'}
              />
            </Panel>
          )}
          <Panel title="Details">
            <DetailList
              rows={[
                [
                  'Status',
                  <StatusBadge
                    key="status"
                    status={agreement.status}
                    label={AGREEMENT_STATUS_LABELS[agreement.status]}
                  />,
                ],
                [
                  'Signer',
                  <Link
                    key="signer"
                    href={routes.clientArea.clientRecord({ email: agreement.signerEmail })}
                    className="text-crmblue-700 hover:underline dark:text-crmblue-300"
                  >
                    {agreement.signerName} &lt;{agreement.signerEmail}&gt;
                  </Link>,
                ],
                ['Amount', agreement.amount ?? 'No payment on signing'],
                ['Customer VAT number', agreement.buyerVatNumber],
                [
                  'Countersignature',
                  agreement.countersignerEmail
                    ? agreement.countersignedAt
                      ? `${agreement.countersignatureName ?? agreement.countersignerEmail} on ${formatDateTime(agreement.countersignedAt)}`
                      : `Waiting for ${agreement.countersignerEmail}${agreement.signedAt ? '' : ' (after the client signs)'}`
                    : null,
                ],
                [
                  'Protection',
                  [agreement.hasPassword && 'password', agreement.requireCode && 'emailed code']
                    .filter(Boolean)
                    .join(' + ') || 'Link only',
                ],
                ['Created', date(agreement.createdAt)],
                ['Sent', date(agreement.sentAt)],
                ['Expires', date(agreement.expiresAt)],
                ['Signed', date(agreement.signedAt)],
                [
                  'Signature',
                  agreement.signatureMethod === 'drawn'
                    ? 'Drawn'
                    : agreement.signatureMethod === 'typed'
                      ? 'Typed name'
                      : null,
                ],
                ['Paid', date(agreement.paidAt)],
                ['Payment reference', agreement.paymentReference],
                ['Declined because', agreement.declineReason],
                ['Withdrawn because', agreement.voidReason],
                [
                  'SHA-256 of the text',
                  agreement.bodySha256 && (
                    <code key="body" className="text-xs break-all">
                      {agreement.bodySha256}
                    </code>
                  ),
                ],
                [
                  'SHA-256 of the sealed PDF',
                  agreement.sealedSha256 && (
                    <code key="sealed" className="text-xs break-all">
                      {agreement.sealedSha256}
                    </code>
                  ),
                ],
                [
                  'Signing link',
                  agreement.sentAt ? (
                    <code key="link" className="text-xs break-all">
                      {agreement.link}
                    </code>
                  ) : null,
                ],
              ]}
            />
            <div className="mt-5 flex flex-wrap gap-2">
              <a
                href={routes.signing.original(agreement.id)}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Download className="size-4" aria-hidden="true" />
                Original PDF
              </a>
              {agreement.sealedSha256 && (
                <a
                  href={routes.signing.sealed(agreement.id)}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Sealed PDF
                </a>
              )}
              {agreement.paymentReference?.startsWith('INV-') && (
                <a
                  href={routes.payments.adminInvoicePdf(agreement.id)}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Invoice PDF
                </a>
              )}
            </div>
          </Panel>
          <Panel title="Agreement text">
            <MarkdownBody html={html} />
          </Panel>
        </div>
        <Panel title="Timeline (audit trail)">
          <Timeline events={events} />
        </Panel>
      </div>
    </>
  );
}
