import { Link } from '@inertiajs/react';
import { CONTACT_TOPICS, CRM_IN_USE, LEAD_LIMITS } from '@shared/lead-options';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { ConsentLabel } from './consent-label';
import { Honeypot } from './honeypot';
import { SentPanel, useLeadSent } from './lead-sent';
import { useLeadForm } from './use-lead-form';

/** The contact form of /contact and /contact-backup. */
export function ContactForm() {
  const sent = useLeadSent('contact');
  const { form, formRef, submit, errors } = useLeadForm({
    name: '',
    email: '',
    company: '',
    phone: '',
    crm: '',
    topic: '',
    message: '',
    consent: false,
  });

  if (sent) {
    return (
      <SentPanel title="Thanks, your message is on its way">
        <p>
          We have emailed you a copy. A consultant replies within one working day. Want to talk sooner?{' '}
          <Link
            href="/book"
            className="font-medium text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            Book a 30-minute call
          </Link>
          .
        </p>
      </SentPanel>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Contact form"
      className="relative grid max-w-3xl gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit('/contact');
      }}
    >
      <div className="sm:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      <TextField
        label="Your name"
        autoComplete="name"
        required
        maxLength={LEAD_LIMITS.name}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Work email"
        type="email"
        autoComplete="email"
        required
        value={form.data.email}
        onChange={(event) => form.setData('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Company"
        autoComplete="organization"
        required
        maxLength={LEAD_LIMITS.company}
        value={form.data.company}
        onChange={(event) => form.setData('company', event.target.value)}
        error={errors.company}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={form.data.phone}
        onChange={(event) => form.setData('phone', event.target.value)}
        error={errors.phone}
      />
      <SelectField
        label="CRM you use now"
        options={CRM_IN_USE}
        required
        value={form.data.crm}
        onChange={(event) => form.setData('crm', event.target.value)}
        error={errors.crm}
      />
      <SelectField
        label="What is it about?"
        options={CONTACT_TOPICS}
        required
        value={form.data.topic}
        onChange={(event) => form.setData('topic', event.target.value)}
        error={errors.topic}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Your message"
        hint="What you are working on, what is not working, and any deadline. At least 20 characters."
        required
        maxLength={LEAD_LIMITS.messageMax}
        value={form.data.message}
        onChange={(event) => form.setData('message', event.target.value)}
        error={errors.message}
      />
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
          Send message
        </Button>
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">We reply within one working day.</p>
      </div>
    </form>
  );
}
