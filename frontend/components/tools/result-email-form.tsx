import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Honeypot } from '@/components/leads/honeypot';
import { useLeadForm } from '@/components/leads/use-lead-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { FormState } from '@shared/forms/form-state';
import type { ResultEmailForm } from '@shared/forms/tools';

interface ResultEmailFormProps {
  /** Where the form posts (the tool's email route). */
  action: string;
  /** Fields the page holds elsewhere, sent along (a generator's answers). */
  extra?: Record<string, unknown>;
  title: string;
  description: string;
  initialEmail?: string;
  className?: string;
}

/** A tool's "email me my result": the address, the optional newsletter tick, the lead forms' honeypot. */
export function ResultEmailForm({
  action,
  extra,
  title,
  description,
  initialEmail = '',
  className,
}: ResultEmailFormProps) {
  const { form, formRef, submit, errors, field } = useLeadForm<FormState<ResultEmailForm>>({
    email: initialEmail,
    newsletter: false,
  });
  const id = useId();
  return (
    <form
      method="post"
      action={action}
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit(action, extra);
      }}
      className={cn('relative', className)}
    >
      <h3
        id={`${id}-title`}
        className="flex items-center gap-2 font-semibold text-crmgray-950 dark:text-white"
      >
        <Mail className="size-4" aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">{description}</p>
      <FormAlert message={errors.form} />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          className="flex-1"
          {...field('email')}
        />
        <Button type="submit" loading={form.processing} className="sm:mt-7">
          Send
        </Button>
      </div>
      <div className="mt-4">
        <CheckboxField
          label="Also send me the monthly Clearline newsletter (you confirm by email first)."
          checked={form.data.newsletter}
          onChange={(checked) => form.setData('newsletter', checked)}
          error={errors.newsletter}
        />
      </div>
      <Honeypot value={form.data.homepage} onChange={(value) => form.setData('homepage', value)} />
    </form>
  );
}
