import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { FormAlert } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { ConsentLabel } from './consent-label';
import { Honeypot } from './honeypot';
import type { useLeadForm } from './use-lead-form';

type LeadFormState = ReturnType<typeof useLeadForm<{ consent: boolean }>>;

interface LeadFormProps {
  lead: LeadFormState;
  action: string;
  label: string;
  submitLabel: string;
  /** When we reply, next to the button. */
  note: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame every lead form shares: the form-wide alert (rate limit) above its fields, then
 * consent, the hidden honeypot, the button and when we reply.
 */
export function LeadForm({ lead, action, label, submitLabel, note, className, children }: LeadFormProps) {
  const { form, formRef, submit, errors } = lead;
  return (
    <form
      method="post"
      action={action}
      ref={formRef}
      noValidate
      aria-label={label}
      className={cn('relative grid max-w-3xl sm:grid-cols-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(action);
      }}
    >
      <div className="sm:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      {children}
      <div className="sm:col-span-2">
        <CheckboxField
          name="consent"
          label={<ConsentLabel />}
          checked={form.data.consent}
          onChange={(checked) => form.setData('consent', checked)}
          error={errors.consent}
        />
      </div>
      <Honeypot value={form.data.homepage} onChange={(value) => form.setData('homepage', value)} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" loading={form.processing}>
          {submitLabel}
        </Button>
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">{note}</p>
      </div>
    </form>
  );
}
