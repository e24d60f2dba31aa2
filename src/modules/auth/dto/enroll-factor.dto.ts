import { IsOptional, IsString, MaxLength } from 'class-validator';

export class EnrollFactorDto {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Use at most 100 characters.' })
  friendly_name?: string;
}
