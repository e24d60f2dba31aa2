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

/** `/admin/clients?email=`: what every module knows about one person, for an admin. */
export interface ClientRecordProps {
  email: string;
  error: string | null;
  account: { role: string; createdAt: string; lastSignInAt: string | null; verified: boolean } | null;
  sections: ClientSection[];
}

/** The client area's pages: name (its file under frontend/pages), props and layout. */
export const clientAreaPages = {
  'client-area/home': page<ClientHomeProps>('default'),
  'client-area/client-record': page<ClientRecordProps>('admin'),
} satisfies ModulePages<'client-area'>;
