/**
 * The encoding to send for an Accept-Encoding header: Brotli when accepted (browsers list it after
 * gzip, yet it is the smaller), else gzip, else none. An encoding with q=0 is refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = recentHeaders.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parsePreferred(acceptEncoding);
    // Browsers send a handful of distinct headers: remember them, but never grow without end.
    if (recentHeaders.size >= RECENT_HEADERS) recentHeaders.clear();
    recentHeaders.set(acceptEncoding, encoding);
  }
  return encoding;
}

type Encoding = 'br' | 'gzip' | 'identity';
const RECENT_HEADERS = 256;
const recentHeaders = new Map<string, Encoding>();

function parsePreferred(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
