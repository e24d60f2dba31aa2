import { useId } from 'react';
import { FIELD_LABEL } from '@/components/ui/form-fields';
import { cn } from '@/lib/cn';

interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
}

/** One answer out of several, as radio buttons (arrow keys move between them). */
export function ChoiceGroup({ legend, hint, options, value, onChange, error }: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={FIELD_LABEL}>{legend}</legend>
      {hint && <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">{hint}</p>}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
              value === option.value
                ? 'border-crmblue-600 bg-crmblue-50 text-crmblue-950 dark:bg-crmblue-950 dark:text-crmblue-50'
                : 'border-crmgray-200 text-crmgray-800 hover:bg-crmgray-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-crmblue-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
