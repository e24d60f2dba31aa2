import { createHash, timingSafeEqual } from 'node:crypto';
import {
  Controller,
  Get,
  Header,
  Headers,
  NotFoundException,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Response } from 'express';
import { AppConfig } from '@config/app-config';
import { Metrics } from '@common/metrics/metrics';
import { JsonErrors } from '@common/http/path-policies';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics: Prometheus text format for this process (docs/operations.md). Needs
 * `Authorization: Bearer $METRICS_TOKEN`; without a configured token the endpoint does not exist.
 */
@Controller('metrics')
@JsonErrors()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException();
    const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    // Digests have equal lengths, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(sent), digest(token)))
      throw new UnauthorizedException('A valid bearer token is required.');
    res.type(this.metrics.contentType);
    return this.metrics.render();
  }
}
