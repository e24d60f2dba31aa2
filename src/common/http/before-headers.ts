import type { Response } from 'express';

/**
 * Runs `callback` just before the response's headers go out, once its status and content headers
 * are known (to add a cookie that depends on them). Callbacks run in the order they were added.
 */
export function beforeHeaders(res: Response, callback: (status: number) => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadAfterCallback(this: Response, ...args: unknown[]) {
    callback(typeof args[0] === 'number' ? args[0] : res.statusCode);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}
