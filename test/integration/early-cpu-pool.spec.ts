import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { parseEnv } from '@config/env.schema';
import { RENDER_WHERE_AM_I } from '../fixtures/workers/sample-task-list';
import { describeWithDatabase, startTestApp } from '../support/test-app';

/** main.ts makes production's CPU pool before the application (src/inertia/render-thread.ts). */
describeWithDatabase('a CPU pool made before the application', () => {
  it('is the pool the application uses, and closing the application shuts it down', async () => {
    const cpu = new CpuPool(new AppConfig(parseEnv({ NODE_ENV: 'test', CPU_POOL_THREADS: '1' })));
    const app = await startTestApp({ cpu });
    try {
      expect(app.app.get(CpuPool)).toBe(cpu);
      expect((await cpu.run(RENDER_WHERE_AM_I, 'in use')).label).toBe('in use');
    } finally {
      await app.close();
    }
    await expect(cpu.run(RENDER_WHERE_AM_I, 'after')).rejects.toThrow('The CPU pool has shut down');
  });
});
