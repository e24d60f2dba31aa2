import { useForm } from '@inertiajs/react';
import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MarkdownBody } from '@/components/content/markdown-body';
import { ClosedNotice, SignCard, SignHead } from '@/components/signing/sign-shell';
import { ReasonDialog } from '@/components/signing/reason-dialog';
import { FeeTable } from '@/components/signing/fee-table';
import { SignatureFields } from '@/components/signing/signature-fields';
import { Button } from '@/components/ui/button';
import { SendCodeButton } from '@/components/signing/send-code-button';
import { CheckboxField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { SignForm, SignerCodeForm } from '@shared/forms/signing';

type Method = 'typed' | 'drawn';

/** The emailed one-time code: send it, then enter it (only this browser can then sign). */
function CodeCheck({ agreementId, sentTo }: { agreementId: string; sentTo: string | null }) {
  const form = useForm<FormState<SignerCodeForm>>({ code: '' });
  return (
    <SignCard>
      <div className="flex gap-3">
        <MailCheck
          className="mt-0.5 size-5 shrink-0 text-crmblue-600 dark:text-crmblue-300"
          aria-hidden="true"
        />
        <div className="flex-1 space-y-3">
          <h2 className="text-lg font-semibold text-crmgray-950 dark:text-zinc-50">Confirm it is you</h2>
          <p className="text-sm text-crmgray-600 dark:text-zinc-400">
            Before you sign, we email a 6-digit code to {sentTo ?? 'your address'}. It works for 10 minutes.
          </p>
          <SendCodeButton action={routes.signing.sendCode(agreementId)} />
          <form
            method="post"
            action={routes.signing.verifyCode(agreementId)}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              form.post(routes.signing.verifyCode(agreementId), { preserveScroll: true });
            }}
          >
            <TextField
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="sm:w-48"
              value={form.data.code}
              onChange={(event) => form.setData('code', event.target.value.replace(/\D/g, ''))}
              error={form.errors.code}
            />
            <Button type="submit" loading={form.processing}>
              Confirm
            </Button>
          </form>
        </div>
      </div>
    </SignCard>
  );
}

/** /sign/{uuid}: the agreement to read to the end, the emailed code if asked, and the signature. */
export default function SignDocument({
  agreement,
  html,
  closed,
  needsCode,
  codeSentTo,
}: PageProps<'signing/document'>) {
  const text = useRef<HTMLDivElement>(null);
  const [scrolledThrough, setScrolledThrough] = useState(false);
  const form = useForm<FormState<SignForm>>({
    method: 'typed' as Method,
    name: agreement.signerName,
    image: null as string | null,
    readConfirmed: false,
    consent: false,
    timeZone: '',
  });

  // Read to the end: the box was scrolled to its bottom (or everything fits without scrolling).
  const checkScrolled = useCallback(() => {
    const box = text.current;
    if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - 24) setScrolledThrough(true);
  }, []);
  useEffect(checkScrolled, [checkScrolled]);

  const read = scrolledThrough || form.data.readConfirmed;
  const setImage = useCallback((png: string | null) => form.setData('image', png), [form]);

  return (
    <>
      <SignHead title={agreement.title} />
      <div className="space-y-6">
        <div>
          <p className="text-sm font-medium text-crmblue-700 dark:text-crmblue-300">
            {agreement.sender} · {agreement.code}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
            {agreement.title}
          </h1>
          {agreement.countersigner && !closed && (
            <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
              Signing order: 1. you, 2. {agreement.countersigner.name}, who countersigns after you. The sealed
              copy follows their signature.
            </p>
          )}
        </div>
        {closed && <ClosedNotice closed={closed} />}
        <section aria-labelledby="agreement-text-heading">
          <h2 id="agreement-text-heading" className="sr-only">
            Agreement text
          </h2>
          <div
            ref={text}
            onScroll={checkScrolled}
            tabIndex={0}
            data-testid="agreement-text"
            className="max-h-[60vh] overflow-y-auto rounded-xl border border-crmgray-200 bg-white p-5 focus-visible:outline-2 focus-visible:outline-crmblue-600 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <MarkdownBody html={html} />
          </div>
          {!closed && (
            <p className="mt-2 text-xs text-crmgray-600 dark:text-zinc-400" aria-live="polite">
              {scrolledThrough
                ? 'You have reached the end.'
                : 'Scroll to the end to read the whole agreement.'}
            </p>
          )}
        </section>

        {agreement.fees && !closed && (
          <div className="max-w-md rounded-xl border border-crmgray-200 p-4 dark:border-zinc-800">
            <FeeTable
              fees={agreement.fees}
              caption={agreement.fees.payOnSigning ? 'Due on signing' : 'Fee (invoiced separately)'}
            />
          </div>
        )}

        {!closed && needsCode && <CodeCheck agreementId={agreement.id} sentTo={codeSentTo} />}

        {!closed && (
          <SignCard>
            <form
              method="post"
              action={routes.signing.sign(agreement.id)}
              noValidate
              className="space-y-5"
              onSubmit={(event) => {
                event.preventDefault();
                form.transform((data) => ({
                  ...data,
                  readConfirmed: read,
                  image: data.method === 'drawn' ? data.image : undefined,
                  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
                }));
                form.post(routes.signing.sign(agreement.id), { preserveScroll: true });
              }}
            >
              <h2 className="text-lg font-semibold text-crmgray-950 dark:text-zinc-50">Sign</h2>
              <FormAlert
                message={
                  (form.errors as Record<string, string | undefined>).code ??
                  (form.errors as Record<string, string | undefined>).form
                }
              />
              <SignatureFields
                method={form.data.method}
                name={form.data.name}
                onMethod={(method) => form.setData('method', method)}
                onName={(name) => form.setData('name', name)}
                onImage={setImage}
                errors={form.errors}
              />
              <CheckboxField
                label="I have read the whole agreement."
                checked={read}
                onChange={(checked) => form.setData('readConfirmed', checked)}
                error={form.errors.readConfirmed}
              />
              <CheckboxField
                label="I agree to sign electronically. My electronic signature is as binding as a handwritten one, and I want a copy by email."
                checked={form.data.consent}
                onChange={(checked) => form.setData('consent', checked)}
                error={form.errors.consent}
              />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                <ReasonDialog
                  trigger={
                    <Button variant="ghost" disabled={needsCode} aria-describedby="sign-button-hint">
                      Decline
                    </Button>
                  }
                  title="Decline this agreement"
                  description="The sender is told, with your reason. You cannot sign it afterwards."
                  label="Why are you declining?"
                  action={routes.signing.decline(agreement.id)}
                  submitLabel="Decline"
                />
                <Button
                  type="submit"
                  size="lg"
                  loading={form.processing}
                  disabled={!read || needsCode}
                  aria-describedby="sign-button-hint"
                >
                  Sign{agreement.amount ? ' and continue to payment' : ''}
                </Button>
              </div>
              <p id="sign-button-hint" className="text-xs text-crmgray-600 dark:text-zinc-400">
                {needsCode
                  ? 'Confirm the emailed code first, to sign or to decline.'
                  : read
                    ? 'We record the time, your IP address and your browser with your signature.'
                    : 'Read the agreement to the end, or tick the box above, to sign.'}
              </p>
            </form>
          </SignCard>
        )}
      </div>
    </>
  );
}
