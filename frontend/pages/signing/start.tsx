import { Link, useForm } from '@inertiajs/react';
import { useFormErrors } from '@/lib/form-errors';
import { FileText, KeyRound, PenLine, ShieldCheck } from 'lucide-react';
import { SignCard, SignHead } from '@/components/signing/sign-shell';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { AgreementCodeForm } from '@shared/forms/signing';

const STEPS = [
  {
    icon: FileText,
    title: 'Read',
    text: 'Open the link in our email (or enter its code below) and read the whole agreement.',
  },
  {
    icon: KeyRound,
    title: 'Confirm it is you',
    text: 'If we protected it, enter the password we gave you and the code we email you.',
  },
  { icon: PenLine, title: 'Sign', text: 'Type your name or draw your signature, on your phone or computer.' },
  {
    icon: ShieldCheck,
    title: 'Keep the sealed copy',
    text: 'We email you a PDF sealed with our digital signature, which anyone can check.',
  },
];

/** /sign: how signing works, and a way in with the agreement code from the email. */
export default function SignStart() {
  const form = useForm<FormState<AgreementCodeForm>>({ code: '' });
  const errors = useFormErrors(form);
  return (
    <>
      <SignHead title="Sign an agreement" />
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">Sign an agreement</h1>
          <p className="mt-2 text-crmgray-600 dark:text-zinc-400">
            Agreements from Clearline CRM Advisory are signed online. It takes a few minutes.
          </p>
        </div>
        <ol className="grid gap-3 sm:grid-cols-2">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-3 rounded-lg border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <step.icon
                className="mt-0.5 size-5 shrink-0 text-crmblue-600 dark:text-crmblue-300"
                aria-hidden="true"
              />
              <div>
                <p className="font-medium text-crmgray-950 dark:text-zinc-50">
                  {index + 1}. {step.title}
                </p>
                <p className="text-sm text-crmgray-600 dark:text-zinc-400">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <SignCard>
          <form
            method="post"
            action={routes.signing.findByCode()}
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              form.post(routes.signing.findByCode());
            }}
          >
            <TextField
              label="Agreement code"
              hint="It is in the email we sent you, like AGR-7K3M-Q9XZ."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={form.data.code}
              onChange={(event) => form.setData('code', event.target.value)}
              error={errors.code}
            />
            <Button type="submit" loading={form.processing}>
              Open the agreement
            </Button>
          </form>
        </SignCard>
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">
          Have a signed PDF from us?{' '}
          <Link
            href={routes.signing.verifyPage()}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            Check that it is genuine and unchanged
          </Link>
          .
        </p>
      </div>
    </>
  );
}
