import { useForm } from '@inertiajs/react';
import { Plus, Trash2 } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { Panel } from '@/components/admin/detail-list';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import type { TemplateVariable, VariableType } from '@shared/signing';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { TemplateForm } from '@shared/forms/signing';
import { TRAINING_TIER_LABELS, TRAINING_TIERS, type TrainingTier } from '@shared/training';

const TYPE_LABELS: Record<string, string> = {
  text: 'Text',
  multiline: 'Several lines',
  date: 'Date',
  money: 'Amount',
};

/** /sign/admin/templates/{id} and /new: the text in markdown and its variables; saving adds a version. */
export default function Template({ template, variableTypes }: PageProps<'signing/template'>) {
  const form = useForm<FormState<TemplateForm>>({
    name: template?.name ?? '',
    description: template?.description ?? '',
    countersignerEmail: template?.countersignerEmail ?? '',
    trainingTier: template?.trainingTier ?? '',
    body:
      template?.body ??
      '# Agreement title\n\nThis agreement is between Clearline CRM Advisory and **{{client_name}}**.\n',
    variables:
      template?.variables ??
      ([{ key: 'client_name', label: 'Client name', type: 'text', required: true }] as TemplateVariable[]),
  });
  const errors = form.errors as Record<string, string | undefined>;
  const update = (index: number, changes: Partial<TemplateVariable>) =>
    form.setData(
      'variables',
      form.data.variables.map((variable, at) => (at === index ? { ...variable, ...changes } : variable)),
    );
  const action = template ? routes.signing.editTemplate(template.id) : routes.signing.templatesPage();
  return (
    <>
      <BackLink href={routes.signing.templatesPage()} label="All templates" />
      <AdminPageHeader
        title={template ? `${template.name} (v${template.version})` : 'New template'}
        description="Write the text in markdown; put {{key}} where a variable goes. Declare every key below."
      />
      <form
        method="post"
        action={action}
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(action, { preserveScroll: true });
        }}
      >
        <Panel title="Template">
          <div className="space-y-4">
            <TextField
              label="Name"
              value={form.data.name}
              onChange={(event) => form.setData('name', event.target.value)}
              error={errors.name}
            />
            <TextField
              label="Description (optional)"
              value={form.data.description}
              onChange={(event) => form.setData('description', event.target.value)}
              error={errors.description}
            />
            <TextField
              label="Countersigned by (optional)"
              type="email"
              autoComplete="off"
              hint="An admin’s email: they sign every agreement made from this text after the client, from the back office. Money blanks (type money) are the fee lines the client pays on signing."
              value={form.data.countersignerEmail}
              onChange={(event) => form.setData('countersignerEmail', event.target.value)}
              error={errors.countersignerEmail}
            />
            <SelectField
              label="Training access when paid"
              hint="A paid agreement made from this text opens the tier’s courses in the training area to the signer’s account; a refund closes them."
              placeholder={null}
              value={form.data.trainingTier}
              options={[
                { value: '', label: 'None' },
                ...TRAINING_TIERS.map((tier) => ({
                  value: tier,
                  label: `CRM Mastery Program: ${TRAINING_TIER_LABELS[tier]}`,
                })),
              ]}
              onChange={(event) => form.setData('trainingTier', event.target.value as TrainingTier | '')}
              error={errors.trainingTier}
            />
            <TextAreaField
              label="Text (markdown)"
              rows={18}
              className="font-mono"
              value={form.data.body}
              onChange={(event) => form.setData('body', event.target.value)}
              error={errors.body}
            />
          </div>
        </Panel>
        <Panel title="Variables">
          <FormAlert message={errors.variables} />
          <div className="space-y-3">
            {form.data.variables.map((variable, index) => (
              <div
                key={index}
                className="grid items-end gap-3 rounded-lg border border-crmgray-200 p-3 sm:grid-cols-[1fr_1fr_10rem_auto_auto] dark:border-zinc-800"
              >
                <TextField
                  label="Key"
                  value={variable.key}
                  onChange={(event) => update(index, { key: event.target.value })}
                  error={errors[`variables.${index}.key`]}
                />
                <TextField
                  label="Label"
                  value={variable.label}
                  onChange={(event) => update(index, { label: event.target.value })}
                  error={errors[`variables.${index}.label`]}
                />
                <SelectField
                  label="Type"
                  value={variable.type}
                  options={variableTypes.map((type) => ({ value: type, label: TYPE_LABELS[type] ?? type }))}
                  onChange={(event) => update(index, { type: event.target.value as VariableType })}
                />
                <label className="flex h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={variable.required}
                    onChange={(event) => update(index, { required: event.target.checked })}
                    className="size-4 accent-crmblue-600"
                  />
                  Required
                </label>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${variable.key || 'this variable'}`}
                  onClick={() =>
                    form.setData(
                      'variables',
                      form.data.variables.filter((_, at) => at !== index),
                    )
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
          </div>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() =>
              form.setData('variables', [
                ...form.data.variables,
                { key: '', label: '', type: 'text', required: true },
              ])
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a variable
          </Button>
        </Panel>
        <Button type="submit" loading={form.processing}>
          {template ? 'Save as a new version' : 'Create template'}
        </Button>
      </form>
    </>
  );
}
