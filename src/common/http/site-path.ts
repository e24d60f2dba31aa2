/**
 * A path on this site: one leading "/", never "//" or "/\" (browsers read those as another host),
 * no control characters (browsers drop tabs and newlines, which can turn "/\t/x" into "//x").
 * Every "redirect back", redirect_to and saved sign-in path goes through this check.
 */
export function isSitePath(value: unknown): value is string {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f]/.test(value);
}
