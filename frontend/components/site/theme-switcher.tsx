import { router, usePage } from '@inertiajs/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { SharedProps } from '@shared/shared-props';
import { routes } from '@shared/routes';

const OPTIONS = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
] as const;

/** Saves the theme server-side (so the first paint is right) and applies it at once. */
export function ThemeSwitcher() {
  const { theme } = usePage<SharedProps>().props;
  const [pending, setPending] = useState(false);

  const choose = (value: SharedProps['theme']) => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    if (value !== 'system') root.classList.add(value);
    router.put(
      routes.preferences.updateTheme(),
      { theme: value },
      { preserveScroll: true, onStart: () => setPending(true), onFinish: () => setPending(false) },
    );
  };

  return (
    <fieldset
      className="flex items-center gap-1 rounded-lg border border-crmgray-200 p-0.5 dark:border-zinc-700"
      aria-busy={pending}
    >
      <legend className="sr-only">Colour theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          onClick={() => choose(value)}
          aria-pressed={theme === value}
          title={`${label} theme`}
          className={cn(
            'flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium transition-colors',
            theme === value
              ? 'bg-crmgray-100 text-crmgray-900 dark:bg-zinc-800 dark:text-zinc-100'
              : 'text-crmgray-600 hover:text-crmgray-900 dark:text-zinc-400 dark:hover:text-zinc-100',
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
