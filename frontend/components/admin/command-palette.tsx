import * as RadixDialog from '@radix-ui/react-dialog';
import { router } from '@inertiajs/react';
import { Search, UserSearch } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { ADMIN_NAV, type AdminNavItem } from './admin-nav';
import { routes } from '@shared/routes';

interface Command {
  id: string;
  label: string;
  hint: string;
  href: string;
  icon: AdminNavItem['icon'];
}

const PAGES: Command[] = ADMIN_NAV.flatMap((group) =>
  group.items.map((item) => ({
    id: item.href,
    label: item.label,
    hint: group.label,
    href: item.href,
    icon: item.icon,
  })),
);

const NO_MATCH = 4;

/** Best first: the label starts with the text, a word of it does, it contains it, its group does. */
function rankOf(page: Command, text: string): number {
  const label = page.label.toLowerCase();
  if (label.startsWith(text)) return 0;
  if (label.split(/\s+/).some((word) => word.startsWith(text))) return 1;
  if (label.includes(text)) return 2;
  return page.hint.toLowerCase().includes(text) ? 3 : NO_MATCH;
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** What the palette offers for `query`: matching pages, and record lookups once it looks like an address. */
export function commandsFor(query: string): Command[] {
  const text = query.trim().toLowerCase();
  const pages = text
    ? PAGES.map((page) => ({ page, rank: rankOf(page, text) }))
        .filter((entry) => entry.rank < NO_MATCH)
        .sort((a, b) => a.rank - b.rank)
        .map((entry) => entry.page)
    : PAGES;
  if (!text.includes('@')) return pages;
  const lookups: Command[] = [
    {
      id: 'lookup-person',
      label: `Everything about ${text}`,
      hint: 'Data rights',
      href: routes.admin.dataRights({ email: text }),
      icon: UserSearch,
    },
    {
      id: 'lookup-contacts',
      label: `Contact submissions from ${text}`,
      hint: 'Leads',
      href: routes.leads.contacts({ q: text }),
      icon: Search,
    },
    {
      id: 'lookup-applications',
      label: `Jumpstart applications from ${text}`,
      hint: 'Leads',
      href: routes.leads.applications({ q: text }),
      icon: Search,
    },
    {
      id: 'lookup-responses',
      label: `Assessment responses from ${text}`,
      hint: 'Assessment',
      href: routes.assessment.responses({ q: text }),
      icon: Search,
    },
    {
      id: 'lookup-agreements',
      label: `Agreements for ${text}`,
      hint: 'Signing',
      href: routes.signing.list({ q: text }),
      icon: Search,
    },
  ];
  return [...(looksLikeEmail(text) ? lookups : lookups.slice(1)), ...pages];
}

/** Ctrl/⌘-K (with `shortcut`): jump to any back-office page, or look up a person by email. Arrow keys move, Enter opens. */
export function CommandPalette({ shortcut = false }: { shortcut?: boolean }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const commands = useMemo(() => commandsFor(query), [query]);

  useEffect(() => {
    // Both the sidebar and the phone menu hold a palette; one of them answers the shortcut.
    if (!shortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcut]);

  const go = (command: Command | undefined) => {
    if (!command) return;
    setOpen(false);
    setQuery('');
    router.visit(command.href);
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        setQuery('');
        setActive(0);
      }}
    >
      <RadixDialog.Trigger asChild>
        <button
          type="button"
          className="flex w-full items-center gap-2 rounded-md border border-crmgray-200 px-3 py-1.5 text-left text-sm text-crmgray-600 hover:bg-crmgray-100 dark:border-zinc-700 dark:text-zinc-400 dark:hover:bg-zinc-800"
        >
          <Search className="size-4" aria-hidden="true" />
          <span className="flex-1">Go to…</span>
          <kbd className="rounded border border-crmgray-200 px-1 font-sans text-xs dark:border-zinc-700">
            Ctrl K
          </kbd>
        </button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content className="fixed top-[10vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none dark:bg-zinc-900">
          <RadixDialog.Title className="sr-only">Go to a page or look up a person</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">
            Type a page name, or an email address to find a person&apos;s records. Arrow keys choose, Enter
            opens.
          </RadixDialog.Description>
          <div className="flex items-center gap-2 border-b border-crmgray-200 px-4 dark:border-zinc-800">
            <Search className="size-4 text-crmgray-500" aria-hidden="true" />
            <input
              autoFocus
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={commands[active] ? `${listId}-${active}` : undefined}
              aria-label="Page or email address"
              placeholder="Page or email…"
              value={query}
              maxLength={254}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  setActive((index) => Math.min(index + 1, commands.length - 1));
                } else if (event.key === 'ArrowUp') {
                  event.preventDefault();
                  setActive((index) => Math.max(index - 1, 0));
                } else if (event.key === 'Enter') {
                  event.preventDefault();
                  go(commands[active]);
                }
              }}
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-crmgray-500"
            />
          </div>
          <ul id={listId} role="listbox" aria-label="Results" className="max-h-80 overflow-y-auto p-2">
            {commands.length === 0 && (
              <li className="px-3 py-6 text-center text-sm text-crmgray-600 dark:text-zinc-400">
                No page matches. Type a full email address to look up a person.
              </li>
            )}
            {commands.map((command, index) => (
              <li
                key={command.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(command)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                  index === active
                    ? 'bg-crmblue-50 text-crmblue-900 dark:bg-crmblue-950 dark:text-crmblue-100'
                    : 'text-crmgray-800 dark:text-zinc-200',
                )}
              >
                <command.icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{command.label}</span>
                <span className="text-xs text-crmgray-600 dark:text-zinc-400">{command.hint}</span>
              </li>
            ))}
          </ul>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
