import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { parseEnv } from '@config/env.schema';
import { startRenderThread } from './render-thread';
import { BundledSsrRenderer } from './ssr-renderer';

const configWith = (env: Record<string, string>) =>
  new AppConfig(parseEnv({ CPU_POOL_THREADS: '1', ...env }));
const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'render-thread-secret-'.repeat(3) };

describe('startRenderThread (main.ts, before the application loads)', () => {
  const warm = jest.spyOn(BundledSsrRenderer.prototype, 'warm');
  afterEach(() => warm.mockReset());
  afterAll(() => warm.mockRestore());

  it('makes production’s CPU pool and has its render thread load the SSR bundle at once', async () => {
    warm.mockResolvedValue(undefined);
    const cpu = startRenderThread(configWith(PRODUCTION));
    try {
      expect(cpu).toBeInstanceOf(CpuPool);
      expect(warm).toHaveBeenCalledTimes(1);
      expect(warm).toHaveBeenCalledWith(cpu);
    } finally {
      await cpu?.onApplicationShutdown();
    }
  });

  it.each([
    ['development', { NODE_ENV: 'development' }],
    ['a worker-only process', { ...PRODUCTION, WORKERS: 'only', REDIS_URL: 'redis://127.0.0.1:6379' }],
  ])('leaves the pool to the application in %s', (_name, env) => {
    expect(startRenderThread(configWith(env))).toBeUndefined();
    expect(warm).not.toHaveBeenCalled();
  });
});
