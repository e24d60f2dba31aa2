import { Link } from '@inertiajs/react';
import type { FormState } from '@shared/forms/form-state';
import type { ContactForm as ContactFormBody } from '@shared/forms/leads';
import { CONTACT_TOPICS, CRM_IN_USE, LEAD_LIMITS } from '@shared/lead-options';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { LeadForm } from './lead-form';
import { SentPanel, useLeadSent } from './lead-sent';
import { useLeadForm } from './use-lead-form';
import { routes } from '@shared/routes';

/** The contact form of /contact and /contact-backup. */
export function ContactForm() {
  const sent = useLeadSent('contact');
  const lead = useLeadForm<FormState<ContactFormBody>>({
    name: '',
    email: '',
    company: '',
    phone: '',
    crm: '',
    topic: '',
    message: '',
    consent: false,
  });
  const { field } = lead;

  if (sent) {
    return (
      <SentPanel title="Thanks, your message is on its way">
        <p>
          We have emailed you a copy. A consultant replies within one working day. Want to talk sooner?{' '}
          <Link
            href={routes.redirects.book()}
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
    <LeadForm
      lead={lead}
      action={routes.leads.contact()}
      label="Contact form"
      submitLabel="Send message"
      note="We reply within one working day."
      className="gap-5"
    >
      <TextField
        label="Your name"
        autoComplete="name"
        required
        maxLength={LEAD_LIMITS.name}
        {...field('name')}
      />
      <TextField label="Work email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Company"
        autoComplete="organization"
        required
        maxLength={LEAD_LIMITS.company}
        {...field('company')}
      />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      <SelectField label="CRM you use now" options={CRM_IN_USE} required {...field('crm')} />
      <SelectField label="What is it about?" options={CONTACT_TOPICS} required {...field('topic')} />
      <TextAreaField
        className="sm:col-span-2"
        label="Your message"
        hint="What you are working on, what is not working, and any deadline. At least 20 characters."
        required
        maxLength={LEAD_LIMITS.messageMax}
        {...field('message')}
      />
    </LeadForm>
  );
}
