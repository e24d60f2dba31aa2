import { Injectable } from '@nestjs/common';
import { ClientRecords } from '@common/clients/client-records';
import type { ClientHomeProps } from '@shared/pages/client-area';
import { ClientAreaError } from './client-area.error';

/**
 * The client's home: every module's records of the signed-in person. Only a verified address
 * attaches records; an unverified one sees the sections empty, with a note.
 */
@Injectable()
export class ClientHome {
  constructor(private readonly records: ClientRecords) {}

  /** The signed-in address, when verified: what a client's own data requests are about (403 otherwise). */
  verifiedEmail(user: { email: string; emailConfirmedAt: Date | null }): string {
    if (!user.emailConfirmedAt)
      throw new ClientAreaError(
        403,
        'client_area.unverified',
        'Confirm your email address first: your records attach only to a confirmed address.',
      );
    return user.email.toLowerCase();
  }

  async forUser(user: { email: string; emailConfirmedAt: Date | null }): Promise<ClientHomeProps> {
    const verified = Boolean(user.emailConfirmedAt);
    const sections = verified ? await this.records.sections(user.email) : [];
    return { email: user.email, verified, sections };
  }
}
