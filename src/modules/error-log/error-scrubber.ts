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

// A type, not an interface: stored and shown as a plain JSON object (Record<string, unknown>).
export type CleanErrorReport = {
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
};

/**
 * Key parts that mark a secret or personal value wherever they appear in a key: the SPEC's list
 * (auth, token, password, secret, bearer, api key, email, phone, ssn) and Sentry's default deny-list.
 */
const SENSITIVE_KEY_PARTS = [
  'auth',
  'token',
  'password',
  'passwd',
  'passphrase',
  'secret',
  'bearer',
  'apikey',
  'accesskey',
  'privatekey',
  'credential',
  'cookie',
  'session',
  'csrf',
  'xsrf',
  'signature',
  'email',
  'phone',
  'ssn',
  'iban',
  'cardnumber',
  'creditcard',
  'ccnumber',
  'cvv',
  'cvc',
  'securitycode',
  'mfacode',
  'verificationcode',
  'confirmationcode',
  'recoverycode',
  'backupcode',
  'resetcode',
  'smscode',
  'onetimecode',
  'pincode',
  'forwardedfor',
  'remoteaddr',
];
/**
 * Short keys that are secrets only as a whole word of the key (so "footprint" keeps its value; "otp",
 * "userPin" and "card_pin" do not).
 */
const SENSITIVE_KEYS = new Set([
  'pass',
  'pwd',
  'pw',
  'pin',
  'otp',
  'totp',
  'sid',
  'nonce',
  'jwt',
  'card',
  'ccv',
  'csc',
  'mfa',
]);
/** URL parameters that carry one-time secrets (OAuth codes and the like) besides the keys above. */
const SENSITIVE_URL_PARAMS = new Set(['code', 'state', 'key', 'sig', 'k']);

/** Case, separators and control characters do not hide a key: "Pass\u0000_Word" is "password". */
function normaliseKey(key: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are removed on purpose
  return key.toLowerCase().replace(/[\s_.\-\u0000-\u001f\u007f]+/g, '');
}

/** "userPin", "card_pin", "PIN-code" → their words, lower case. */
function keyWords(key: string): string[] {
  return (
    key
      // eslint-disable-next-line no-control-regex -- control characters are removed on purpose
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
  );
}

export function isSensitiveKey(key: string): boolean {
  const normalised = normaliseKey(key);
  return (
    SENSITIVE_KEYS.has(normalised) ||
    keyWords(key).some((word) => SENSITIVE_KEYS.has(word)) ||
    SENSITIVE_KEY_PARTS.some((part) => normalised.includes(part)) ||
    EMAIL_ONLY.test(key.trim())
  );
}

const isSensitiveParam = (name: string) =>
  isSensitiveKey(name) || SENSITIVE_URL_PARAMS.has(normaliseKey(name));

// Bounded repetitions: on long text without a match the work stays linear (no catastrophic backtracking).
const JWT = /\beyJ[A-Za-z0-9_-]{5,4096}\.eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{0,4096}/g;
const BEARER = /\bBearer\s{1,8}[A-Za-z0-9._~+/=-]{1,4096}/gi;
const BASIC = /\bBasic\s{1,8}[A-Za-z0-9+/=]{6,4096}/gi;
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g;
const EMAIL_ONLY = new RegExp(`^${EMAIL.source}$`);
/**
 * 13–19 digits with up to three spaces, tabs, dots or dashes between them ("4111 - 1111"), standing
 * alone (not inside a word or a hex id such as a UUID, where digit runs are common); masked only when
 * the Luhn check passes.
 */
const CARD = /(?<![\w-])\d(?:[ \t.-]{0,3}\d){12,18}(?![\w-])/g;
/**
 * Country code, check digits, then groups of four (a space or dash optional between them, any case)
 * and a short tail, standing alone (not inside a word or a dashed id such as a UUID); the country's
 * length and mod 97 checked.
 */
const IBAN = /(?<![\w-])[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,3})?(?![\w-])/gi;
/** "CVV 123", "security code #4321": a card's check code named in text, with or without a colon. */
const CARD_CODE = /\b(cvv2?|cvc2?|ccv|csc|cid|security code)(\s{0,4}[=:#]?\s{0,4})\d{3,4}\b/gi;
/** `?code=…` or `&token=…` inside free text (a stack or message quoting a URL). */
const PARAM_IN_TEXT = /([?&#;])([A-Za-z0-9_.%-]{1,64})=([^&#\s"'<>]{1,2048})/g;
const PRIVATE_KEY =
  /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----[\s\S]{0,8192}?(?:-----END [A-Z ]{0,40}PRIVATE KEY-----|$)/g;
/** Key names whose value is a secret when they appear as `key=value` or `"key": "value"` in free text. */
const SECRET_NAMES =
  '(?:password|passwd|passphrase|pwd|pw|pass|secret|client_secret|token|access_token|refresh_token|id_token|auth_token|api[_-]?key|access[_-]?key|private[_-]?key|otp|pin|cvv|cvc|ccv|sid|session[_-]?id|cookie|mfa[_-]?code|verification[_-]?code)';
/** `"password": "hunter 2"`: a quoted value, spaces and all, up to its closing quote. */
const QUOTED_KEY_VALUE = new RegExp(
  `(?<![A-Za-z0-9])(${SECRET_NAMES}["']?\\s{0,4}[=:]\\s{0,4}(["']))(?:(?!\\2)[^\\\\\\n]|\\\\.){1,1024}\\2`,
  'gi',
);
/** `password=…`, `refresh_token: …`, `pin: 1234`: an unquoted value, up to a space or separator. */
const KEY_VALUE = new RegExp(
  `(?<![A-Za-z0-9])(${SECRET_NAMES}"?\\s{0,4}[=:]\\s{0,4}"?)[^\\s&"',;}]{1,1024}`,
  'gi',
);
/** `https://user:password@host`. */
const URL_CREDENTIALS = /(\/\/)[^/\s:@]{1,256}:[^/\s@]{1,256}@/g;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * IBAN length per country (SWIFT IBAN registry). A candidate must have its country's length: hex ids
 * (UUIDs, hashes), which can start like an IBAN and pass mod 97 by chance, never do.
 */
const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 ' +
    'FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 ' +
    'LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 ' +
    'SC31 SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(/[ -]/g, '').toUpperCase();
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Values that look like credentials, card numbers, bank accounts or addresses, wherever they appear in text. */
export function maskSecrets(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(PRIVATE_KEY, '[redacted private key]')
    .replace(JWT, '[redacted jwt]')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(BASIC, 'Basic [redacted]')
    .replace(URL_CREDENTIALS, '$1[redacted]@')
    .replace(QUOTED_KEY_VALUE, '$1[redacted]$2')
    .replace(KEY_VALUE, '$1[redacted]')
    .replace(PARAM_IN_TEXT, (match, lead: string, name: string) =>
      isSensitiveParam(decodeURIComponentSafe(name)) ? `${lead}${name}=[redacted]` : match,
    )
    .replace(CARD_CODE, '$1$2[redacted]')
    .replace(CARD, (match) => (luhnValid(match.replace(/\D/g, '')) ? '[redacted card]' : match))
    .replace(IBAN, (match) => (ibanValid(match) ? '[redacted iban]' : match))
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
      return pair.includes('=') && isSensitiveParam(decodeURIComponentSafe(name))
        ? `${name}=[redacted]`
        : pair;
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
