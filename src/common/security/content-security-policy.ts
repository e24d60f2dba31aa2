import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { AppConfig } from '@config/app-config';

/** A fresh nonce per response, for the page JSON and the module scripts. */
export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${String((res as Response).locals.cspNonce)}'`;

/**
 * Only our own origin, plus the per-response nonce for scripts and style elements.
 * Development relaxes scripts and styles for Vite's inline client (HMR). A site served over HTTPS
 * (APP_URL) adds HSTS and `upgrade-insecure-requests`; over plain HTTP both would break it.
 */
export function securityHeaders(config: AppConfig) {
  const dev = config.isDevelopment;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        // Radix positions popovers and toasts with style attributes; attributes cannot run code.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.servesHttps && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: config.servesHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    // Same-origin requests keep the full Referer: "redirect back" after a form post depends on it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
