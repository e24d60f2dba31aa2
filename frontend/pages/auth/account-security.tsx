import { FormAlert } from '@/components/ui/text-field';
import { Head, router, useForm } from '@inertiajs/react';
import { KeyRound, Laptop, Link2, ShieldCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { Button, buttonStyles } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDate, formatDateTime } from '@shared/dates';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type {
  AccountFactor,
  AccountIdentity,
  PageProps,
  PendingFactorSetup,
  SignedInDevice,
} from '@shared/pages';
import type { SignInProviderButton } from '@shared/forms/sign-in-providers';
import { routes } from '@shared/routes';
import type { EnrollFactorForm, TotpCodeForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

/** The signed-in user's password and two-step verification (TOTP with an authenticator app). */
export default function AccountSecurity({
  email,
  passwordNeedsCode,
  factors,
  devices,
  setup,
  totpRequired,
  identities,
  connectable,
}: PageProps<'auth/account-security'>) {
  return (
    <>
      <Head title="Account security">
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
        <header>
          <h1 className="text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">Account security</h1>
          <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">Signed in as {email}</p>
        </header>

        {totpRequired && factors.length === 0 && (
          <FormAlert
            tone="info"
            message="Your team requires two-step verification for every admin. Set up an authenticator below; the back office opens once it is verified."
          />
        )}

        <Section icon={<Smartphone className="size-5" aria-hidden="true" />} title="Two-step verification">
          {setup ? (
            <SetupFactor setup={setup} />
          ) : factors.length > 0 ? (
            <FactorList factors={factors} />
          ) : (
            <StartSetup />
          )}
        </Section>

        <Section icon={<KeyRound className="size-5" aria-hidden="true" />} title="Password">
          <p className="mb-4 text-sm text-crmgray-600 dark:text-zinc-400">
            Changing it signs you out on your other devices.
          </p>
          <NewPasswordForm
            action={routes.auth.changePassword()}
            method="put"
            askCode={passwordNeedsCode}
            submitLabel="Change password"
          />
        </Section>

        {(identities.some((identity) => identity.provider !== 'email') || connectable.length > 0) && (
          <Section icon={<Link2 className="size-5" aria-hidden="true" />} title="Ways to sign in">
            <IdentityList identities={identities} connectable={connectable} />
          </Section>
        )}

        <Section icon={<Laptop className="size-5" aria-hidden="true" />} title="Where you are signed in">
          <DeviceList devices={devices} />
        </Section>

        <form
          method="post"
          action={routes.auth.signOut()}
          onSubmit={(event) => {
            event.preventDefault();
            router.post(routes.auth.signOut());
          }}
        >
          <Button type="submit" variant="secondary">
            Sign out
          </Button>
        </form>
      </div>
    </>
  );
}

function Section({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${title}-heading`}
      className="rounded-xl border border-crmgray-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id={`${title}-heading`}
        className="mb-4 flex items-center gap-2 text-lg font-semibold text-crmgray-950 dark:text-zinc-50"
      >
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function StartSetup() {
  const form = useForm<FormState<EnrollFactorForm>>({ friendly_name: '' });
  return (
    <form
      method="post"
      action={routes.auth.enrollFactor()}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        form.post(routes.auth.enrollFactor());
      }}
    >
      <p className="text-sm text-crmgray-700 dark:text-zinc-300">
        Off. With it on, signing in also needs a 6-digit code from an authenticator app on your phone (for
        example 1Password, Google Authenticator or Microsoft Authenticator).
      </p>
      <TextField
        label="Name for this device (optional)"
        placeholder="Work phone"
        value={form.data.friendly_name}
        onChange={(event) => form.setData('friendly_name', event.target.value)}
        error={form.errors.friendly_name}
      />
      <Button type="submit" loading={form.processing}>
        Set up an authenticator app
      </Button>
    </form>
  );
}

function SetupFactor({ setup }: { setup: PendingFactorSetup }) {
  const form = useForm<FormState<TotpCodeForm>>({ code: '' });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-crmgray-700 dark:text-zinc-300">
        <li>Scan this QR code with your authenticator app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.totp.qr_code}
        alt="QR code to add this account to an authenticator app"
        width={180}
        height={180}
        className="rounded-lg border border-crmgray-200 bg-white p-2"
      />
      <div className="text-sm">
        <p className="text-crmgray-600 dark:text-zinc-400">Cannot scan? Enter this key in the app instead:</p>
        <code
          data-testid="totp-secret"
          className="mt-1 block break-all rounded bg-crmgray-100 px-2 py-1 font-mono text-crmgray-900 dark:bg-zinc-800 dark:text-zinc-100"
        >
          {setup.totp.secret}
        </code>
      </div>
      <form
        method="post"
        action={routes.auth.confirmFactor(setup.id)}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(routes.auth.confirmFactor(setup.id), { onError: () => form.reset('code') });
        }}
      >
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={form.data.code}
          onChange={(event) => form.setData('code', event.target.value)}
          error={form.errors.code}
        />
        <div className="flex gap-3">
          <Button type="submit" loading={form.processing}>
            Turn on two-step verification
          </Button>
          <Button variant="ghost" onClick={() => router.delete(routes.auth.removeFactor(setup.id))}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function DeviceList({ devices }: { devices: SignedInDevice[] }) {
  const others = devices.filter((device) => !device.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-crmgray-200 rounded-lg border border-crmgray-200 dark:divide-zinc-800 dark:border-zinc-800">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-crmgray-950 dark:text-zinc-50">{device.device}</span>
              {device.current && (
                <span className="ml-2 rounded-full bg-crmturquoise-50 px-2 py-0.5 text-xs font-medium text-crmturquoise-800 dark:bg-crmturquoise-950 dark:text-crmturquoise-200">
                  This device
                </span>
              )}
              <span className="block text-crmgray-600 dark:text-zinc-400">
                {[
                  `Signed in ${formatDate(device.signedInAt)}`,
                  `last active ${formatDateTime(device.lastActiveAt)}`,
                  device.ipAddress,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            {!device.current && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => router.delete(routes.auth.signOutDevice(device.id), { preserveScroll: true })}
              >
                Sign out<span className="sr-only"> {device.device}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <ConfirmButton
          label="Sign out everywhere else"
          title="Sign out on every other device?"
          description={`The ${others === 1 ? 'other device' : `${others} other devices`} will need to sign in again. This one stays signed in.`}
          confirmLabel="Sign them out"
          action={routes.auth.signOutOtherDevices()}
          variant="secondary"
        />
      ) : (
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">You are signed in on this device only.</p>
      )}
    </div>
  );
}

function FactorList({ factors }: { factors: AccountFactor[] }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm font-medium text-crmturquoise-700 dark:text-crmturquoise-300">
        <ShieldCheck className="size-4" aria-hidden="true" /> On: signing in asks for a code from your app.
      </p>
      <ul className="divide-y divide-crmgray-200 rounded-lg border border-crmgray-200 dark:divide-zinc-800 dark:border-zinc-800">
        {factors.map((factor) => (
          <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <span>
              <span className="font-medium">{factor.friendlyName ?? 'Authenticator app'}</span>
              <span className="block text-crmgray-600 dark:text-zinc-400">
                Added {formatDate(factor.createdAt)}
              </span>
            </span>
            {confirming === factor.id ? (
              <span className="flex gap-2">
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={() => router.delete(routes.auth.removeFactor(factor.id))}
                >
                  Remove it
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
              </span>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setConfirming(factor.id)}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function IdentityList({
  identities,
  connectable,
}: {
  identities: AccountIdentity[];
  connectable: SignInProviderButton[];
}) {
  const last = identities.length <= 1;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-crmgray-200 rounded-lg border border-crmgray-200 dark:divide-zinc-800 dark:border-zinc-800">
        {identities.map((identity) => (
          <li
            key={identity.id}
            data-identity={identity.provider}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
          >
            <span className="min-w-0">
              <span className="font-medium text-crmgray-950 dark:text-zinc-50">{identity.label}</span>
              <span className="block break-all text-crmgray-600 dark:text-zinc-400">
                {[
                  identity.provider === 'email' ? null : identity.email,
                  identity.lastSignInAt
                    ? `last used ${formatDateTime(identity.lastSignInAt)}`
                    : 'not used yet',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            {last ? (
              <span className="text-crmgray-600 dark:text-zinc-400">Your only way to sign in</span>
            ) : (
              <ConfirmButton
                label={
                  <>
                    Disconnect<span className="sr-only"> {identity.label}</span>
                  </>
                }
                title={`Disconnect ${identity.label}?`}
                description={
                  identity.provider === 'email'
                    ? 'Your password stops working. You can still sign in with a code sent to your email, or with the providers you keep.'
                    : `${identity.label} no longer signs you in to this account. You can connect it again later.`
                }
                confirmLabel="Disconnect"
                action={routes.auth.disconnectIdentity(identity.id)}
                method="delete"
                variant="secondary"
                size="sm"
              />
            )}
          </li>
        ))}
      </ul>
      {connectable.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {connectable.map((provider) => (
            <li key={provider.name}>
              <a href={provider.href} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                Connect {provider.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
