import Bowser from 'bowser';

/**
 * "Chrome on Windows" from a browser's user agent, for the list of signed-in devices. Bowser
 * knows the browsers and systems; an API client (no browser in its agent) is named as such.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return os.name ? `An app on ${os.name}` : 'An app or script';
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}
