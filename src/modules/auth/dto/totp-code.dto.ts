import { Matches } from 'class-validator';

export class TotpCodeDto {
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  code: string;
}
