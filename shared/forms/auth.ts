/** The bodies of the sign-in and account pages' forms (src/modules/auth/dto). */

export interface SignInForm {
  email: string;
  password: string;
}

/** The 6-digit code of an authenticator app (sign-in's second step, confirming a new authenticator). */
export interface TotpCodeForm {
  code: string;
}

/** The client area's sign-in code, with the address it was sent to. */
export interface ClientCodeForm {
  email: string;
  code: string;
}

/** The emailed sign-in link, posted by its page's button. */
export interface ClientLinkForm {
  email: string;
  token: string;
}

export interface EmailOnlyForm {
  email: string;
}

/** A new password, typed twice; `nonce` is the reauthentication code when changing it signed in. */
export interface NewPasswordForm {
  nonce?: string;
  password: string;
  password_confirmation: string;
}

export interface EnrollFactorForm {
  friendly_name?: string;
}

/** The button of an emailed link's landing page. */
export interface VerifyLinkForm {
  token: string;
  type: string;
  redirect_to?: string;
}

export interface SignOutForm {
  redirect_to?: string;
}
