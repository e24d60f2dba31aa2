import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const control =
  'block w-full rounded-lg border bg-white px-3 text-sm text-crmgray-950 shadow-xs transition-colors duration-150 placeholder:text-crmgray-400 focus:outline-2 focus:outline-offset-1 focus:outline-crmblue-600 dark:bg-zinc-900 dark:text-zinc-100';
/** Every form label and question legend looks the same (assessment questions included). */
export const FIELD_LABEL = 'block text-sm font-medium text-crmgray-900 dark:text-zinc-100';

const border = (error?: string) =>
  error ? 'border-red-600 dark:border-red-500' : 'border-crmgray-300 dark:border-zinc-700';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, hint and inline error below, ids wired for aria-describedby. */
function FieldShell({ id, label, hint, error, optional, className, children }: FieldShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
        {optional && <span className="font-normal text-crmgray-600 dark:text-zinc-400"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-crmgray-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The disabled first option; null: none (an empty value is one of the options). */
  placeholder?: string | null;
  hint?: string;
  error?: string;
}

export function SelectField({
  label,
  options,
  placeholder = 'Choose…',
  hint,
  error,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} className={className}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cn(control, 'h-10', border(error))}
        {...props}
      >
        {placeholder !== null && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextAreaField({ label, hint, error, className, id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cn(control, 'min-h-32 py-2 leading-relaxed', border(error))}
        {...props}
      />
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, error, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-crmgray-400 accent-crmblue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crmblue-600"
        />
        <label htmlFor={id} className="text-sm text-crmgray-700 dark:text-zinc-300">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  hint?: string;
  error?: string;
}

/** Several choices under one question (a fieldset, so screen readers read the question with each box). */
export function CheckboxGroup({ legend, options, value, onChange, hint, error }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)} aria-invalid={error ? true : undefined}>
      <legend className={FIELD_LABEL}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-crmgray-200 px-3 py-2 text-sm text-crmgray-800 has-[:checked]:border-crmblue-600 has-[:checked]:bg-crmblue-50 dark:border-zinc-700 dark:text-zinc-200 dark:has-[:checked]:bg-crmblue-950"
          >
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((chosen) => chosen !== option.value),
                )
              }
              className="mt-0.5 size-4 shrink-0 accent-crmblue-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <div className="mt-1.5">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </fieldset>
  );
}
