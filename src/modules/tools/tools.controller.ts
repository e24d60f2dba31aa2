import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { ExpensiveRoute, FILE_DOWNLOADS, RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { CpuPool } from '@common/workers/cpu-pool';
import { CpuResultCache } from '@common/workers/cpu-result-cache';
import { AppConfig } from '@config/app-config';
import { ResultEmails, withFormTime } from '@modules/leads';
import { hubspotCsv, pipedriveCsv } from '@shared/tools/pipeline-export';
import { advancedCsv, advancedPipedriveCsv } from '@shared/tools/advanced-export';
import { advancedQuery, generateAdvanced, parseAdvancedInputs } from '@shared/tools/advanced-pipeline';
import { generatePipeline, parsePipelineInputs } from '@shared/tools/sales-stages';
import { PipelineEmailDto } from './dto/pipeline-email.dto';
import { pipelineEmail } from './pipeline-email';
import { PIPELINE_PDF } from './cpu-tasks';
import { TOOL_RATE_LIMITS } from './tool-rate-limits';
import { ToolsError } from './tools.error';
import { routes } from '@shared/routes';

const CSV_FORMATS = { hubspot: hubspotCsv, pipedrive: pipedriveCsv } as const;
/** The advanced generator's answers are a few fixed choices: every design's PDF fits in memory many times over. */
const PIPELINE_PDF_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The free tools (issue 20). The pages compute their results in the browser from the same pure
 * modules (shared/tools); the server renders the page for the answers in the URL and makes the files.
 */
@Controller()
export class ToolsController {
  private readonly pipelinePdfs: CpuResultCache<typeof PIPELINE_PDF>;

  constructor(
    private readonly resultEmails: ResultEmails,
    private readonly config: AppConfig,
    cpu: CpuPool,
  ) {
    this.pipelinePdfs = new CpuResultCache(cpu, PIPELINE_PDF, { maxBytes: PIPELINE_PDF_CACHE_BYTES });
  }

  /** Every visitor sees the same page for the same URL: served from the output cache. */
  @Get('sales-stage-generator')
  salesStageGenerator(@Query() query: Record<string, unknown>, @Inertia() inertia: InertiaContext) {
    // Unknown answers in a shared link fall back to the defaults: a page, not an error.
    const { inputs } = parsePipelineInputs(query);
    return inertia.render('tools/sales-stage-generator', { inputs }, { cacheable: true });
  }

  /** "Email it to me": the pipeline as text with both CSV files, and the newsletter when ticked. */
  @Post('sales-stage-generator/email')
  @UseGuards(RateLimitGuard)
  @RateLimit(TOOL_RATE_LIMITS.emailPerIp, TOOL_RATE_LIMITS.emailPerAddress)
  async emailPipeline(
    @Body() dto: PipelineEmailDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const { email, newsletter, model, motion, dealSize, cycle } = dto;
    const pipeline = generatePipeline({ model, motion, dealSize, cycle });
    await this.resultEmails.send({
      form: withFormTime(dto, req),
      to: email,
      ...pipelineEmail(pipeline, this.config.appUrl),
      newsletter: newsletter === true,
      page: routes.tools.salesStageGenerator(),
    });
    inertia.toast(
      'Pipeline sent',
      'success',
      newsletter
        ? 'Check your inbox: the pipeline, and a link to confirm the newsletter.'
        : 'Check your inbox.',
    );
    return inertia.back();
  }

  /** `/sales-stage-generator/hubspot.csv?model=…`: the set-up sheet (docs/tools.md). */
  @Get('sales-stage-generator/:file')
  @ExpensiveRoute(FILE_DOWNLOADS)
  pipelineCsv(
    @Param('file') file: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): string {
    const format = /^(hubspot|pipedrive)\.csv$/.exec(file)?.[1] as keyof typeof CSV_FORMATS | undefined;
    if (!format) throw new ToolsError(404, 'tools.not_found', `Page not found: ${req.path}`);
    const { inputs, errors } = parsePipelineInputs(query);
    if (Object.keys(errors).length > 0)
      throw new ToolsError(422, 'tools.invalid_input', 'Some answers are not among the choices.', { errors });
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="sales-pipeline-${format}.csv"`,
      'Cache-Control': 'public, max-age=3600',
    });
    return CSV_FORMATS[format](generatePipeline(inputs));
  }

  /** The advanced generator: the same page model, six answers, several pipelines (docs/tools.md). */
  @Get('advanced-sales-stage-generator')
  advancedGenerator(@Query() query: Record<string, unknown>, @Inertia() inertia: InertiaContext) {
    const { inputs } = parseAdvancedInputs(query);
    return inertia.render('tools/advanced-sales-stage-generator', { inputs }, { cacheable: true });
  }

  /** `pipeline.csv` (the whole design), `pipedrive.csv` (Stages API fields) or `pipeline.pdf` (to print). */
  @Get('advanced-sales-stage-generator/:file')
  @ExpensiveRoute(FILE_DOWNLOADS)
  async advancedFile(
    @Param('file') file: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | StreamableFile> {
    if (!['pipeline.csv', 'pipedrive.csv', 'pipeline.pdf'].includes(file))
      throw new ToolsError(404, 'tools.not_found', `Page not found: ${req.path}`);
    const { inputs, errors } = parseAdvancedInputs(query);
    if (Object.keys(errors).length > 0)
      throw new ToolsError(422, 'tools.invalid_input', 'Some answers are not among the choices.', { errors });
    const result = generateAdvanced(inputs);
    res.set({
      'Content-Disposition': `attachment; filename="sales-pipeline-design${file === 'pipedrive.csv' ? '-pipedrive' : ''}.${file.split('.')[1]}"`,
      'Cache-Control': 'public, max-age=3600',
    });
    if (file === 'pipeline.pdf') {
      const link = `${this.config.appUrl}${routes.tools.advancedGenerator()}?${advancedQuery(inputs)}`;
      return new StreamableFile(await this.pipelinePdfs.get(result, link), { type: 'application/pdf' });
    }
    res.set('Content-Type', 'text/csv; charset=utf-8');
    return file === 'pipeline.csv' ? advancedCsv(result) : advancedPipedriveCsv(result);
  }
}
