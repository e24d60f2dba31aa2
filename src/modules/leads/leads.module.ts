import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@config/app-config';
import { AuthModule } from '@modules/auth';
import { MailModule } from '@modules/mail';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity';
import { FormTokens } from './form-tokens';
import { LeadsAdminController } from './leads-admin.controller';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { NewsletterService } from './newsletter.service';
import { ResultEmails } from './result-emails';
import { AnalyticsModule } from '@modules/analytics';
import { LeadsPersonalData } from './leads-personal-data';
import { LeadsClientRecords } from './leads-client-records';
import { LeadsDashboard } from './leads-dashboard';

/**
 * Lead capture: the contact form, Jumpstart applications and the newsletter (double opt-in),
 * their spam checks, emails (through the mail module) and the admin pages that review them; and
 * for other modules, the "email me my result" of the free tools (ResultEmails).
 */
@Module({
  imports: [
    AnalyticsModule,
    AuthModule,
    MailModule,
    TypeOrmModule.forFeature([ContactSubmission, JumpstartApplication, NewsletterSubscriber]),
  ],
  controllers: [LeadsController, LeadsAdminController],
  providers: [
    LeadsDashboard,
    LeadsClientRecords,
    LeadsPersonalData,
    LeadsService,
    NewsletterService,
    ResultEmails,
    {
      provide: FormTokens,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new FormTokens(config.appSecret),
    },
  ],
  exports: [LeadsDashboard, LeadsPersonalData, ResultEmails],
})
export class LeadsModule {}
