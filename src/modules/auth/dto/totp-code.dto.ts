import { Matches } from 'class-validator';
import type { TotpCodeForm } from '@shared/forms/auth';

export class TotpCodeDto implements TotpCodeForm {
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  code: string;
}
