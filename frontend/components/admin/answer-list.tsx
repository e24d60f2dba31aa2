import type { AnswerRow } from '@shared/forms/answers';
import { Link } from '@inertiajs/react';
import { routes } from '@shared/routes';
import { DetailList } from './detail-list';

/** A form's short answers as a definition list (an address as a mail link, a number in tabular figures). */
export function AnswerList({ answers }: { answers: AnswerRow[] }) {
  return (
    <DetailList
      rows={answers
        .filter((answer) => answer.kind !== 'text')
        .map((answer) => [answer.label, <AnswerValue key={answer.key} answer={answer} />])}
    />
  );
}

/** A form's long answers, each under its label, with the writer's line breaks. */
export function LongAnswers({ answers }: { answers: AnswerRow[] }) {
  return answers
    .filter((answer) => answer.kind === 'text')
    .map((answer) => (
      <section key={answer.key} aria-label={answer.label} className="space-y-1">
        <h3 className="text-xs font-medium tracking-wide text-crmgray-600 uppercase dark:text-zinc-400">
          {answer.label}
        </h3>
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-crmgray-800 dark:text-zinc-200">
          {answer.value ?? '—'}
        </p>
      </section>
    ));
}

function AnswerValue({ answer }: { answer: AnswerRow }) {
  if (answer.value === null) return '—';
  switch (answer.kind) {
    case 'email':
      return (
        <>
          <a
            href={`mailto:${answer.value}`}
            className="break-all text-crmblue-700 underline dark:text-crmblue-300"
          >
            {answer.value}
          </a>
          <Link
            href={routes.clientArea.clientRecord({ email: answer.value })}
            className="ml-3 text-crmblue-700 underline dark:text-crmblue-300"
          >
            Client record
          </Link>
        </>
      );
    case 'number':
      return <span className="tabular">{answer.value}</span>;
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {(answer.values ?? []).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return answer.value;
  }
}
