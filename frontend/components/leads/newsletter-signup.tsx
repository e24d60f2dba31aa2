import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Honeypot } from './honeypot';
import { useLeadSent } from './lead-sent';
import { useLeadForm } from './use-lead-form';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { NewsletterSignupForm } from '@shared/forms/leads';

/**
 * The newsletter signup (footer and help pages). The answer is the same for every address, so it
 * never tells anyone who is subscribed; the confirmation email does the rest.
 */
export function NewsletterSignup({
  className,
  tone = 'plain',
}: {
  className?: string;
  tone?: 'plain' | 'band';
}) {
  const sent = useLeadSent('newsletter');
  const { form, formRef, submit, errors } = useLeadForm<FormState<NewsletterSignupForm>>({ email: '' });
  const id = useId();
  const error = errors.email ?? errors.form;
  return (
    <div className={className}>
      <h2
        id={`${id}-title`}
        className={cn(
          'font-semibold text-crmgray-900 dark:text-zinc-100',
          tone === 'band' ? 'text-xl' : 'text-sm',
        )}
      >
        The Clearline newsletter
      </h2>
      <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
        One email a month with practical CRM advice. No sales pitches; unsubscribe in one click.
      </p>
      {sent ? (
        <p
          role="status"
          className="mt-3 text-sm font-medium text-crmturquoise-700 dark:text-crmturquoise-300"
        >
          Check your inbox: click the link in our email to confirm. Nothing arrived? Check your spam folder.
        </p>
      ) : (
        <form
          method="post"
          action={routes.leads.subscribe()}
          ref={formRef}
          noValidate
          aria-labelledby={`${id}-title`}
          className="relative mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit(routes.leads.subscribe());
          }}
        >
          <div className="flex max-w-md gap-2">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={form.data.email}
              onChange={(event) => form.setData('email', event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(
                'h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-crmgray-950 focus:outline-2 focus:outline-offset-1 focus:outline-crmblue-600 dark:bg-zinc-900 dark:text-zinc-100',
                error ? 'border-red-600 dark:border-red-500' : 'border-crmgray-300 dark:border-zinc-700',
              )}
            />
            <Button type="submit" loading={form.processing}>
              Subscribe
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <Honeypot value={form.data.homepage} onChange={(value) => form.setData('homepage', value)} />
        </form>
      )}
    </div>
  );
}
