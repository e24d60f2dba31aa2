import { KeyRound } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SignInProviderButton } from '@shared/forms/sign-in-providers';

/**
 * "Continue with Google" (and any provider admins enabled), above the page's own form. Plain links:
 * the browser leaves for the provider, so this is a full navigation, not an Inertia visit.
 */
export function ProviderButtons({ providers }: { providers: SignInProviderButton[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="mb-6 space-y-3">
      <ul className="space-y-2">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a href={provider.href} className={cn(buttonStyles({ variant: 'secondary' }), 'w-full')}>
              <KeyRound className="size-4" aria-hidden="true" />
              Continue with {provider.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-3 text-xs text-crmgray-600 uppercase dark:text-zinc-400">
        <span className="h-px flex-1 bg-crmgray-200 dark:bg-zinc-700" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-crmgray-200 dark:bg-zinc-700" aria-hidden="true" />
      </p>
    </div>
  );
}
