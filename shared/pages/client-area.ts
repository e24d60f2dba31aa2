import type { ClientSection } from '../client-records';
import { page, type ModulePages } from './page';

export type * from '../client-records';

/** Props of the client's home, `/account` (src/modules/client-area). */

export interface ClientHomeProps {
  email: string;
  /** Records attach only to a verified address. */
  verified: boolean;
  sections: ClientSection[];
}

/** The client area's pages: name (its file under frontend/pages), props and layout. */
export const clientAreaPages = {
  'client-area/home': page<ClientHomeProps>('default'),
} satisfies ModulePages<'client-area'>;
