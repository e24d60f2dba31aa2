import { CircleCheck, CircleX } from 'lucide-react';

export interface CheckResult {
  name: string;
  passed: boolean;
  detail: string;
}

/** Checks with a mark, a name and what was found; `data-result` for the browser tests. */
export function CheckList({ checks }: { checks: CheckResult[] }) {
  return (
    <ul className="mb-6 divide-y divide-crmgray-100 rounded-xl border border-crmgray-200 bg-white text-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
      {checks.map((check) => (
        <li
          key={check.name}
          data-result={check.passed ? 'pass' : 'fail'}
          className="flex items-start gap-3 px-4 py-2.5"
        >
          {check.passed ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-crmturquoise-600" aria-label="Passed" />
          ) : (
            <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Failed" />
          )}
          <span>
            <span className="font-medium">{check.name}</span>
            <span className="block text-crmgray-600 dark:text-zinc-400">{check.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "All 5 checks passed" or "1 of 5 checks failed". */
export function checkSummary(checks: CheckResult[]): string {
  const failed = checks.filter((check) => !check.passed).length;
  return failed === 0 ? `All ${checks.length} checks passed` : `${failed} of ${checks.length} checks failed`;
}
