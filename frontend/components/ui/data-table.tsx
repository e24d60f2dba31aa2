import { router } from '@inertiajs/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { COUNT_CAP, formatCount, type TablePage, type TableQuery } from '@shared/table';

/** The server's page of rows (shared/table.ts). */
export type TableData<Row> = TablePage<Row>;

export interface TableFilter {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

interface DataTableProps<Row> {
  /** The page prop holding the table (reloaded alone when the query changes). */
  prop: string;
  data: TableData<Row>;
  columns: Array<ColumnDef<Row, unknown>>;
  caption: string;
  searchLabel?: string;
  filters?: TableFilter[];
  csvUrl?: string;
  empty: React.ReactNode;
}

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * A server-paginated table: sorting, search, filters and page size are URL query parameters, so
 * the server does the work and any view can be bookmarked; CSV export downloads the filtered rows.
 */
export function DataTable<Row>({
  prop,
  data,
  columns,
  caption,
  searchLabel = 'Search',
  filters = [],
  csvUrl,
  empty,
}: DataTableProps<Row>) {
  const { query, total } = data;

  const visit = (changes: Partial<TableQuery>) => {
    const next = { ...query, ...changes };
    const params: Record<string, string | number> = {
      page: next.page,
      per_page: next.perPage,
      sort: next.sort,
      direction: next.direction,
    };
    if (next.search) params.q = next.search;
    for (const [name, value] of Object.entries(next.filters)) if (value) params[`filter[${name}]`] = value;
    router.get(window.location.pathname, params, {
      only: [prop],
      preserveState: true,
      preserveScroll: true,
      replace: true,
    });
  };

  const sorting: SortingState = [{ id: query.sort, desc: query.direction === 'desc' }];
  const table = useReactTable({
    data: data.rows,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    getCoreRowModel: getCoreRowModel(),
  });
  // Past COUNT_CAP the total is a lower bound ("10,000+"): the next page exists while this one is full.
  const counted = total <= COUNT_CAP;
  const pages = Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / query.perPage));
  const first = total === 0 ? 0 : (query.page - 1) * query.perPage + 1;
  const last = (query.page - 1) * query.perPage + data.rows.length;
  const hasNext = counted ? query.page < pages : data.rows.length === query.perPage;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          key={query.search}
          label={searchLabel}
          initial={query.search}
          onSearch={(search) => visit({ search, page: 1 })}
        />
        {filters.map((filter) => (
          // A filter of free values (routes' own action names) can be long: it never widens the page.
          <label key={filter.name} className="max-w-full min-w-0 text-sm">
            <span className="mb-1 block font-medium">{filter.label}</span>
            <select
              value={query.filters[filter.name] ?? ''}
              onChange={(event) =>
                visit({ filters: { ...query.filters, [filter.name]: event.target.value }, page: 1 })
              }
              className="h-9 max-w-full rounded-lg border border-crmgray-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            >
              <option value="">All</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {csvUrl && (
          <a
            href={csvUrl}
            className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'ml-auto h-9' })}
            download
          >
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
        )}
      </div>

      <div className="overflow-x-auto rounded-xl border border-crmgray-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-crmgray-200 bg-crmgray-50 dark:border-zinc-800 dark:bg-zinc-950">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable =
                    header.column.getCanSort() && header.column.columnDef.enableSorting !== false;
                  const active = query.sort === header.column.id;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        active ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                      className="px-4 py-2.5 font-medium text-crmgray-700 dark:text-zinc-300"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-crmgray-950 dark:hover:text-zinc-50"
                          onClick={() =>
                            visit({
                              sort: header.column.id,
                              direction: active && query.direction === 'desc' ? 'asc' : 'desc',
                              page: 1,
                            })
                          }
                        >
                          {label}
                          {active ? (
                            query.direction === 'asc' ? (
                              <ArrowUp className="size-3.5" aria-hidden="true" />
                            ) : (
                              <ArrowDown className="size-3.5" aria-hidden="true" />
                            )
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-40" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-crmgray-100 dark:divide-zinc-800">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-2.5 text-crmgray-800 dark:text-zinc-200">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {total === 0 && (
          <div className="px-4 py-10 text-center text-sm text-crmgray-600 dark:text-zinc-400">{empty}</div>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-crmgray-700 dark:text-zinc-300">
        <p aria-live="polite">{total === 0 ? 'No rows' : `${first}–${last} of ${formatCount(total)}`}</p>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2">
            Rows per page
            <select
              value={query.perPage}
              onChange={(event) => visit({ perPage: Number(event.target.value), page: 1 })}
              className="h-8 rounded-md border border-crmgray-300 bg-white px-2 dark:border-zinc-700 dark:bg-zinc-900"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </label>
          <nav aria-label="Pagination" className="flex gap-1">
            <PageButton disabled={query.page <= 1} onClick={() => visit({ page: query.page - 1 })}>
              Previous
            </PageButton>
            <span className="px-2 py-1">
              Page {query.page} of {counted ? pages : `${pages}+`}
            </span>
            <PageButton disabled={!hasNext} onClick={() => visit({ page: query.page + 1 })}>
              Next
            </PageButton>
          </nav>
        </div>
      </div>
    </div>
  );
}

function PageButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={cn(buttonStyles({ variant: 'secondary', size: 'sm' }))}
    >
      {children}
    </button>
  );
}

/** Keyed by the applied search, so it starts from the URL's value after every visit. */
function SearchBox({
  label,
  initial,
  onSearch,
}: {
  label: string;
  initial: string;
  onSearch: (search: string) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <form
      method="get"
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search);
      }}
    >
      <label className="text-sm">
        <span className="mb-1 block font-medium">{label}</span>
        <span className="relative block">
          <Search
            className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-crmgray-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-9 w-56 rounded-lg border border-crmgray-300 bg-white pr-3 pl-8 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
        </span>
      </label>
      <button type="submit" className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'h-9' })}>
        Search
      </button>
    </form>
  );
}
