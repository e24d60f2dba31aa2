import { Body, Controller, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { RATE_LIMIT_KEYS, RateLimit, RateLimitGuard, RateLimitRule } from '@common/rate-limit/rate-limit';
import { flattenValidationErrors } from '@common/errors/invalid-fields';
import { SiteSettings } from '@modules/settings';
import { LogErrorDto } from './dto/log-error.dto';
import { ErrorLogService } from './error-log.service';
import { scrubErrorReport } from './error-scrubber';
import { ErrorLogError } from './error-log.error';
import { CsrfExempt, StripsNul } from '@common/http/path-policies';

/** A page in a crash loop sends a burst; a flood from one address is not a bug report. */
const LOG_ERROR_RATE_LIMIT: RateLimitRule = {
  name: 'log-error',
  limit: 60,
  windowSeconds: 60,
  key: RATE_LIMIT_KEYS.ip,
  field: 'form',
  message: 'Too many error reports.',
};

/** SPEC §7 `POST /api/log-error`: the browser's error reports (64 KB at most; see app.factory). */
@Controller('api')
export class ErrorLogController {
  constructor(
    private readonly errorLog: ErrorLogService,
    private readonly settings: SiteSettings,
  ) {}

  // A beacon from any page, even one whose CSRF cookie is gone; it writes nothing a visitor can use.
  // Reports quote what the browser had; the scrubber normalises keys with NUL characters inside.
  @Post('log-error')
  @CsrfExempt()
  @StripsNul()
  @HttpCode(202)
  @UseGuards(RateLimitGuard)
  @RateLimit(LOG_ERROR_RATE_LIMIT)
  async logError(
    @Body() body: unknown,
    @Headers('x-error-log-token') token: string | undefined,
    @Req() req: Request,
  ) {
    this.checkToken(token);
    const report = await parseReport(body);
    // Who sent it comes from the server's own session, never from what the page says (an anonymous
    // report could otherwise pin an error on any user).
    report.user_id = req.auth?.user.id ?? null;
    report.session_id = req.auth?.session.id ?? null;
    const result = await this.errorLog.record(scrubErrorReport(report), 'client', { ip: String(req.ip) });
    return { accepted: true, stored: result.stored };
  }

  private checkToken(token: string | undefined): void {
    if (!this.settings.acceptsErrorLogToken(token)) {
      throw new ErrorLogError(
        401,
        'error_log.token_required',
        'A valid x-error-log-token header is required.',
      );
    }
  }
}

/** Wrong shapes and types are the sender's mistake: 400 with a message per field. */
async function parseReport(body: unknown): Promise<LogErrorDto> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ErrorLogError(
      400,
      'error_log.not_an_object',
      'The body must be a JSON object (an error log record).',
    );
  }
  const report = plainToInstance(LogErrorDto, body);
  const errors = await validate(report, { whitelist: true, stopAtFirstError: true });
  if (errors.length > 0) {
    throw new ErrorLogError(400, 'error_log.invalid_report', 'The error report is not valid.', {
      errors: flattenValidationErrors(errors),
    });
  }
  return report;
}
