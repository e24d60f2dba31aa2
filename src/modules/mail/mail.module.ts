import { Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@config/app-config';
import { JobRegistry } from '@jobs/job-registry';
import { MailMessage } from './mail-message.entity';
import { MailAdminController } from './mail-admin.controller';
import { MailSendProcessor } from './mail-send.processor';
import { MailSweeper } from './mail-sweeper';
import { mailTransportFor, MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { MailPersonalData } from './mail-personal-data';
import { MailDashboard } from './mail-dashboard';

/**
 * Owns outgoing email: the outbox table, the transport (SMTP or outbox only), the `mail` job, the
 * sweeper for messages whose job was lost, and the admin outbox at /admin/test-email.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MailMessage])],
  controllers: [MailAdminController],
  providers: [
    MailDashboard,
    MailPersonalData,
    MailService,
    MailSendProcessor,
    MailSweeper,
    { provide: MailTransport, inject: [AppConfig], useFactory: mailTransportFor },
  ],
  exports: [MailDashboard, MailPersonalData, MailService],
})
export class MailModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly registry: JobRegistry,
    private readonly processor: MailSendProcessor,
    private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.processor);
    if (!this.transport.delivers) {
      new Logger('Mail').log(
        'SMTP_URL is unset: emails are kept in the mail outbox (readable by admins), not sent',
      );
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
