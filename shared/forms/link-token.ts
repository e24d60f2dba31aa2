/** The body of a button that uses an emailed link's token (POST, so mail scanners' GETs never use it). */
export interface LinkTokenForm {
  token: string;
}
