import { Link } from '@inertiajs/react';
import {
  ADOPTION_WEIGHTS,
  type AdoptionInputs,
  CURRENT_BANK,
  systemAdoptionScore,
  type Question,
  type ScoredOption,
} from '@shared/assessment';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ScoreFigure } from '@/components/assessment/score-figure';
import { Seo } from '@/components/content/seo';
import { routes } from '@shared/routes';

const questionById = (id: string) =>
  CURRENT_BANK.sections
    .flatMap((section) => section.questions)
    .find((question) => question.id === id) as Question & {
    options: ScoredOption[];
  };

/** The three usage questions of the assessment; "I don't know" is not offered here. */
const INPUTS = [
  { key: 'activeUsers', question: questionById('active_users') },
  { key: 'stageUpdates', question: questionById('stage_updates') },
  { key: 'spreadsheetIndependence', question: questionById('spreadsheet_reliance') },
] as const;

type Choices = Partial<Record<(typeof INPUTS)[number]['key'], string>>;

function verdict(score: number): string {
  if (score >= 70) return 'Strong adoption: the CRM is where the work happens.';
  if (score >= 40) return 'Partial adoption: part of the team works around the CRM.';
  return 'Low adoption: the CRM is not yet part of daily work.';
}

/** SPEC "/assessment/system-adoption-score-calculator": the assessment's adoption score on its own. */
export default function SystemAdoptionScoreCalculator() {
  const [choices, setChoices] = useState<Choices>({});
  const scoreOf = (key: (typeof INPUTS)[number]['key']) =>
    INPUTS.find((input) => input.key === key)!.question.options.find(
      (option) => option.value === choices[key],
    )?.score;
  const inputs = {
    activeUsers: scoreOf('activeUsers'),
    stageUpdates: scoreOf('stageUpdates'),
    spreadsheetIndependence: scoreOf('spreadsheetIndependence'),
  };
  const complete = Object.values(inputs).every((value) => value !== undefined);
  const score = complete ? systemAdoptionScore(inputs as AdoptionInputs) : null;
  return (
    <>
      <Seo
        title="System adoption score calculator"
        description="Three questions about how your team really uses its CRM give an adoption score out of 100, with the formula shown."
      />
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight text-crmgray-950 sm:text-4xl dark:text-white">
          System adoption score calculator
        </h1>
        <p className="mt-3 max-w-[65ch] text-crmgray-600 dark:text-zinc-400">
          Logins say little. These three questions measure whether the CRM is where your team actually works.
          It takes a minute; nothing is sent anywhere.
        </p>
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <form method="get" className="space-y-8 lg:col-span-2" onSubmit={(event) => event.preventDefault()}>
            {INPUTS.map(({ key, question }) => (
              <ChoiceGroup
                key={key}
                legend={question.label}
                hint={question.hint}
                options={question.options.filter((option) => option.score !== undefined)}
                value={choices[key]}
                onChange={(value) => setChoices((current) => ({ ...current, [key]: value }))}
              />
            ))}
          </form>
          <div className="space-y-4">
            <ScoreFigure
              score={score}
              label="Your system adoption score"
              detail={score === null ? 'Answer all three questions.' : verdict(score)}
            />
            <div className="rounded-[var(--radius-card)] border border-crmgray-200 p-5 text-sm text-crmgray-700 dark:border-zinc-800 dark:text-zinc-300">
              <h2 className="font-semibold text-crmgray-950 dark:text-white">How it is worked out</h2>
              <p className="mt-2">
                100 × ({ADOPTION_WEIGHTS.activeUsers} × active users + {ADOPTION_WEIGHTS.stageUpdates} ×
                weekly stage updates + {ADOPTION_WEIGHTS.spreadsheetIndependence} × independence from
                spreadsheets), each answer scored from 0 to 1. The full CRM health check uses the same
                formula.
              </p>
              <Link
                href={routes.assessment.demoScore()}
                className="mt-3 inline-block font-medium text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
              >
                See how the overall health score is calculated
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
