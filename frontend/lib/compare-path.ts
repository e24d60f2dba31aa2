/** The canonical compare URL (slugs in alphabetical order), so links never cost a redirect. */
export function comparePath(slugs: string[]): string {
  return `/crm-compare/${[...slugs].sort().join('-vs-')}`;
}
