/** The bodies of the admin module's forms (src/modules/admin/dto); the settings form is SiteSettingsValues. */

/** An address to invite to the team, or to look up on the data-rights page. */
export interface EmailForm {
  email: string;
}

/** Erasure repeats the address as confirmation. */
export interface EraseForm extends EmailForm {
  confirm: string;
}
