import { Body, Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { cookieOptions } from '@common/http/cookie-options';
import { ExpensiveRoute, LOOKUP_BY_ID, RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AnalyticsService } from '@modules/analytics';
import { ResultEmails, withFormTime } from '@modules/leads';
import { scoreAudit } from '@shared/tools/lead-audit';
import { LeadAuditDto } from './dto/lead-audit.dto';
import { ResultEmailDto } from './dto/result-email.dto';
import { LeadAudit } from './entities/lead-audit.entity';
import { LEAD_AUDIT_PDF } from './cpu-tasks';
import { leadAuditEmail } from './lead-audit-email';
import { LeadAudits } from './lead-audits.service';
import { TOOL_RATE_LIMITS } from './tool-rate-limits';
import { ToolsError } from './tools.error';
import { routes } from '@shared/routes';

const AUDIT_PATH = routes.tools.page();
/** The browser that took an audit keeps its owner token here (it may replace the results link). */
const OWNER_COOKIE = 'lead_audit_owner';
const resultsPath = (token: string) => `${AUDIT_PATH}/results/${token}`;

/**
 * `/inbound-lead-audit` (issue 20): the questions, the scored results behind an unguessable link the
 * owner can replace, and the full report by email (PDF attached, through the leads module).
 */
@Controller()
export class LeadAuditController {
  constructor(
    private readonly audits: LeadAudits,
    private readonly resultEmails: ResultEmails,
    private readonly analytics: AnalyticsService,
    private readonly config: AppConfig,
    private readonly cpu: CpuPool,
  ) {}

  /** The same questions for everyone: served from the output cache. */
  @Get('inbound-lead-audit')
  page(@Inertia() inertia: InertiaContext) {
    return inertia.render('tools/inbound-lead-audit', {}, { cacheable: true });
  }

  @Post('inbound-lead-audit')
  @UseGuards(RateLimitGuard)
  @RateLimit(TOOL_RATE_LIMITS.auditPerIp)
  async submit(
    @Body() body: LeadAuditDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const { audit, viewToken, ownerToken } = await this.audits.submit(body.answers, body.source_path ?? null);
    await this.analytics.goal('lead_audit_completed', { req, ref: audit.id });
    res.cookie(OWNER_COOKIE, ownerToken, {
      ...cookieOptions(this.config),
      path: AUDIT_PATH,
      maxAge: 365 * 86_400_000,
    });
    return inertia.redirect(resultsPath(viewToken));
  }

  /** The results: anyone with the link; the owner also may email the report and replace the link. */
  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('inbound-lead-audit/results/:token')
  async results(@Param('token') token: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const audit = await this.found(token, req);
    return inertia.render('tools/lead-audit-results', {
      result: scoreAudit(audit.answers),
      answers: audit.answers,
      takenAt: audit.createdAt.toISOString(),
      owner: this.audits.isOwner(audit, req.cookies?.[OWNER_COOKIE]),
      emailedTo: audit.email,
      token,
    });
  }

  /** The owner replaces the link: whoever had the old one can no longer open the results. */
  @Post('inbound-lead-audit/results/:token/new-link')
  async newLink(@Param('token') token: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const audit = await this.owned(token, req);
    const fresh = await this.audits.replaceLink(audit);
    inertia.toast('The old link no longer works', 'success', 'Share this page’s new address instead.');
    return inertia.redirect(resultsPath(fresh));
  }

  @Post('inbound-lead-audit/results/:token/email')
  @ExpensiveRoute(TOOL_RATE_LIMITS.emailPerIp, TOOL_RATE_LIMITS.emailPerAddress)
  async email(
    @Param('token') token: string,
    @Body() dto: ResultEmailDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const audit = await this.owned(token, req);
    const link = `${this.config.appUrl}${resultsPath(token)}`;
    const result = scoreAudit(audit.answers);
    const pdf = await this.cpu.run(LEAD_AUDIT_PDF, result, audit.answers, link);
    await this.resultEmails.send({
      form: withFormTime(dto, req),
      to: dto.email,
      ...leadAuditEmail(result, link, pdf),
      newsletter: dto.newsletter === true,
      page: AUDIT_PATH,
    });
    await this.audits.setEmail(audit, dto.email);
    inertia.toast('Report sent', 'success', 'Check your inbox: the full report is attached as a PDF.');
    return inertia.redirect(resultsPath(token));
  }

  private async found(token: string, req: Request): Promise<LeadAudit> {
    const audit = await this.audits.findByViewToken(token);
    if (!audit) throw new ToolsError(404, 'tools.not_found', `Page not found: ${req.path}`);
    return audit;
  }

  /** Only the browser that took the audit may act on it; others get the same 404 as a wrong link. */
  private async owned(token: string, req: Request): Promise<LeadAudit> {
    const audit = await this.found(token, req);
    if (!this.audits.isOwner(audit, req.cookies?.[OWNER_COOKIE]))
      throw new ToolsError(404, 'tools.not_found', `Page not found: ${req.path}`);
    return audit;
  }
}
