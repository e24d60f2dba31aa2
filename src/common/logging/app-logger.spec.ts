import { Logger } from '@nestjs/common';
import { AppLogger, createRootLogger } from './app-logger';

/** A pino destination that keeps each entry, parsed. */
function memoryLog() {
  const entries: Array<Record<string, unknown>> = [];
  return { entries, write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>) };
}

describe('AppLogger (Nest logger calls written through pino)', () => {
  const log = memoryLog();
  const appLogger = new AppLogger(createRootLogger({ logLevel: 'trace', isDevelopment: false }, log));

  beforeAll(() => Logger.overrideLogger(appLogger));
  afterAll(() => Logger.overrideLogger(new Logger()));
  beforeEach(() => (log.entries.length = 0));

  it('writes the message at its level with the class context as a field', () => {
    new Logger('Analytics').warn('Analytics buffer full: 3 events dropped so far');
    new Logger('Bootstrap').log('Listening');
    new Logger('Jobs').verbose('idle');
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 40,
        context: 'Analytics',
        msg: 'Analytics buffer full: 3 events dropped so far',
      }),
      expect.objectContaining({ level: 30, context: 'Bootstrap', msg: 'Listening' }),
      expect.objectContaining({ level: 10, context: 'Jobs', msg: 'idle' }),
    ]);
  });

  it('writes Nest’s route and module wiring at debug level, and leaves it out at info', () => {
    new Logger('RouterExplorer').log('Mapped {/pricing, GET} route');
    new Logger('InstanceLoader').log('AppModule dependencies initialized');
    expect(log.entries).toEqual([
      expect.objectContaining({ level: 20, context: 'RouterExplorer', msg: 'Mapped {/pricing, GET} route' }),
      expect.objectContaining({ level: 20, context: 'InstanceLoader' }),
    ]);
    const quiet = memoryLog();
    new AppLogger(createRootLogger({ logLevel: 'info', isDevelopment: false }, quiet)).log(
      'Mapped {/pricing, GET} route',
      'RouterExplorer',
    );
    expect(quiet.entries).toEqual([]);
  });

  it('logs an object first as fields and an Error with its stack', () => {
    const failure = new Error('render exploded');
    new Logger('SSR').error({ err: failure }, 'Server rendering of "home" failed');
    new Logger('Mail').error(new Error('SMTP refused'));
    const [withObject, withError] = log.entries as Array<{
      context: string;
      msg?: string;
      err: { message: string; stack: string };
    }>;
    expect(withObject).toMatchObject({ level: 50, context: 'SSR', msg: 'Server rendering of "home" failed' });
    expect(withObject.err.message).toBe('render exploded');
    expect(withObject.err.stack).toContain('app-logger.spec');
    expect(withError).toMatchObject({ level: 50, context: 'Mail', err: { message: 'SMTP refused' } });
  });

  it("takes Nest's exception handlers' (message, stack, context) as one error with that stack", () => {
    appLogger.error(
      'Cannot read x',
      'TypeError: Cannot read x\n    at handler (a.ts:1:1)',
      'ExceptionsHandler',
    );
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 50,
        context: 'ExceptionsHandler',
        err: expect.objectContaining({
          message: 'Cannot read x',
          stack: expect.stringContaining('at handler (a.ts:1:1)'),
        }),
      }),
    ]);
  });

  it('drops calls below the level, and writes no context field when none was given', () => {
    const quiet = memoryLog();
    const warnOnly = new AppLogger(createRootLogger({ logLevel: 'warn', isDevelopment: false }, quiet));
    warnOnly.log('not shown');
    warnOnly.warn('shown');
    expect(quiet.entries).toEqual([expect.objectContaining({ level: 40, msg: 'shown' })]);
    expect(quiet.entries[0]).not.toHaveProperty('context');
  });
});
