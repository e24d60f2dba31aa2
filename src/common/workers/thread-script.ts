import { extname, join } from 'node:path';

/**
 * A worker thread's script beside the calling module (`callerFile` = its `__filename`): the built
 * `.js` in production, the `.ts` source under Jest, which the thread then loads through tsx (a dev
 * dependency).
 */
export function threadScript(callerFile: string, name: string): { filename: string; execArgv: string[] } {
  const extension = extname(callerFile);
  return {
    filename: join(callerFile, '..', `${name}${extension}`),
    execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
  };
}
