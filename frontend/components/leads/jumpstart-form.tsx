import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  CRM_IN_USE,
  JUMPSTART_GOALS,
  JUMPSTART_TIMELINES,
  LEAD_LIMITS,
} from '@shared/lead-options';
import type { ReactNode } from 'react';
import type { FormState } from '@shared/forms/form-state';
import type { JumpstartForm as JumpstartFormBody } from '@shared/forms/leads';
import { CheckboxGroup, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { LeadForm } from './lead-form';
import { useLeadForm } from './use-lead-form';
import { routes } from '@shared/routes';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold text-crmgray-950 dark:text-white">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The Jumpstart application (about 3 minutes); success leads to /jumpstart/thank-you. */
export function JumpstartForm() {
  const lead = useLeadForm<FormState<JumpstartFormBody>>({
    company: '',
    website: '',
    companySize: '',
    crm: '',
    seats: '',
    goals: [],
    success: '',
    timeline: '',
    budgetRange: '',
    name: '',
    role: '',
    email: '',
    phone: '',
    consent: false,
  });
  const { form, errors, field } = lead;

  return (
    <LeadForm
      lead={lead}
      action={routes.leads.jumpstart()}
      label="Jumpstart application"
      submitLabel="Send application"
      note="We reply within two working days."
      className="gap-8"
    >
      <Part title="Your company">
        <TextField
          label="Company"
          autoComplete="organization"
          required
          maxLength={LEAD_LIMITS.company}
          {...field('company')}
        />
        <TextField
          label="Website (optional)"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          {...field('website')}
        />
        <SelectField label="Company size" options={COMPANY_SIZES} required {...field('companySize')} />
        <SelectField label="CRM you use now" options={CRM_IN_USE} required {...field('crm')} />
        <TextField
          label="People who will use the CRM"
          type="number"
          inputMode="numeric"
          min={1}
          max={LEAD_LIMITS.seatsMax}
          required
          {...field('seats')}
        />
      </Part>
      <Part title="What you want from it">
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend="Goals for the three weeks"
            hint="Choose all that apply."
            options={JUMPSTART_GOALS}
            value={form.data.goals}
            onChange={(goals) => form.setData('goals', goals)}
            error={errors.goals}
          />
        </div>
        <TextAreaField
          className="sm:col-span-2"
          label="What would a good outcome look like?"
          hint="In your words: what works differently once Jumpstart is over?"
          required
          maxLength={LEAD_LIMITS.successMax}
          {...field('success')}
        />
        <SelectField
          label="When would you like to start?"
          options={JUMPSTART_TIMELINES}
          required
          {...field('timeline')}
        />
        <SelectField label="Budget range" options={BUDGET_RANGES} required {...field('budgetRange')} />
      </Part>
      <Part title="About you">
        <TextField
          label="Your name"
          autoComplete="name"
          required
          maxLength={LEAD_LIMITS.name}
          {...field('name')}
        />
        <TextField
          label="Your role"
          autoComplete="organization-title"
          required
          maxLength={LEAD_LIMITS.role}
          {...field('role')}
        />
        <TextField label="Work email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      </Part>
    </LeadForm>
  );
}
