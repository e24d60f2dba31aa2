const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-08-13' → '13 Aug 2026'. Formatted by hand rather than with Intl so the server-rendered
 * text and the hydrated text agree whatever the machine's locale or time zone.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** '2026-11-23T14:05:00.000Z' → '23 Nov 2026, 14:05 UTC' (hand-formatted: same text on server and browser). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${formatDate(match[1])}, ${match[2]} UTC` : iso;
}
