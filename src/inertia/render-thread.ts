import { CpuPool } from '@common/workers/cpu-pool';
import type { AppConfig } from '@config/app-config';
import { BundledSsrRenderer } from './ssr-renderer';

/**
 * Production's web server: the CPU pool made before the application, its render thread loading the
 * SSR bundle (every page) while main.ts loads the application's modules. Made by the application
 * instead, the thread began once the application was built, and the first page waited for it
 * (docs/performance.md, start-up). The application then takes this pool (WorkersModule).
 */
export function startRenderThread(config: AppConfig): CpuPool | undefined {
  if (!config.isProduction || !config.servesHttp) return undefined;
  const cpu = new CpuPool(config);
  void new BundledSsrRenderer().warm(cpu);
  return cpu;
}
