import { Link } from '@inertiajs/react';
import {
  BANDS,
  bandFor,
  CURRENT_BANK,
  DIMENSION_LABELS,
  DIMENSIONS,
  scoreResponse,
  type Answers,
  type Question,
} from '@shared/assessment';
import { WORKED_EXAMPLE } from '@shared/assessment/worked-example';
import { useState } from 'react';
import { ScoreFigure } from '@/components/assessment/score-figure';
import { Seo } from '@/components/content/seo';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { routes } from '@shared/routes';

const NOT_ANSWERED = '';

function choicesOf(question: Question): Array<{ value: string; label: string }> {
  if (question.type === 'scale') {
    return [1, 2, 3, 4, 5].map((value) => ({
      value: String(value),
      label:
        value === 1 ? `1 – ${question.minLabel}` : value === 5 ? `5 – ${question.maxLabel}` : String(value),
    }));
  }
  return question.type === 'single' ? question.options : [];
}

/** SPEC "/assessment/demo-score-calculation": docs/scoring.md's worked example, editable, scored live. */
export default function DemoScoreCalculation() {
  const [answers, setAnswers] = useState<Answers>(WORKED_EXAMPLE);
  const result = scoreResponse(CURRENT_BANK, answers);
  const set = (question: Question, value: string) =>
    setAnswers((current) => ({
      ...current,
      [question.id]: value === NOT_ANSWERED ? undefined : question.type === 'scale' ? Number(value) : value,
    }));
  const sections = CURRENT_BANK.sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => question.scoring?.length),
    }))
    .filter((section) => section.questions.length > 0);

  return (
    <>
      <Seo
        title="How the CRM health score is calculated"
        description="A worked example of the CRM health score: change any answer and see each dimension, the overall score and the maturity band recalculated."
      />
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight text-crmgray-950 sm:text-4xl dark:text-white">
          How the CRM health score is calculated
        </h1>
        <p className="mt-3 max-w-[70ch] text-crmgray-600 dark:text-zinc-400">
          These are the answers of an example 40-person team on HubSpot. Change any of them to see the scores
          move. Each answer scores 0 to 1; a dimension is the weighted average of its answers; the overall
          score weighs the dimensions. “I don’t know” and unanswered questions are left out rather than
          counted as zero.
        </p>
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <div className="space-y-10 lg:col-span-2">
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={`section-${section.id}`}>
                <h2
                  id={`section-${section.id}`}
                  className="text-lg font-semibold text-crmgray-950 dark:text-white"
                >
                  {section.title}
                </h2>
                <div className="mt-4 grid gap-5 sm:grid-cols-2">
                  {section.questions.map((question) => (
                    <SelectField
                      key={question.id}
                      label={question.label}
                      hint={`Counts towards ${question.scoring!.map((entry) => `${DIMENSION_LABELS[entry.dimension].toLowerCase()} (×${entry.weight})`).join(', ')}`}
                      placeholder="Not answered"
                      options={choicesOf(question)}
                      value={answers[question.id] === undefined ? NOT_ANSWERED : String(answers[question.id])}
                      onChange={(event) => set(question, event.target.value)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            <ScoreFigure
              score={result.overall}
              label="Overall CRM health score"
              detail={
                result.overall === null
                  ? 'Answer at least one question.'
                  : `${bandFor(result.overall).label} maturity`
              }
            />
            <table className="w-full text-sm">
              <caption className="sr-only">Dimension scores and their weights</caption>
              <thead>
                <tr className="text-left text-crmgray-600 dark:text-zinc-400">
                  <th className="py-1 font-medium">Dimension</th>
                  <th className="py-1 text-right font-medium">Weight</th>
                  <th className="py-1 text-right font-medium">Score</th>
                </tr>
              </thead>
              <tbody className="tabular">
                {DIMENSIONS.map((dimension) => (
                  <tr key={dimension} className="border-t border-crmgray-100 dark:border-zinc-800">
                    <td className="py-1.5">{DIMENSION_LABELS[dimension]}</td>
                    <td className="py-1.5 text-right">{CURRENT_BANK.dimensionWeights[dimension]}</td>
                    <td className="py-1.5 text-right font-medium" data-testid={`score-${dimension}`}>
                      {result.dimensions[dimension] ?? '—'}
                    </td>
                  </tr>
                ))}
                <tr className="border-t border-crmgray-200 dark:border-zinc-700">
                  <td className="py-1.5">System adoption score</td>
                  <td />
                  <td className="py-1.5 text-right font-medium">{result.adoption ?? '—'}</td>
                </tr>
              </tbody>
            </table>
            <p className="text-xs text-crmgray-600 dark:text-zinc-400">
              Bands: {BANDS.map((band) => `${band.label} from ${band.min}`).join(', ')}.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" size="sm" onClick={() => setAnswers(WORKED_EXAMPLE)}>
                Back to the example
              </Button>
              <Link
                href={routes.assessment.adoptionCalculator()}
                className="text-sm font-medium text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
              >
                Adoption score calculator
              </Link>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
