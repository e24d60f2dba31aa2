import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { hubspotCsv, pipedriveCsv } from '@shared/tools/pipeline-export';
import { generatePipeline, parsePipelineInputs } from '@shared/tools/sales-stages';
import { ToolsError } from './tools.error';

const CSV_FORMATS = { hubspot: hubspotCsv, pipedrive: pipedriveCsv } as const;

/**
 * The free tools (issue 20). The pages compute their results in the browser from the same pure
 * modules (shared/tools); the server renders the page for the answers in the URL and makes the files.
 */
@Controller()
export class ToolsController {
  /** Every visitor sees the same page for the same URL: served from the output cache. */
  @Get('sales-stage-generator')
  salesStageGenerator(@Query() query: Record<string, unknown>, @Inertia() inertia: InertiaContext) {
    // Unknown answers in a shared link fall back to the defaults: a page, not an error.
    const { inputs } = parsePipelineInputs(query);
    return inertia.render('tools/sales-stage-generator', { inputs }, { cacheable: true });
  }

  /** `/sales-stage-generator/hubspot.csv?model=…`: the set-up sheet (docs/tools.md). */
  @Get('sales-stage-generator/:file')
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
}
