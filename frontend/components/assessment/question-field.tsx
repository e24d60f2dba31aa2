import type { Answer, Question } from '@shared/assessment';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { CheckboxGroup, FIELD_LABEL, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { ChoiceGroup } from '@/components/ui/choice-group';

interface QuestionFieldProps {
  question: Question;
  value: Answer | undefined;
  onChange: (value: Answer | undefined) => void;
  error?: string;
}

/** Long option lists read better as a select than as a wall of radio buttons. */
const SELECT_ABOVE = 8;

/** One question of the assessment, as the control its type calls for, with its inline error. */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const label = question.optional ? `${question.label} (optional)` : question.label;
  switch (question.type) {
    case 'single':
      return question.options.length > SELECT_ABOVE ? (
        <SelectField
          label={label}
          hint={question.hint}
          options={question.options}
          placeholder="Choose one"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          error={error}
        />
      ) : (
        <ChoiceGroup
          legend={label}
          hint={question.hint}
          options={question.options}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          error={error}
        />
      );
    case 'multi':
      return (
        <CheckboxGroup
          legend={label}
          hint={question.hint ?? (question.max ? `Choose up to ${question.max}.` : 'Choose all that apply.')}
          options={question.options}
          value={Array.isArray(value) ? value : []}
          onChange={(chosen) => onChange(chosen.length ? chosen : undefined)}
          error={error}
        />
      );
    case 'scale':
      return <ScaleField question={question} value={value} onChange={onChange} error={error} label={label} />;
    case 'number':
      return (
        <TextField
          label={label}
          hint={question.hint}
          type="number"
          inputMode="numeric"
          min={question.min}
          max={question.max}
          step={1}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text === '' ? undefined : Number(text));
          }}
          error={error}
        />
      );
    case 'text':
      return question.maxLength > 200 ? (
        <TextAreaField
          label={label}
          hint={question.hint}
          maxLength={question.maxLength}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          error={error}
        />
      ) : (
        <TextField
          label={label}
          hint={question.hint}
          maxLength={question.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          error={error}
        />
      );
    case 'ranking':
      return (
        <RankingField question={question} value={value} onChange={onChange} error={error} label={label} />
      );
  }
}

type FieldOf<Type extends Question['type']> = Omit<QuestionFieldProps, 'question'> & {
  question: Extract<Question, { type: Type }>;
  label: string;
};

/** 1–5 as five radio buttons in a row, the two ends labelled. */
function ScaleField({ question, value, onChange, error, label }: FieldOf<'scale'>) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={FIELD_LABEL}>{label}</legend>
      {question.hint && <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">{question.hint}</p>}
      <div className="mt-3 grid grid-cols-5 gap-2">
        {[1, 2, 3, 4, 5].map((point) => (
          <label
            key={point}
            className={cn(
              'relative flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium tabular transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-crmblue-600',
              value === point
                ? 'border-crmblue-600 bg-crmblue-600 text-white'
                : 'border-crmgray-200 text-crmgray-800 hover:bg-crmgray-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800',
            )}
          >
            <input
              type="radio"
              name={id}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              className="absolute inset-0 cursor-pointer opacity-0"
              aria-label={`${point} of 5${point === 1 ? `: ${question.minLabel}` : point === 5 ? `: ${question.maxLabel}` : ''}`}
            />
            {point}
          </label>
        ))}
      </div>
      <div className="mt-1.5 flex justify-between text-xs text-crmgray-600 dark:text-zinc-400">
        <span>{question.minLabel}</span>
        <span>{question.maxLabel}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Put items in order with buttons (keyboard and screen-reader friendly, no drag and drop needed).
 * Until the visitor touches it the list shows the default order, which counts as their answer.
 */
function RankingField({ question, value, onChange, error, label }: FieldOf<'ranking'>) {
  const id = useId();
  const order =
    Array.isArray(value) && value.length === question.options.length
      ? value
      : question.options.map((o) => o.value);
  const labelOf = (item: string) => question.options.find((option) => option.value === item)?.label ?? item;
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={FIELD_LABEL}>{label}</legend>
      {question.hint && <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">{question.hint}</p>}
      <ol className="mt-3 space-y-2" aria-live="polite">
        {order.map((item, index) => (
          <li
            key={item}
            className="flex items-center gap-3 rounded-lg border border-crmgray-200 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            <span className="tabular w-5 font-semibold text-crmblue-700 dark:text-crmblue-300">
              {index + 1}
            </span>
            <span className="flex-1 text-crmgray-900 dark:text-zinc-100">{labelOf(item)}</span>
            <button
              type="button"
              onClick={() => move(index, -1)}
              disabled={index === 0}
              aria-label={`Move ${labelOf(item)} up`}
              className="rounded-md p-1.5 text-crmgray-600 hover:bg-crmgray-100 disabled:opacity-30 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              <ArrowUp className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => move(index, 1)}
              disabled={index === order.length - 1}
              aria-label={`Move ${labelOf(item)} down`}
              className="rounded-md p-1.5 text-crmgray-600 hover:bg-crmgray-100 disabled:opacity-30 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              <ArrowDown className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
