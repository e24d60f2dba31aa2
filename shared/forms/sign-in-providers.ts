/** The admin form of one OpenID Connect sign-in provider (issue 38). */
export type SignInProviderKindValue = 'google' | 'azure' | 'oidc';

export interface SignInProviderForm {
  kind: SignInProviderKindValue;
  /** The `provider` value apps send; fixed once the provider exists. */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  /** Blank when editing keeps the saved secret (it is never shown again). */
  clientSecret: string;
  /** Email domains, one per line or comma-separated; empty: any domain. */
  domains: string;
  enabled: boolean;
  clientsMaySignIn: boolean;
  adminsMaySignIn: boolean;
  requireTwoStep: boolean;
}

/** Where each kind's issuer lives (Microsoft's includes the organisation's tenant id). */
export const PROVIDER_KIND_DEFAULTS: Record<
  SignInProviderKindValue,
  { name: string; label: string; issuer: string }
> = {
  google: { name: 'google', label: 'Google', issuer: 'https://accounts.google.com' },
  azure: {
    name: 'azure',
    label: 'Microsoft',
    issuer: 'https://login.microsoftonline.com/<tenant id>/v2.0',
  },
  oidc: { name: '', label: '', issuer: 'https://' },
};

/** A provider as the admin list and the edit form see it: the secret is never part of it. */
export interface SignInProviderSummary {
  id: string;
  kind: SignInProviderKindValue;
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  domains: string[];
  enabled: boolean;
  clientsMaySignIn: boolean;
  adminsMaySignIn: boolean;
  requireTwoStep: boolean;
  updatedAt: string;
}

/** A "Continue with …" button on a sign-in page. */
export interface SignInProviderButton {
  name: string;
  label: string;
  href: string;
}
