import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, Min } from 'class-validator';
import { SEVERITIES, Severity } from '../error-scrubber';

/** SPEC §3 "Error log record". Lengths are not refused here: the scrubber cuts them. */
export class LogErrorDto {
  @IsString({ message: 'error_type must be text.' })
  @IsNotEmpty({ message: 'error_type is required.' })
  error_type: string;

  @IsOptional()
  @IsIn(SEVERITIES, { message: `severity must be one of ${SEVERITIES.join(', ')}.` })
  severity?: Severity;

  @IsString({ message: 'message must be text.' })
  @IsNotEmpty({ message: 'message is required.' })
  message: string;

  @IsOptional() @IsString({ message: 'stack_trace must be text.' }) stack_trace?: string | null;
  @IsOptional() @IsString({ message: 'error_name must be text.' }) error_name?: string | null;
  @IsOptional() @IsString({ message: 'url must be text.' }) url?: string | null;
  @IsOptional() @IsString({ message: 'user_agent must be text.' }) user_agent?: string | null;
  @IsOptional() @IsString({ message: 'component_name must be text.' }) component_name?: string | null;
  @IsOptional() @IsString({ message: 'component_file must be text.' }) component_file?: string | null;

  @IsOptional()
  @IsInt({ message: 'status_code must be a whole number.' })
  @Min(100, { message: 'status_code must be an HTTP status (100–599).' })
  @Max(599, { message: 'status_code must be an HTTP status (100–599).' })
  status_code?: number | null;

  @IsOptional() @IsString({ message: 'user_id must be text.' }) user_id?: string | null;
  @IsOptional() @IsString({ message: 'session_id must be text.' }) session_id?: string | null;

  @IsOptional()
  @IsObject({ message: 'metadata must be an object.' })
  metadata?: Record<string, unknown> | null;
}
