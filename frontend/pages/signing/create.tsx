import { useForm } from '@inertiajs/react';
import { useEffect, useMemo, useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { Panel } from '@/components/admin/detail-list';
import { MarkdownBody } from '@/components/content/markdown-body';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { csrfHeaders } from '@/lib/csrf';
import type { PageProps, TemplateOption } from '@shared/pages';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { CreateAgreementForm } from '@shared/forms/signing';
import {
  feeLinesOf,
  feeSummary,
  feeTotals,
  TAX_TREATMENT_LABELS,
  TAX_TREATMENTS,
  type TaxTreatment,
} from '@shared/fees';
import { FeeTable } from '@/components/signing/fee-table';

const INPUT_TYPE = { text: 'text', date: 'date', money: 'text', multiline: 'text' } as const;

/** /sign/create: an agreement from a template, with a live preview of exactly what the signer will read. */
export default function CreateAgreement({ templates, currencies, tax }: PageProps<'signing/create'>) {
  const form = useForm<FormState<CreateAgreementForm>>({
    templateId: templates[0]?.id ?? '',
    title: templates[0]?.name ?? '',
    variables: {} as Record<string, string>,
    signerName: '',
    signerEmail: '',
    payOnSigning: true,
    currency: currencies[0] ?? 'EUR',
    taxTreatment: tax.sellerVatNumber ? 'standard' : 'none',
    buyerVatNumber: '',
    password: '',
    expiresOn: '',
    requireCode: false,
    send: true,
  });
  const errors = form.errors as Record<string, string | undefined>;
  const template: TemplateOption | undefined = useMemo(
    () => templates.find((option) => option.id === form.data.templateId),
    [templates, form.data.templateId],
  );
  const [preview, setPreview] = useState('');
  const [previewFailed, setPreviewFailed] = useState(false);

  // The preview is rendered by the server (the same code the signer's page uses), 300 ms after typing stops.
  useEffect(() => {
    if (!template) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(routes.signing.preview(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
          body: JSON.stringify({
            templateId: template.id,
            variables: form.data.variables,
            currency: form.data.currency,
          }),
          signal: controller.signal,
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(String(response.status));
        setPreview(((await response.json()) as { html: string }).html);
        setPreviewFailed(false);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setPreviewFailed(true);
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [template, form.data.variables, form.data.currency]);

  const setVariable = (key: string, value: string) =>
    form.setData((data) => ({ ...data, variables: { ...data.variables, [key]: value } }));
  // The same rule the server applies: the template's money blanks are the fee lines.
  const fees = feeSummary(
    feeTotals(
      feeLinesOf(template?.variables ?? [], form.data.variables),
      form.data.taxTreatment,
      tax.vatRate,
    ),
    form.data.currency,
    form.data.payOnSigning,
  );
  const submit = (send: boolean) => {
    form.transform((data) => ({ ...data, send }));
    form.post(routes.signing.create(), { preserveScroll: true });
  };

  if (templates.length === 0) {
    return (
      <>
        <BackLink href={routes.signing.list()} label="All agreements" />
        <AdminPageHeader title="New agreement" description="There is no template yet: create one first." />
      </>
    );
  }

  return (
    <>
      <BackLink href={routes.signing.list()} label="All agreements" />
      <AdminPageHeader
        title="New agreement"
        description="Fill in the template, check the preview, then send the signing link (or keep it as a draft)."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          method="post"
          action={routes.signing.create()}
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            submit(true);
          }}
        >
          <Panel title="Agreement">
            <div className="space-y-4">
              <SelectField
                label="Template"
                value={form.data.templateId}
                options={templates.map((option) => ({
                  value: option.id,
                  label: `${option.name} (v${option.version})`,
                }))}
                onChange={(event) => {
                  const next = templates.find((option) => option.id === event.target.value);
                  form.setData((data) => ({
                    ...data,
                    templateId: event.target.value,
                    title: next?.name ?? data.title,
                  }));
                }}
                error={errors.templateId}
              />
              <TextField
                label="Title"
                value={form.data.title}
                onChange={(event) => form.setData('title', event.target.value)}
                error={errors.title}
              />
              {template?.variables.map((variable) =>
                variable.type === 'multiline' ? (
                  <TextAreaField
                    key={variable.key}
                    label={variable.label}
                    value={form.data.variables[variable.key] ?? ''}
                    onChange={(event) => setVariable(variable.key, event.target.value)}
                    error={errors[`variables.${variable.key}`]}
                  />
                ) : (
                  <TextField
                    key={variable.key}
                    label={variable.label}
                    type={INPUT_TYPE[variable.type]}
                    inputMode={variable.type === 'money' ? 'decimal' : undefined}
                    hint={
                      variable.type === 'money'
                        ? `In ${form.data.currency}, like 1500 or 1500.50.`
                        : undefined
                    }
                    value={form.data.variables[variable.key] ?? ''}
                    onChange={(event) => setVariable(variable.key, event.target.value)}
                    error={errors[`variables.${variable.key}`]}
                  />
                ),
              )}
            </div>
          </Panel>
          <Panel title="Signer">
            <div className="space-y-4">
              <TextField
                label="Name"
                autoComplete="off"
                value={form.data.signerName}
                onChange={(event) => form.setData('signerName', event.target.value)}
                error={errors.signerName}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="off"
                value={form.data.signerEmail}
                onChange={(event) => form.setData('signerEmail', event.target.value)}
                error={errors.signerEmail}
              />
            </div>
          </Panel>
          <Panel title="Payment and protection">
            <div className="space-y-4">
              <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                <SelectField
                  label="VAT"
                  value={form.data.taxTreatment}
                  options={TAX_TREATMENTS.map((treatment) => ({
                    value: treatment,
                    label:
                      treatment === 'standard'
                        ? `${TAX_TREATMENT_LABELS.standard} (${tax.vatRate}%)`
                        : TAX_TREATMENT_LABELS[treatment],
                  }))}
                  hint={
                    tax.sellerVatNumber
                      ? undefined
                      : 'Add your VAT number in Settings to charge VAT or apply the reverse charge.'
                  }
                  onChange={(event) => form.setData('taxTreatment', event.target.value as TaxTreatment)}
                  error={errors.taxTreatment}
                />
                <SelectField
                  label="Currency"
                  value={form.data.currency}
                  options={currencies.map((currency) => ({ value: currency, label: currency }))}
                  onChange={(event) => form.setData('currency', event.target.value)}
                  error={errors.currency}
                />
              </div>
              {form.data.taxTreatment === 'reverse_charge' && (
                <TextField
                  label="Customer’s VAT number"
                  autoComplete="off"
                  hint="With its country prefix, like DE123456789. Printed on the invoice."
                  value={form.data.buyerVatNumber}
                  onChange={(event) => form.setData('buyerVatNumber', event.target.value)}
                  error={errors.buyerVatNumber}
                />
              )}
              <div className="rounded-lg bg-crmgray-50 p-3 text-sm dark:bg-zinc-800" data-testid="fee-totals">
                {fees ? (
                  <FeeTable fees={fees} caption="Fee lines from the template" />
                ) : (
                  <p className="text-crmgray-600 dark:text-zinc-400">
                    Fill in the fee above: the template’s amounts are the invoice’s lines.
                  </p>
                )}
              </div>
              <CheckboxField
                label="The signer pays this total when they sign (card, or bank transfer against our invoice)"
                checked={form.data.payOnSigning}
                onChange={(checked) => form.setData('payOnSigning', checked)}
                error={errors.payOnSigning}
              />
              <TextField
                label="Access password (optional)"
                type="text"
                autoComplete="off"
                hint="Give it to the signer another way (phone, message): it is never emailed."
                value={form.data.password}
                onChange={(event) => form.setData('password', event.target.value)}
                error={errors.password}
              />
              <TextField
                label="Expires on (optional)"
                type="date"
                value={form.data.expiresOn}
                onChange={(event) => form.setData('expiresOn', event.target.value)}
                error={errors.expiresOn}
              />
              <CheckboxField
                label="Ask for a code emailed to the signer before signing (a forwarded link cannot sign)"
                checked={form.data.requireCode}
                onChange={(checked) => form.setData('requireCode', checked)}
              />
            </div>
          </Panel>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={form.processing && form.data.send}>
              Create and send
            </Button>
            <Button variant="secondary" onClick={() => submit(false)} disabled={form.processing}>
              Save as draft
            </Button>
          </div>
        </form>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <Panel title="Preview">
            {previewFailed && (
              <p className="mb-3 text-sm text-red-700 dark:text-red-400">
                The preview could not be updated. It will retry as you type.
              </p>
            )}
            <div className="max-h-[75vh] overflow-y-auto" aria-live="polite" data-testid="agreement-preview">
              <MarkdownBody html={preview} />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}
