import {
  isChunkLoadError,
  isCrawler,
  isNoise,
  severityOf,
  type ClientErrorKind,
} from './error-classification';
import { routes } from '@shared/routes';

/** SPEC §8: at most 5 reports per identical message and type from one page session. */
const MAX_IDENTICAL = 5;
const SEND_TIMEOUT_MS = 5000;
const SESSION_KEY = 'clearline.error-session';

interface ReporterContext {
  token?: string;
  userId?: string | null;
  build?: string;
}

const context: ReporterContext = {};
const sentCounts = new Map<string, number>();

export function configureErrorReporter(update: ReporterContext): void {
  Object.assign(context, update);
}

/** One id per tab, so an admin can tell which reports came from the same visit. */
function sessionId(): string | undefined {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

export interface ClientErrorDetails {
  componentName?: string;
  componentFile?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Sends one report to POST /api/log-error. Never throws, never waits more than 5 seconds, never
 * reports its own failures (so it cannot loop), and sends an identical error at most 5 times.
 */
export function reportClientError(
  error: unknown,
  kind: ClientErrorKind,
  details: ClientErrorDetails = {},
): void {
  try {
    const err =
      error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown');
    if (isNoise(err.message)) return;
    const errorType = isChunkLoadError(err) ? 'chunk-load' : kind;
    const key = `${errorType}|${err.message}`;
    const count = sentCounts.get(key) ?? 0;
    if (count >= MAX_IDENTICAL) return;
    sentCounts.set(key, count + 1);

    const body = {
      error_type: errorType,
      severity: severityOf(err, kind),
      message: err.message || err.name,
      error_name: err.name,
      stack_trace: err.stack ?? null,
      url: window.location.href,
      user_agent: navigator.userAgent,
      component_name: details.componentName ?? null,
      component_file: details.componentFile ?? null,
      user_id: context.userId ?? null,
      session_id: sessionId() ?? null,
      metadata: { build: context.build, crawler: isCrawler(navigator.userAgent), ...details.metadata },
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    void fetch(routes.errorLog.logError(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(context.token && { 'x-error-log-token': context.token }),
      },
      body: JSON.stringify(body),
      keepalive: true,
      signal: controller.signal,
    })
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  } catch {
    // Reporting must never become the error.
  }
}
