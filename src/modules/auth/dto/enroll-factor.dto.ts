import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { EnrollFactorForm } from '@shared/forms/auth';

export class EnrollFactorDto implements EnrollFactorForm {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Use at most 100 characters.' })
  friendly_name?: string;
}
