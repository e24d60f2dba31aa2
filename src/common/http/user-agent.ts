import UAParser from 'ua-parser-js';

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'other';

export interface UserAgentSummary {
  browser: string | null;
  browserMajor: string | null;
  os: string | null;
  osVersion: string | null;
  device: DeviceType;
}

const DEVICES: Record<string, DeviceType> = {
  mobile: 'mobile',
  tablet: 'tablet',
  wearable: 'mobile',
  console: 'other',
  smarttv: 'other',
  embedded: 'other',
};

/** Browser, system and kind of device from a User-Agent header (ua-parser-js); no type means a desktop. */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const result = new UAParser(userAgent?.slice(0, 1024) ?? '').getResult();
  return {
    browser: result.browser.name ?? null,
    browserMajor: result.browser.major ?? null,
    os: result.os.name ?? null,
    osVersion: result.os.version ?? null,
    device: result.device.type ? (DEVICES[result.device.type] ?? 'other') : 'desktop',
  };
}

/** "Chrome 131 on macOS 10.15.7 (desktop)", for people reading evidence. */
export function userAgentLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown';
  const ua = describeUserAgent(userAgent);
  const browser = [ua.browser, ua.browserMajor].filter(Boolean).join(' ') || 'Unknown browser';
  const os = [ua.os, ua.osVersion].filter(Boolean).join(' ') || 'unknown system';
  return `${browser} on ${os} (${ua.device})`;
}
