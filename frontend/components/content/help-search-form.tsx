import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

interface HelpSearchFormProps {
  initial?: string;
  /** What is searched, for screen readers ("the help centre", "the documentation"). */
  searches?: string;
  placeholder?: string;
  searching?: boolean;
  onSearch: (query: string) => void;
  className?: string;
}

/** The help centre's search box (the help index, and the error screen's way on), and the documentation's. */
export function HelpSearchForm({
  initial = '',
  searches = 'the help centre',
  placeholder = 'Search, e.g. “lead routing”',
  searching = false,
  onSearch,
  className,
}: HelpSearchFormProps) {
  const [value, setValue] = useState(initial);
  const id = useId();
  // The page's query changed (a search ran, or was cleared): the field shows it.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form
      method="get"
      role="search"
      onSubmit={submit}
      className={className}
      aria-label={`Search ${searches}`}
    >
      {/* Stacked on a phone, so the field is wide enough for its placeholder. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={id} className="sr-only">
            Search articles
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-crmgray-600"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={placeholder}
            maxLength={200}
            className="h-12 w-full rounded-lg border border-crmgray-300 bg-white pr-3 pl-9 text-base text-crmgray-900 placeholder:text-crmgray-600 focus:border-crmblue-600 focus:outline-2 focus:outline-crmblue-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400"
          />
        </div>
        <Button type="submit" size="lg" loading={searching}>
          Search
        </Button>
      </div>
    </form>
  );
}
