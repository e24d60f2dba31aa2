import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { StatTable } from '@/components/ui/stat-table';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { Tooltip } from '@/components/ui/tooltip';
import type { PageProps } from '@shared/pages';

const VARIANTS = ['primary', 'accent', 'secondary', 'ghost', 'destructive'] as const;
const STATUSES = ['new', 'replied', 'pending', 'open', 'critical', 'paid', 'refunded', 'enabled'];

/**
 * `/test-styling`: every shared component of components/ui in its states, in the light theme and
 * the dark one side by side: where a change to a component is seen whole before it reaches a page.
 */
export default function StyleGuide({ title }: PageProps<'diagnostics/style-guide'>) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description="The shared components in both themes. The design checks of the browser suite run over this page too (contrast, overflow, axe)."
      />
      <div className="grid gap-6 2xl:grid-cols-2">
        <Specimens theme="light" />
        <div className="dark">
          <Specimens theme="dark" />
        </div>
      </div>
    </>
  );
}

function Specimens({ theme }: { theme: 'light' | 'dark' }) {
  const [choice, setChoice] = useState('monthly');
  const [checked, setChecked] = useState(true);
  return (
    <section
      aria-label={theme === 'light' ? 'Current theme' : 'Dark theme'}
      className="space-y-6 rounded-xl border border-crmgray-200 bg-white p-5 text-crmgray-950 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-50"
    >
      <h2 className="text-lg font-semibold">{theme === 'light' ? 'Current theme' : 'Dark theme'}</h2>
      <Group title="Buttons">
        <div className="flex flex-wrap gap-2">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
          <Button loading>Saving</Button>
          <Button disabled>Disabled</Button>
          <Button size="sm" variant="secondary">
            <Plus className="size-4" aria-hidden="true" /> Small
          </Button>
          <Tooltip content="A tooltip: 700 ms on hover or focus">
            <Button variant="secondary" size="sm" aria-label={`Tooltip example (${theme})`}>
              ?
            </Button>
          </Tooltip>
        </div>
      </Group>
      <Group title="Fields">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Text field" hint="A hint under the field." defaultValue="Typed value" />
          <TextField label="With an error" defaultValue="not an email" error="Enter a valid email address." />
          <SelectField
            label="Select"
            options={[
              { value: 'a', label: 'First option' },
              { value: 'b', label: 'Second option' },
            ]}
            defaultValue="a"
          />
          <TextAreaField label="Text area" defaultValue="Several lines of text." />
        </div>
        <ChoiceGroup
          legend="Choice group"
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
          value={choice}
          onChange={setChoice}
        />
        <CheckboxField label="A checkbox with a label" checked={checked} onChange={setChecked} />
      </Group>
      <Group title="Messages">
        <FormAlert message="An error above a form: what went wrong and what to do." />
        <FormAlert tone="info" message="Information above a form." />
      </Group>
      <Group title="Status badges">
        <div className="flex flex-wrap gap-2">
          {STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </div>
      </Group>
      <Group title="Table of figures">
        <StatTable
          caption={`Sample figures (${theme})`}
          columns={[
            {
              header: 'Dimension',
              cell: (row: { name: string; score: number }) => row.name,
              rowHeader: true,
            },
            { header: 'Score', cell: (row) => row.score, numeric: true },
          ]}
          rows={[
            { name: 'Adoption', score: 50.8 },
            { name: 'Data quality', score: 36.7 },
          ]}
          rowKey={(row) => row.name}
        />
      </Group>
      <Group title="Empty state">
        <EmptyState icon={Plus} title="Nothing here yet">
          What will appear here, and the next thing to do.
        </EmptyState>
      </Group>
    </section>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-crmgray-600 uppercase dark:text-zinc-400">{title}</h3>
      {children}
    </div>
  );
}
