import { Link, useForm } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { CheckboxField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import {
  PROVIDER_KIND_DEFAULTS,
  type SignInProviderForm,
  type SignInProviderKindValue,
} from '@shared/forms/sign-in-providers';
import type { FormState } from '@shared/forms/form-state';

const KINDS = [
  { value: 'google', label: 'Google (Workspace or personal accounts)' },
  { value: 'azure', label: 'Microsoft (Entra ID)' },
  { value: 'oidc', label: 'Another OpenID Connect provider (Okta, Auth0, Keycloak…)' },
] as const;

/** Add or change one sign-in provider; the client secret is write-only. */
export default function SignInProvider({ provider, callbackUrl }: PageProps<'auth/sign-in-provider'>) {
  const form = useForm<FormState<SignInProviderForm>>({
    kind: provider?.kind ?? 'google',
    name: provider?.name ?? PROVIDER_KIND_DEFAULTS.google.name,
    label: provider?.label ?? PROVIDER_KIND_DEFAULTS.google.label,
    issuer: provider?.issuer ?? PROVIDER_KIND_DEFAULTS.google.issuer,
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    domains: provider?.domains.join('\n') ?? '',
    enabled: provider?.enabled ?? true,
    clientsMaySignIn: provider?.clientsMaySignIn ?? true,
    adminsMaySignIn: provider?.adminsMaySignIn ?? false,
    requireTwoStep: provider?.requireTwoStep ?? true,
  });
  const errors = form.errors as Record<string, string | undefined>;
  const chooseKind = (kind: SignInProviderKindValue) => {
    const defaults = PROVIDER_KIND_DEFAULTS[kind];
    form.setData({ ...form.data, kind, name: defaults.name, label: defaults.label, issuer: defaults.issuer });
  };
  return (
    <>
      <AdminPageHeader
        title={provider ? `${provider.label} sign-in` : 'Add a sign-in provider'}
        description="People see “Continue with …” on the sign-in pages you allow below."
      >
        <Link
          href={routes.auth.signInProvidersPage()}
          className="text-sm text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
        >
          All providers
        </Link>
      </AdminPageHeader>
      <form
        method="post"
        action={provider ? routes.auth.updateSignInProvider(provider.id) : routes.auth.createSignInProvider()}
        noValidate
        className="grid gap-6 xl:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(
            provider ? routes.auth.updateSignInProvider(provider.id) : routes.auth.createSignInProvider(),
            { onFinish: () => form.reset('clientSecret') },
          );
        }}
      >
        <Panel title="Provider" className="space-y-4 xl:col-span-2">
          <div className="space-y-4">
            {provider ? null : (
              <ChoiceGroup
                legend="Kind"
                options={KINDS}
                value={form.data.kind}
                onChange={(value) => chooseKind(value as SignInProviderKindValue)}
                error={errors.kind}
              />
            )}
            <TextField
              label="Button label"
              hint="After “Continue with”, for example Google or Acme SSO."
              value={form.data.label}
              onChange={(event) => form.setData('label', event.target.value)}
              error={errors.label}
            />
            <TextField
              label="Provider name"
              hint={
                provider
                  ? 'Apps send this name to sign in; it cannot change.'
                  : 'What apps send as provider (google and azure match Supabase clients). It cannot change later.'
              }
              value={form.data.name}
              disabled={Boolean(provider)}
              onChange={(event) => form.setData('name', event.target.value)}
              error={errors.name}
            />
            <TextField
              label="Issuer"
              type="url"
              hint="The provider's OpenID Connect issuer address; we read its configuration when you save."
              value={form.data.issuer}
              onChange={(event) => form.setData('issuer', event.target.value)}
              error={errors.issuer}
            />
            <TextField
              label="Client id"
              autoComplete="off"
              value={form.data.clientId}
              onChange={(event) => form.setData('clientId', event.target.value)}
              error={errors.clientId}
            />
            <TextField
              label="Client secret"
              type="password"
              autoComplete="new-password"
              hint={
                provider
                  ? 'Saved and never shown again. Leave blank to keep it; enter a new one to replace it.'
                  : 'Stored encrypted and never shown again.'
              }
              value={form.data.clientSecret}
              onChange={(event) => form.setData('clientSecret', event.target.value)}
              error={errors.clientSecret}
            />
            <p className="text-sm text-crmgray-600 dark:text-zinc-400">
              Redirect URI to register with the provider:{' '}
              <code className="font-mono break-all text-crmgray-900 dark:text-zinc-100">{callbackUrl}</code>
            </p>
          </div>
        </Panel>
        <div className="space-y-6">
          <Panel title="Who may use it" className="space-y-4">
            <div className="space-y-4">
              <CheckboxField
                label="On: show it on the sign-in pages"
                checked={form.data.enabled}
                onChange={(checked) => form.setData('enabled', checked)}
                error={errors.enabled}
              />
              <CheckboxField
                label="Clients may sign in with it (and new clients get an account)"
                checked={form.data.clientsMaySignIn}
                onChange={(checked) => form.setData('clientsMaySignIn', checked)}
                error={errors.clientsMaySignIn}
              />
              <CheckboxField
                label="Admins may sign in with it"
                checked={form.data.adminsMaySignIn}
                onChange={(checked) => form.setData('adminsMaySignIn', checked)}
                error={errors.adminsMaySignIn}
              />
              <CheckboxField
                label="Admins still enter their authenticator code afterwards (recommended unless the provider enforces its own two-step)"
                checked={form.data.requireTwoStep}
                onChange={(checked) => form.setData('requireTwoStep', checked)}
                error={errors.requireTwoStep}
              />
              <TextAreaField
                label="Email domains"
                hint="One per line, for example example.com. Only these addresses may sign in, and POST /sso finds this provider by them. Empty: any domain."
                className="[&_textarea]:min-h-24"
                value={form.data.domains}
                onChange={(event) => form.setData('domains', event.target.value)}
                error={
                  errors.domains ?? Object.entries(errors).find(([key]) => key.startsWith('domains.'))?.[1]
                }
              />
            </div>
          </Panel>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={form.processing}>
              {provider ? 'Save changes' : 'Add provider'}
            </Button>
            {provider && (
              <ConfirmButton
                variant="secondary"
                label="Remove"
                title={`Remove ${provider.label} sign-in?`}
                description="Its button leaves the sign-in pages. People who used it sign in with their email instead; their accounts stay."
                confirmLabel="Remove"
                action={routes.auth.deleteSignInProvider(provider.id)}
              />
            )}
          </div>
        </div>
      </form>
    </>
  );
}
