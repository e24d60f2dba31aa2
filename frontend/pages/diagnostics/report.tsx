import { router } from '@inertiajs/react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CheckList, checkSummary } from '@/components/diagnostics/check-list';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TextField } from '@/components/ui/text-field';
import type { DiagnosticCell, DiagnosticTable, PageProps } from '@shared/pages';

/** A diagnostic page: what it is for, an optional query, server-side checks and tables (docs/diagnostics.md). */
export default function DiagnosticReport({
  title,
  purpose,
  query,
  checks,
  tables,
  checkLinks,
}: PageProps<'diagnostics/report'>) {
  const [value, setValue] = useState(query?.value ?? '');
  return (
    <>
      <AdminPageHeader title={title} description={purpose} />
      {query && (
        <form
          method="get"
          role="search"
          className="mb-6 max-w-2xl space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            router.get(window.location.pathname, { [query.name]: value }, { preserveState: true });
          }}
        >
          {query.multiline ? (
            <TextAreaField
              label={query.label}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="font-mono [&_textarea]:min-h-48"
            />
          ) : (
            <TextField
              label={query.label}
              type="search"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
          <Button type="submit">{query.multiline ? 'Score these answers' : 'Search'}</Button>
        </form>
      )}
      {checks.length > 0 && (
        <section aria-labelledby="checks" className="mb-6">
          <h2 id="checks" className="mb-2 text-base font-semibold">
            {checkSummary(checks)}
          </h2>
          <CheckList checks={checks} />
        </section>
      )}
      {tables.map((table) => (
        <ReportTable key={table.caption} table={table} checkLinks={checkLinks} />
      ))}
    </>
  );
}

function ReportTable({ table, checkLinks }: { table: DiagnosticTable; checkLinks: boolean }) {
  const [statuses, setStatuses] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const links = table.rows.flatMap((row) =>
    row.filter((cell): cell is { text: string; href: string } => isLink(cell)),
  );
  const checkAll = async () => {
    setChecking(true);
    // One at a time: the point is to see each page's answer, not to load the server.
    for (const link of links) {
      const response = await fetch(link.href, { redirect: 'manual', headers: { Accept: 'text/html' } }).catch(
        () => null,
      );
      const status = !response
        ? 'failed'
        : response.type === 'opaqueredirect'
          ? 'redirect'
          : String(response.status);
      setStatuses((current) => ({ ...current, [link.href]: status }));
    }
    setChecking(false);
  };
  const columns = checkLinks ? [...table.columns, 'Answers'] : table.columns;
  return (
    <section className="mb-8">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold">{table.caption}</h2>
        {checkLinks && (
          <Button variant="secondary" size="sm" loading={checking} onClick={() => void checkAll()}>
            Check every link
          </Button>
        )}
      </div>
      {table.rows.length === 0 ? (
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">Nothing to show.</p>
      ) : (
        <ScrollRegion
          label={table.caption}
          className="rounded-xl border border-crmgray-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
        >
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-crmgray-200 text-crmgray-600 dark:border-zinc-800 dark:text-zinc-400">
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => {
                const link = row.find(isLink);
                return (
                  <tr
                    key={index}
                    className="border-b border-crmgray-100 align-top last:border-0 dark:border-zinc-800"
                  >
                    {row.map((cell, column) => (
                      <td key={column} className="px-4 py-2 break-words">
                        <Cell cell={cell} />
                      </td>
                    ))}
                    {checkLinks && (
                      <td
                        className="px-4 py-2 tabular-nums"
                        data-status={link ? statuses[link.href] : undefined}
                      >
                        {link ? (statuses[link.href] ?? '—') : '—'}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function isLink(cell: DiagnosticCell): cell is { text: string; href: string } {
  return typeof cell === 'object' && cell !== null;
}

function Cell({ cell }: { cell: DiagnosticCell }) {
  if (cell === null) return <span className="text-crmgray-600 dark:text-zinc-400">—</span>;
  if (isLink(cell))
    return (
      <a href={cell.href} className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300">
        {cell.text}
      </a>
    );
  return <>{cell}</>;
}
