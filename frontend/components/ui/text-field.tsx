import { forwardRef, useCallback, useId, useRef, type InputHTMLAttributes } from 'react';
import { FIELD_LABEL } from '@/components/ui/form-fields';
import { cn } from '@/lib/cn';
import { useValueTypedBeforeHydration } from './typed-before-hydration';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and inline error, wired for screen readers (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useValueTypedBeforeHydration(input, props.value, props.onChange);
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className={FIELD_LABEL}>
        {label}
      </label>
      <input
        ref={setInput}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-crmgray-950 shadow-xs transition-colors duration-150 placeholder:text-crmgray-400 focus:outline-2 focus:outline-offset-1 focus:outline-crmblue-600 dark:bg-zinc-900 dark:text-zinc-100',
          error ? 'border-red-600 dark:border-red-500' : 'border-crmgray-300 dark:border-zinc-700',
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-crmgray-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});

/** A message about the whole form (e.g. "Invalid login credentials"), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'info' }) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
          : 'border-crmblue-200 bg-crmblue-50 text-crmblue-900 dark:border-crmblue-900 dark:bg-crmblue-950 dark:text-crmblue-100',
      )}
    >
      {message}
    </div>
  );
}
