import { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { bodyHygiene, cleanQueryParser, refuseOversizedBody } from '@common/http/body-hygiene';
import { EarlyAnswers } from '@common/http/early-answers';
import {
  brotliTextParams,
  PER_REQUEST_BROTLI_QUALITY,
  PER_REQUEST_GZIP_LEVEL,
} from '@common/http/text-compression';
import { clientAddressKey } from '@common/http/client-address';
import { ClientWindowCounter } from '@common/rate-limit/client-window';
import proxyAddr from 'proxy-addr';
import { canonicalPath } from '@common/http/canonical-path';
import { AppLogger, createRootLogger, requestLogger } from '@common/logging/app-logger';
import type { CpuPool } from '@common/workers/cpu-pool';
import type { DestinationStream } from 'pino';
import type { ViteDevServer } from 'vite' with { 'resolution-mode': 'import' };
import { AppModule } from './app.module';
import { cookieOptions } from '@common/http/cookie-options';
import { AppExpressAdapter } from '@common/http/app-express-adapter';
import { staticAssets } from '@common/http/static-assets';
import { securityHeaders } from '@common/security/content-security-policy';
import { issuePageCookies, pageCookieLines } from '@common/security/page-cookies';
import { PageCache } from '@inertia/page-cache';
import { AppConfig } from '@config/app-config';
import { DatabaseTarget } from '@database/data-source-options';
import { readBuildInfo } from '@inertia/build-info';
import { BuiltFrontendAssets, FrontendAssets, ViteDevFrontendAssets } from '@inertia/frontend-assets';
import { createInertiaMiddleware } from '@inertia/inertia.middleware';
import { InertiaService } from '@inertia/inertia.service';
import { CLIENT_OUT_DIR } from '@inertia/vite-assets';
import { keepsRawBody } from '@common/http/path-policies';
import type { TrustProxy } from '@common/http/page-view-request';
import { Metrics } from '@common/metrics/metrics';
import { routes } from '@shared/routes';

export interface CreateAppOptions {
  config: AppConfig;
  database: DatabaseTarget;
  /** Development only: Vite in middleware mode serves modules and renders SSR from source. */
  vite?: ViteDevServer;
  /** Tests mount fixture controllers beside the real modules. */
  extraModules?: Array<Type | DynamicModule>;
  /** Where log lines go (tests read them); stdout when not given. */
  logDestination?: DestinationStream;
  /** A CPU pool started before the application (main.ts: its render thread loads the SSR bundle early). */
  cpu?: CpuPool;
}

/** Builds the HTTP application exactly as production runs it (tests use this too). */
export async function createHttpApp({
  config,
  database,
  vite,
  extraModules,
  logDestination,
  cpu,
}: CreateAppOptions): Promise<NestExpressApplication> {
  const frontend: FrontendAssets = vite ? new ViteDevFrontendAssets(vite) : new BuiltFrontendAssets();
  const build = readBuildInfo(config.buildIdOverride, !vite);
  const server = express();
  // Set before any route exists (Express creates its router lazily with these): see canonical-path.ts.
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  server.set('query parser', cleanQueryParser);
  const adapter = new AppExpressAdapter(server);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register({ config, database, frontend, build, extraModules, cpu }),
    adapter,
    { bufferLogs: true, bodyParser: false },
  );
  const logger = createRootLogger(config, logDestination);
  app.useLogger(new AppLogger(logger));
  // What Nest logged while the modules were built, then every later line at once (without this the
  // buffer stays attached until listen(), and an app that is only init()ed, as in tests, keeps its lines).
  app.flushLogs();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  app.use(app.get(Metrics).middleware, securityHeaders(config), canonicalPath);
  if (vite) app.use(vite.middlewares);
  else app.use(staticAssets(CLIENT_OUT_DIR));
  app.use(requestLogger(logger, config.logRequestIds));
  // Error reports are JSON and small: other types get 415, a bigger body 413 before it is read in full.
  app.use(routes.errorLog.logError(), jsonOnly, express.json({ limit: '64kb' }));
  app.use(
    express.json({ limit: '1mb', verify: keepRawBody }),
    express.urlencoded({ extended: true, limit: '1mb' }),
    bodyHygiene,
  );
  app.use(cookieParser(config.appSecret));
  app.use(issuePageCookies(pageCookieLines(config)));
  // Before Express routes anything: bodies too large for any route, then what modules answer from
  // memory (images already made), then anonymous visits to cached public pages.
  const pageCache = app.get(PageCache);
  const earlyAnswers = app.get(EarlyAnswers);
  const trustProxy = server.get('trust proxy fn') as TrustProxy;
  // Refused uploads per client: past a few a minute, each 413 comes after a pause (SLOW_DOWN).
  const oversized = new ClientWindowCounter(3, 60_000);
  adapter.answerEarly(
    (req, res) =>
      refuseOversizedBody(req, res, () => oversized.take(clientAddressKey(proxyAddr(req, trustProxy))) > 0) ||
      earlyAnswers.answer(req, res, trustProxy) ||
      pageCache.answer(req, res, trustProxy),
  );
  app.use(compressDynamicResponses());
  app.use(createInertiaMiddleware(app.get(InertiaService), cookieOptions(config)));
  return app;
}

/**
 * Brotli (or gzip) for pages and JSON rendered per request, at the fastest level of each, since it
 * runs for every such response (cached pages are compressed once, harder, by PageCache).
 */
function compressDynamicResponses() {
  return compression({
    threshold: 1024,
    level: PER_REQUEST_GZIP_LEVEL,
    brotli: { params: brotliTextParams(PER_REQUEST_BROTLI_QUALITY) },
  });
}

/** Signed webhooks verify the bytes as received: handlers marked `@KeepsRawBody()` get them. */
function keepRawBody(req: express.Request, _res: express.Response, body: Buffer): void {
  if (keepsRawBody(req.path)) (req as express.Request & { rawBody?: Buffer }).rawBody = Buffer.from(body);
}

function jsonOnly(req: express.Request, res: express.Response, next: express.NextFunction): void {
  if (req.method === 'POST' && !req.is('application/json')) {
    res.status(415).json({ statusCode: 415, message: 'Send the error report as application/json.' });
    return;
  }
  next();
}
