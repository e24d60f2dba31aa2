import { routes } from '@shared/routes';
/** The canonical compare URL (slugs in alphabetical order), so links never cost a redirect. */
export function comparePath(slugs: string[]): string {
  return routes.content.compare([...slugs].sort().join('-vs-'));
}
