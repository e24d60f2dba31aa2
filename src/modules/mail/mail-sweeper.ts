import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { MailService } from './mail.service';

/**
 * Runs in processes that run job workers: every MAIL_SWEEP_INTERVAL_MS it queues again the messages
 * whose job never made it into the queue (Redis was down) or died with its worker. Several
 * instances sweeping at once is harmless: a message's job id is fixed.
 */
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.timer = setInterval(() => void this.tick(), this.config.mail.sweepIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.mail
      .sweep()
      .then((count) => {
        if (count > 0) this.logger.log(`Queued ${count} waiting message(s) again`);
      })
      .catch((error: Error) => this.logger.warn(`Mail sweep failed: ${error.message}`))
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
