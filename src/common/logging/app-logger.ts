import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Level, type Logger as Pino, type LoggerOptions } from 'pino';
import pinoHttp from 'pino-http';
import type { AppConfig } from '@config/app-config';
import { loggedUrl, withoutPrivateQueries } from '../http/log-privacy';

/**
 * Requests worth a log line: not health checks or built assets, nor (in development) the modules
 * Vite serves to the browser, dozens per page load.
 */
const NOT_LOGGED = /^\/(health$|metrics$|assets\/|@|node_modules\/|frontend\/|shared\/)/;
/** Nest's route and module wiring: ~180 lines at each start, of no use in a terminal or a log store. */
const WIRING_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader']);
const INFO = 30;

/**
 * The process's pino logger: one JSON line per entry in production; in development one coloured line.
 * Nest's wiring lines are written at debug level (LOG_LEVEL=debug shows them), so a start prints a
 * handful of lines.
 */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel' | 'isDevelopment'>,
  destination?: DestinationStream,
): Pino {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    hooks: {
      logMethod(args, log, level) {
        const context = (args[0] as { context?: string } | undefined)?.context;
        if (level === INFO && WIRING_CONTEXTS.has(context ?? '')) {
          if (this.isLevelEnabled('debug')) this.debug(...(args as Parameters<Pino['debug']>));
          return;
        }
        log.apply(this, args);
      },
    },
    ...(config.isDevelopment && {
      transport: {
        target: 'pino-pretty',
        options: { singleLine: true, ignore: 'pid,hostname,req,res' },
      },
    }),
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The logger of the request being served: lines written while serving it carry its `reqId`.
 * Bound only where AsyncLocalStorage rides on the async context frame (Node 24+): on older Node it
 * switches on async hooks for the whole process, and a cached page cost about a fifth more
 * (docs/performance.md, "Request ids in every line").
 */
const requestLog = new AsyncLocalStorage<Pino>();
export const BINDS_REQUEST_LOG = Number(process.versions.node.split('.')[0]) >= 24;

/**
 * One line per request when its response is finished: method, URL (private queries left out),
 * status and time, and a request id counted per process (`reqId`), which every line logged while
 * the request is served carries too.
 */
export function requestLogger(root: Pino, bindRequestIds = true): RequestHandler {
  const log = pinoHttp({
    logger: root,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => NOT_LOGGED.test(req.url ?? '') },
    customSuccessMessage: (req, res, ms) =>
      `${req.method} ${loggedUrl(req.url ?? '')} ${res.statusCode} in ${Math.round(ms)} ms`,
    serializers: { req: withoutPrivateQueries },
  });
  if (!BINDS_REQUEST_LOG || !bindRequestIds) return log as RequestHandler;
  return (req, res, next) => log(req, res, () => requestLog.run(req.log, next));
}

/**
 * Nest's logger calls (`new Logger('Analytics').warn(...)`) written through pino: the context (Nest
 * passes it last) becomes a `context` field, an Error or an object first becomes the entry's fields.
 * Inside a request (Node 24+) the line goes through that request's logger, so it carries `reqId`.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly root: Pino) {}

  private get pino(): Pino {
    return requestLog.getStore() ?? this.root;
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest's own exception handlers call error(message, stack, context).
    if (
      typeof message === 'string' &&
      rest.length === 2 &&
      typeof rest[0] === 'string' &&
      /\n\s+at /.test(rest[0])
    ) {
      const err = Object.assign(new Error(message), { stack: rest[0] });
      this.pino.error({ context: rest[1], err });
      return;
    }
    this.write('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    const fields: Record<string, unknown> = {};
    if (rest.length > 0) fields.context = rest[rest.length - 1];
    const params = rest.slice(0, -1);
    if (message instanceof Error) fields.err = message;
    else if (typeof message === 'object' && message !== null) Object.assign(fields, message);
    else params.unshift(message);
    const [text, ...args] = params;
    if (text === undefined) this.pino[level](fields);
    else this.pino[level](fields, String(text), ...args);
  }
}
