import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  CRM_IN_USE,
  JUMPSTART_GOALS,
  JUMPSTART_TIMELINES,
  LEAD_LIMITS,
} from '@shared/lead-options';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, CheckboxGroup, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { ConsentLabel } from './consent-label';
import { Honeypot } from './honeypot';
import { useLeadForm } from './use-lead-form';

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
  const { form, formRef, submit, errors } = useLeadForm({
    company: '',
    website: '',
    company_size: '',
    crm: '',
    seats: '',
    goals: [] as string[],
    success: '',
    timeline: '',
    budget_range: '',
    name: '',
    role: '',
    email: '',
    phone: '',
    consent: false,
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Jumpstart application"
      className="relative grid max-w-3xl gap-8 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit('/jumpstart');
      }}
    >
      <div className="sm:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      <Part title="Your company">
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
          label="Website (optional)"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          value={form.data.website}
          onChange={(event) => form.setData('website', event.target.value)}
          error={errors.website}
        />
        <SelectField
          label="Company size"
          options={COMPANY_SIZES}
          required
          value={form.data.company_size}
          onChange={(event) => form.setData('company_size', event.target.value)}
          error={errors.company_size}
        />
        <SelectField
          label="CRM you use now"
          options={CRM_IN_USE}
          required
          value={form.data.crm}
          onChange={(event) => form.setData('crm', event.target.value)}
          error={errors.crm}
        />
        <TextField
          label="People who will use the CRM"
          type="number"
          inputMode="numeric"
          min={1}
          max={LEAD_LIMITS.seatsMax}
          required
          value={form.data.seats}
          onChange={(event) => form.setData('seats', event.target.value)}
          error={errors.seats}
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
          value={form.data.success}
          onChange={(event) => form.setData('success', event.target.value)}
          error={errors.success}
        />
        <SelectField
          label="When would you like to start?"
          options={JUMPSTART_TIMELINES}
          required
          value={form.data.timeline}
          onChange={(event) => form.setData('timeline', event.target.value)}
          error={errors.timeline}
        />
        <SelectField
          label="Budget range"
          options={BUDGET_RANGES}
          required
          value={form.data.budget_range}
          onChange={(event) => form.setData('budget_range', event.target.value)}
          error={errors.budget_range}
        />
      </Part>
      <Part title="About you">
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
          label="Your role"
          autoComplete="organization-title"
          required
          maxLength={LEAD_LIMITS.role}
          value={form.data.role}
          onChange={(event) => form.setData('role', event.target.value)}
          error={errors.role}
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
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={form.data.phone}
          onChange={(event) => form.setData('phone', event.target.value)}
          error={errors.phone}
        />
      </Part>
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
          Send application
        </Button>
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">We reply within two working days.</p>
      </div>
    </form>
  );
}
