/**
 * What the error log keeps of a report, whoever sent it (SPEC §5 and §9). The server applies all
 * of it itself; a client's own cleaning is never trusted.
 */
export const ERROR_LOG_LIMITS = {
  message: 1000,
  stack: 5000,
  url: 1000,
  userAgent: 500,
  id: 255,
  metadata: 4000,
  total: 9500,
  arrayItems: 20,
  metadataDepth: 6,
} as const;

export const SEVERITIES = ['info', 'warning', 'error', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface ErrorReportInput {
  error_type: string;
  severity?: Severity;
  message: string;
  stack_trace?: string | null;
  error_name?: string | null;
  url?: string | null;
  user_agent?: string | null;
  component_name?: string | null;
  component_file?: string | null;
  status_code?: number | null;
  user_id?: string | null;
  session_id?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface CleanErrorReport {
  error_type: string;
  severity: Severity;
  message: string;
  stack_trace: string | null;
  error_name: string | null;
  url: string | null;
  user_agent: string | null;
  component_name: string | null;
  component_file: string | null;
  status_code: number | null;
  user_id: string | null;
  session_id: string | null;
  metadata: Record<string, unknown> | null;
  /** Set when metadata was sent but too large to keep. */
  metadata_dropped?: true;
}

/** auth, token, password, secret, bearer, api key (any spacing or case), email, phone, ssn. */
const SENSITIVE_KEY_PARTS = [
  'auth',
  'token',
  'password',
  'secret',
  'bearer',
  'apikey',
  'email',
  'phone',
  'ssn',
];

export function isSensitiveKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[\s_.-]+/g, '');
  return SENSITIVE_KEY_PARTS.some((part) => normalised.includes(part));
}

// Bounded repetitions: on long text without a match the work stays linear (no catastrophic backtracking).
const JWT = /\beyJ[A-Za-z0-9_-]{5,4096}\.eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{0,4096}/g;
const BEARER = /\bBearer\s{1,8}[A-Za-z0-9._~+/=-]{1,4096}/gi;
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g;

/** Values that look like credentials or addresses, wherever they appear in free text (NUL bytes removed). */
export function maskSecrets(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(JWT, '[redacted jwt]')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(EMAIL, '[redacted email]');
}

/** Cut before masking (the regexes never see more than `max` characters), and after (masks can be longer). */
const maskedCut = (value: string, max: number) => maskSecrets(value.slice(0, max + 64)).slice(0, max);

/** `a=1&token=x` with sensitive parameters' values replaced. */
function cleanParams(params: string): string {
  return params
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=');
      return pair.includes('=') && isSensitiveKey(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
}

/** A URL with sensitive parameters' values replaced, in the query and in the fragment (#access_token=…). */
function cleanUrl(url: string): string {
  const masked = maskedCut(url, ERROR_LOG_LIMITS.url);
  const hashAt = masked.indexOf('#');
  const beforeHash = hashAt === -1 ? masked : masked.slice(0, hashAt);
  const hash = hashAt === -1 ? null : masked.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  const cleaned = `${base}${query === null ? '' : `?${cleanParams(query)}`}${hash === null ? '' : `#${cleanParams(hash)}`}`;
  return cleaned.slice(0, ERROR_LOG_LIMITS.url);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const cut = (value: string | null | undefined, max: number): string | null =>
  value === null || value === undefined || value === '' ? null : maskedCut(value, max) || null;

function cleanValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskedCut(value, ERROR_LOG_LIMITS.metadata);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= ERROR_LOG_LIMITS.metadataDepth) return '[too deep]';
  if (Array.isArray(value)) {
    return value.slice(0, ERROR_LOG_LIMITS.arrayItems).map((item) => cleanValue(item, depth + 1));
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isSensitiveKey(key)) result[key.replaceAll('\u0000', '')] = cleanValue(item, depth + 1);
  }
  return result;
}

const size = (report: CleanErrorReport) => JSON.stringify(report).length;

export function scrubErrorReport(input: ErrorReportInput): CleanErrorReport {
  const metadata = input.metadata ? (cleanValue(input.metadata, 0) as Record<string, unknown>) : null;
  const metadataFits = metadata !== null && JSON.stringify(metadata).length <= ERROR_LOG_LIMITS.metadata;
  const report: CleanErrorReport = {
    error_type: cut(input.error_type, ERROR_LOG_LIMITS.id) ?? 'error',
    severity: input.severity ?? 'error',
    message: maskedCut(input.message, ERROR_LOG_LIMITS.message),
    stack_trace: cut(input.stack_trace, ERROR_LOG_LIMITS.stack),
    error_name: cut(input.error_name, ERROR_LOG_LIMITS.id),
    url: input.url ? cleanUrl(input.url) || null : null,
    user_agent: cut(input.user_agent, ERROR_LOG_LIMITS.userAgent),
    component_name: cut(input.component_name, ERROR_LOG_LIMITS.id),
    component_file: cut(input.component_file, ERROR_LOG_LIMITS.id),
    status_code: input.status_code ?? null,
    user_id: cut(input.user_id, ERROR_LOG_LIMITS.id),
    session_id: cut(input.session_id, ERROR_LOG_LIMITS.id),
    metadata: metadataFits ? metadata : null,
    ...(metadata !== null && !metadataFits && { metadata_dropped: true as const }),
  };
  return fitTotal(report);
}

/** The whole stored payload stays within the total: the stack gives way first, then metadata, then the message. */
function fitTotal(report: CleanErrorReport): CleanErrorReport {
  let excess = size(report) - ERROR_LOG_LIMITS.total;
  if (excess <= 0) return report;
  if (report.stack_trace) {
    const keep = Math.max(1000, report.stack_trace.length - excess);
    report.stack_trace = report.stack_trace.slice(0, keep);
    excess = size(report) - ERROR_LOG_LIMITS.total;
  }
  if (excess > 0 && report.metadata) {
    report.metadata = null;
    report.metadata_dropped = true;
    excess = size(report) - ERROR_LOG_LIMITS.total;
  }
  while (excess > 0 && report.stack_trace) {
    report.stack_trace = report.stack_trace.slice(0, Math.max(0, report.stack_trace.length - excess)) || null;
    excess = size(report) - ERROR_LOG_LIMITS.total;
  }
  if (excess > 0) report.message = report.message.slice(0, Math.max(0, report.message.length - excess));
  return report;
}
