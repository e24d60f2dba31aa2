import { router } from '@inertiajs/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** Look a person up by email address: the back office's pages about one person (data rights, client record). */
export function EmailSearch({
  action,
  email,
  error,
}: {
  action: string;
  email: string;
  error: string | null;
}) {
  const [query, setQuery] = useState(email);
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="mb-6 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        router.get(action, { email: query.trim() });
      }}
    >
      <TextField
        label="Email address"
        type="email"
        className="w-full max-w-md"
        maxLength={254}
        required
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit">
        <Search className="size-4" aria-hidden="true" /> Find
      </Button>
    </form>
  );
}
