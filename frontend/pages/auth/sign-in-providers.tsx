import { Link } from '@inertiajs/react';
import { KeyRound, Plus } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const KIND_LABELS = { google: 'Google', azure: 'Microsoft', oidc: 'OpenID Connect' } as const;

/** `/admin/settings/sign-in-providers`: who may sign in with which provider. Secrets are never shown. */
export default function SignInProviders({ providers, callbackUrl }: PageProps<'auth/sign-in-providers'>) {
  return (
    <>
      <AdminPageHeader
        title="Sign-in providers"
        description="Google, Microsoft or your company's OpenID Connect provider on the sign-in pages. Register this redirect URI with each provider:"
      >
        {providers.length > 0 && (
          <Link href={routes.auth.newSignInProviderPage()} className={buttonStyles({ variant: 'primary' })}>
            <Plus className="size-4" aria-hidden="true" />
            Add a provider
          </Link>
        )}
      </AdminPageHeader>
      <p className="-mt-4 mb-6 text-sm">
        <code className="rounded bg-crmgray-100 px-1.5 py-0.5 font-mono break-all dark:bg-zinc-800">
          {callbackUrl}
        </code>
      </p>
      {providers.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          title="No sign-in providers yet"
          action={{ label: 'Add a provider', href: routes.auth.newSignInProviderPage() }}
        >
          Everyone signs in with a password or an emailed code. Add Google, Microsoft or another OpenID
          Connect provider to offer &ldquo;Continue with&rdquo; buttons.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-crmgray-100 rounded-xl border border-crmgray-200 bg-white text-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
          {providers.map((provider) => (
            <li
              key={provider.id}
              data-provider={provider.name}
              className="flex flex-wrap items-center gap-3 px-4 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-crmgray-950 dark:text-zinc-50">
                  <Link
                    href={routes.auth.signInProviderPage(provider.id)}
                    className="underline-offset-2 hover:underline"
                  >
                    {provider.label}
                  </Link>{' '}
                  <span className="font-normal text-crmgray-600 dark:text-zinc-400">
                    ({KIND_LABELS[provider.kind]}, <code className="font-mono">{provider.name}</code>)
                  </span>
                </p>
                <p className="break-all text-crmgray-600 dark:text-zinc-400">{provider.issuer}</p>
                <p className="text-crmgray-600 dark:text-zinc-400">
                  {[
                    provider.clientsMaySignIn ? 'Clients' : null,
                    provider.adminsMaySignIn
                      ? `admins (${provider.requireTwoStep ? 'then their authenticator code' : 'provider counts as two-step'})`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' and ') || 'Nobody yet'}
                  {' · '}
                  {provider.domains.length ? provider.domains.join(', ') : 'any email domain'}
                  {' · '}Changed {formatDateTime(provider.updatedAt)}
                </p>
              </div>
              <StatusBadge status={provider.enabled ? 'enabled' : 'disabled'} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
