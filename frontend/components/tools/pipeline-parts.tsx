import { BellRing, CheckSquare, Clock, Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { AdvancedStage, Automation } from '@shared/tools/advanced-pipeline';
import {
  BUSINESS_MODELS,
  DEAL_SIZES,
  INPUT_LABELS,
  SALES_CYCLES,
  SALES_MOTIONS,
  type PipelineInputs,
  type Stage,
} from '@shared/tools/sales-stages';

/** A free tool's heading: the eyebrow, the title and what it does. */
export function ToolHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">Free tool</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-crmgray-950 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-700 dark:text-zinc-300">{children}</p>
    </>
  );
}

/** A file the server makes from the answers in the link (plain link: the browser downloads it). */
export function DownloadLink({
  href,
  icon: Icon = Download,
  children,
}: {
  href: string;
  icon?: typeof Download;
  children: ReactNode;
}) {
  return (
    <a href={href} download className={buttonStyles({ variant: 'secondary' })}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

export interface Question<Key extends string> {
  key: Key;
  label: string;
  choices: Record<string, string>;
}

/** The four questions both generators ask. */
export const PIPELINE_QUESTIONS: Array<Question<keyof PipelineInputs>> = [
  { key: 'model', label: INPUT_LABELS.model, choices: BUSINESS_MODELS },
  { key: 'motion', label: INPUT_LABELS.motion, choices: SALES_MOTIONS },
  { key: 'dealSize', label: INPUT_LABELS.dealSize, choices: DEAL_SIZES },
  { key: 'cycle', label: INPUT_LABELS.cycle, choices: SALES_CYCLES },
];

/**
 * A generator's answers, kept in the address as they change (shareable, and a reload shows the same)
 * without a request: the page computes the result itself.
 */
export function useAnswersInUrl<Answers extends object>(
  initial: Answers,
  path: string,
  toQuery: (answers: Answers) => string,
): [Answers, (key: keyof Answers, value: string) => Answers] {
  const [answers, setAnswers] = useState(initial);
  const answer = (key: keyof Answers, value: string) => {
    const next = { ...answers, [key]: value };
    setAnswers(next);
    window.history.replaceState(window.history.state, '', `${path}?${toQuery(next)}`);
    return next;
  };
  return [answers, answer];
}

/** The generators' answers: one radio group per question, in a card. */
export function AnswerForm<Key extends string>({
  questions,
  values,
  errors,
  onAnswer,
}: {
  questions: Array<Question<Key>>;
  values: Record<Key, string>;
  errors: Partial<Record<string, string>>;
  onAnswer: (key: Key, value: string) => void;
}) {
  return (
    <form
      method="get"
      aria-label="How you sell"
      onSubmit={(event) => event.preventDefault()}
      className="mt-10 grid gap-8 rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 sm:p-8 lg:grid-cols-2 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {questions.map(({ key, label, choices }) => (
        <ChoiceGroup
          key={key}
          legend={label}
          options={Object.entries(choices).map(([value, text]) => ({ value, label: text }))}
          value={values[key]}
          onChange={(value) => onAnswer(key, value)}
          error={errors[key]}
        />
      ))}
    </form>
  );
}

/** The flow at a glance: one chip per stage, its probability beneath. */
export function StageFlow({ stages, label }: { stages: Stage[]; label: string }) {
  return (
    <ol
      aria-label={label}
      className="mt-6 grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(120px,1fr))]"
      data-testid="pipeline-flow"
    >
      {stages.map((stage, index) => (
        <li
          key={stage.id}
          className="flex items-center gap-3 rounded-lg bg-crmblue-50 px-3 py-2 sm:flex-col sm:items-start sm:gap-1 dark:bg-crmblue-950"
        >
          <span className="tabular text-xs font-semibold text-crmblue-700 dark:text-crmblue-300">
            {index + 1}
          </span>
          <span className="flex-1 text-sm font-semibold text-crmgray-950 dark:text-white">{stage.name}</span>
          <span className="tabular text-sm text-crmgray-700 dark:text-zinc-300">{stage.probability}%</span>
        </li>
      ))}
    </ol>
  );
}

const AUTOMATION_ICONS: Record<Automation['kind'], typeof Clock> = {
  task: CheckSquare,
  reminder: Clock,
  notification: BellRing,
};

const isAdvanced = (stage: Stage | AdvancedStage): stage is AdvancedStage => 'owner' in stage;

/** Every stage in full: definition, criteria, fields, and (advanced) owner, forecast, rotting and automations. */
export function StageList({ stages }: { stages: Array<Stage | AdvancedStage> }) {
  return (
    <ol className="mt-8 space-y-4" data-testid="pipeline-stages">
      {stages.map((stage, index) => (
        <li
          key={stage.id}
          className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold text-crmgray-950 dark:text-white">
              <span className="tabular mr-2 text-crmblue-700 dark:text-crmblue-300">{index + 1}.</span>
              {stage.name}
            </h3>
            <div className="flex flex-wrap gap-2">
              {isAdvanced(stage) && (
                <>
                  <Badge>{stage.owner}</Badge>
                  <Badge>{stage.forecastCategory}</Badge>
                </>
              )}
              <Badge>{stage.probability}% win probability</Badge>
            </div>
          </div>
          <p className="mt-2 text-crmgray-700 dark:text-zinc-300">{stage.definition}</p>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
            <Detail term="Enters when">{stage.entry}</Detail>
            <Detail term="Moves on when">{stage.exit}</Detail>
            <Detail term={isAdvanced(stage) ? 'Required before it moves on' : 'Fields to capture'}>
              {(isAdvanced(stage) ? stage.requiredFields : stage.fields).join(', ')}
            </Detail>
          </dl>
          {isAdvanced(stage) && (
            <ul className="mt-4 space-y-1.5 border-t border-crmgray-100 pt-4 text-sm dark:border-zinc-800">
              {stage.automations.map((automation) => {
                const Icon = AUTOMATION_ICONS[automation.kind];
                return (
                  <li
                    key={automation.text}
                    className="flex items-start gap-2 text-crmgray-700 dark:text-zinc-300"
                  >
                    <Icon
                      className="mt-0.5 size-4 shrink-0 text-crmblue-600 dark:text-crmblue-300"
                      aria-hidden="true"
                    />
                    <span>
                      <span className="font-medium capitalize">{automation.kind}:</span> {automation.text}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="tabular rounded-full bg-crmgray-100 px-2.5 py-0.5 text-sm font-medium text-crmgray-800 dark:bg-zinc-800 dark:text-zinc-200">
      {children}
    </span>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-crmgray-900 dark:text-zinc-100">{term}</dt>
      <dd className="mt-1 text-crmgray-700 dark:text-zinc-300">{children}</dd>
    </div>
  );
}
