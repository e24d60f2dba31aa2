/**
 * Encoding visit data the way the Inertia client does and the server's `qs` parser reads it:
 * nested keys in brackets (`filter[status]=open`, `ids[]=1`), values percent-encoded, keys as written.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof Blob);

function queryPairs(value: unknown, key: string, pairs: string[]): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) queryPairs(item, `${key}[]`, pairs);
  } else if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value))
      queryPairs(childValue, `${key}[${child}]`, pairs);
  } else {
    const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
    pairs.push(`${key}=${encodeURIComponent(text)}`);
  }
}

/** The URL's own query merged with `data` (data wins), as a GET visit sends it. */
export function urlWithData(url: URL, data: Record<string, unknown>): URL {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) merged[key] = value;
  Object.assign(merged, data);
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(merged)) queryPairs(value, key, pairs);
  const result = new URL(url.href);
  result.search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  return result;
}

export function hasFiles(value: unknown): boolean {
  if (value instanceof Blob || (typeof FileList !== 'undefined' && value instanceof FileList)) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  return isPlainObject(value) && Object.values(value).some(hasFiles);
}

function appendFormValue(form: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof FileList !== 'undefined' && value instanceof FileList) {
    Array.from(value).forEach((file, index) => form.append(`${key}[${index}]`, file));
  } else if (value instanceof Blob) {
    form.append(key, value);
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => appendFormValue(form, `${key}[${index}]`, item));
  } else if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value))
      appendFormValue(form, `${key}[${child}]`, childValue);
  } else if (typeof value === 'boolean') {
    form.append(key, value ? '1' : '0');
  } else {
    form.append(key, value === null ? '' : String(value));
  }
}

export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) appendFormValue(form, key, value);
  return form;
}
