import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { AppConfig } from '@config/app-config';

/** Browser features no page of ours uses: a script that got in still cannot reach them. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/**
 * Every document is opened in a browsing context group of its own (`Cross-Origin-Opener-Policy:
 * same-origin`): no other site's window keeps a handle on it, and Chrome on Android gives it a process
 * of its own. Except a public page answered to an anonymous visitor (`releaseOpenerIsolation`): it is
 * the same for everyone and holds nothing of theirs, and isolating it costs every first visit a new
 * renderer process (docs/security.md, docs/performance.md). Signing in ends with a full page load, so
 * a signed-in visitor's document always has it.
 */
export const OPENER_POLICY = { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' } as const;

/** A public page for an anonymous visitor: the same for everyone, so not isolated (see OPENER_POLICY). */
export function releaseOpenerIsolation(res: { removeHeader(name: string): void }): void {
  res.removeHeader(OPENER_POLICY.name);
}

/**
 * Only our own origin. Pages have no inline script or style element (the page object is a JSON
 * data block, which is never executed), so no per-response nonce is needed: the same bytes can be
 * served to every anonymous visitor from the output cache. Development relaxes scripts and styles for Vite's inline client (HMR). A site served over HTTPS
 * (APP_URL) adds HSTS and `upgrade-insecure-requests`; over plain HTTP both would break it.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const headers = helmetHeaders(config);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

function helmetHeaders(config: AppConfig) {
  const dev = config.isDevelopment;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
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
    crossOriginOpenerPolicy: { policy: OPENER_POLICY.value },
    xFrameOptions: { action: 'deny' },
    // Same-origin requests keep the full Referer: "redirect back" after a form post depends on it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
