import type { SignInProviderButton, SignInProviderSummary } from '../forms/sign-in-providers';
import { page, type ModulePages } from './page';
/** Props of the sign-in, account and email-link pages (src/modules/auth). */

export interface LoginProps {
  variant: 'client' | 'admin' | 'sign-admin';
  title: string;
  /** The path this page posts to (and its `/code` step). */
  action: string;
  step: 'password' | 'code';
  email: string | null;
  signedInAs: string | null;
  linkExpired: boolean;
  /** "Continue with …" buttons: the providers admins enabled for this page's audience. */
  providers: SignInProviderButton[];
}

/** `/account/sign-in`: a client's address, then the code emailed to it. */
export interface ClientSignInProps {
  email: string;
  codeSent: boolean;
  /** Opened from the emailed link: its token, posted by the page's button (null: the form). */
  linkToken: string | null;
  providers: SignInProviderButton[];
}

/** `/admin/settings/sign-in-providers`: the configured providers (never their secrets). */
export interface SignInProvidersProps {
  providers: SignInProviderSummary[];
  /** The redirect URI to register with each provider. */
  callbackUrl: string;
}

/** The add/edit form of one provider; `provider` null: a new one. */
export interface SignInProviderProps {
  provider: SignInProviderSummary | null;
  callbackUrl: string;
}

export interface ConfirmProps {
  email: string | null;
  isAdmin: boolean;
  needsPassword: boolean;
  hasFactor: boolean;
}

export interface VerifyLinkProps {
  token: string;
  type: string;
  redirectTo: string;
  purpose: string;
}

export interface CancelEmailChangeProps {
  token: string;
  result: 'cancelled' | 'expired' | null;
}

export interface AccountFactor {
  id: string;
  friendlyName: string | null;
  createdAt: string;
}

export interface PendingFactorSetup {
  id: string;
  type: 'totp';
  friendly_name: string | null;
  totp: { qr_code: string; secret: string; uri: string };
}

/** A device (a browser, an app) where the user is signed in: one live session. */
export interface SignedInDevice {
  id: string;
  /** "Chrome on Windows", from the browser's user agent. */
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  /** The session this page was opened in. */
  current: boolean;
}

/** One way to sign in: the password (`email`) or a provider's account. */
export interface AccountIdentity {
  id: string;
  provider: string;
  label: string;
  /** The provider account's address (it may differ from the account's). */
  email: string | null;
  lastSignInAt: string | null;
}

export interface AccountSecurityProps {
  email: string;
  aal: 'aal1' | 'aal2';
  /** A password change here needs an emailed code (no second factor proved in this session). */
  passwordNeedsCode: boolean;
  factors: AccountFactor[];
  devices: SignedInDevice[];
  setup: PendingFactorSetup | null;
  /** An admin sent here because the team requires two-step verification. */
  totpRequired: boolean;
  identities: AccountIdentity[];
  /** Providers this account may connect and has not yet. */
  connectable: SignInProviderButton[];
}

/** The auth module's pages: name (its file under frontend/pages), props and layout. */
export const authPages = {
  'auth/account-security': page<AccountSecurityProps>('default'),
  'auth/login': page<LoginProps>('auth'),
  'auth/client-sign-in': page<ClientSignInProps>('auth'),
  'auth/confirm': page<ConfirmProps>('auth'),
  'auth/forgot-password': page<{ sent: boolean }>('auth'),
  'auth/reset-password': page<{ email: string | null }>('auth'),
  'auth/verify-link': page<VerifyLinkProps>('auth'),
  'auth/cancel-email-change': page<CancelEmailChangeProps>('auth'),
  'auth/sign-in-providers': page<SignInProvidersProps>('admin'),
  'auth/sign-in-provider': page<SignInProviderProps>('admin'),
} satisfies ModulePages<'auth'>;
