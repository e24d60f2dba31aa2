/**
 * The one date and time style of the site: pages, PDFs and emails all print dates through these
 * ('13 Aug 2026', '13 Aug 2026, 14:05 UTC'), so an agreement, its invoice and its email agree.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-08-13' → '13 Aug 2026'. Formatted by hand rather than with Intl so the server-rendered
 * text and the hydrated text agree whatever the machine's locale or time zone.
 */
export function formatDate(date: string | Date): string {
  const isoDate = typeof date === 'string' ? date : date.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** '2026-11-23T14:05:00.000Z' → '23 Nov 2026, 14:05 UTC' (hand-formatted: same text on server and browser). */
export function formatDateTime(date: string | Date | null | undefined): string {
  if (!date) return '—';
  const iso = typeof date === 'string' ? date : date.toISOString();
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${formatDate(match[1])}, ${match[2]} UTC` : iso;
}

/** A time of day on the visitor's clock, 24-hour ('23:13'): for "saved at" notes in the browser. */
export const formatClock = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * An evidence time to the second, '13 Aug 2026, 14:05:09 UTC', or in another IANA zone with its
 * abbreviation ('13 Aug 2026, 16:05:09 CEST'); an unknown zone throws, as Intl does.
 */
export function formatTimestamp(date: Date, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${parts.hour}:${parts.minute}:${parts.second} ${timeZone === 'UTC' ? 'UTC' : parts.timeZoneName}`;
}
