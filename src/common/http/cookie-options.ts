import type { CookieOptions } from 'express';
import { AppConfig } from '@config/app-config';

/** Path=/, SameSite=Lax, Secure when the site is served over HTTPS; HttpOnly unless the browser's JavaScript must read it. */
export function cookieOptions(
  config: AppConfig,
  options: { readableByScript?: boolean } = {},
): CookieOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: config.servesHttps,
    httpOnly: !options.readableByScript,
  };
}
