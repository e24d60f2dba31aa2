import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CONTACT_TOPICS, labelOf } from '@shared/lead-options';
import { withoutNul } from '@common/validation/text.decorator';
import { AppConfig } from '@config/app-config';
import { AuthService } from '@modules/auth';
import { MailService, OutgoingEmail, RenderedEmail } from '@modules/mail';
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
  jumpstartAcknowledgementEmail,
  jumpstartNotificationEmail,
} from './lead-email-templates';
import { ContactDto } from './dto/contact.dto';
import { JumpstartDto } from './dto/jumpstart.dto';
import { AttributionDto, LeadFormDto } from './dto/lead-form.dto';
import { Attribution } from './entities/attribution';
import { CONTACT_STATUSES, ContactSubmission } from './entities/contact-submission.entity';
import { JUMPSTART_STATUSES, JumpstartApplication } from './entities/jumpstart-application.entity';
import { FormTokens } from './form-tokens';
import { contactSummary, jumpstartChoices, jumpstartSummary } from './lead-emails';
import { LeadInbox } from './lead-inbox';
import { routes } from '@shared/routes';
import { pickAnswers } from '@shared/forms/answers';
import {
  CONTACT_ANSWERS,
  JUMPSTART_ANSWERS,
  type ContactAnswers,
  type JumpstartAnswers,
} from '@shared/forms/leads';

export interface SubmissionMeta {
  userAgent: string | null;
  /** The form's own page, used when the form does not say which page it was on. */
  defaultPath: string;
}

const cut = (value: string | undefined, max: number) =>
  value ? withoutNul(value).trim().slice(0, max) || null : null;

/** Attribution as stored: cut to size, a referrer only when it is a web address, paths only. */
export function cleanAttribution(input: AttributionDto | undefined): Attribution {
  const referrer = cut(input?.referrer, 1000);
  const landingPath = cut(input?.landing_path, 500);
  return {
    utmSource: cut(input?.utm_source, 200),
    utmMedium: cut(input?.utm_medium, 200),
    utmCampaign: cut(input?.utm_campaign, 200),
    utmTerm: cut(input?.utm_term, 200),
    utmContent: cut(input?.utm_content, 200),
    referrer: referrer && /^https?:\/\//i.test(referrer) ? referrer : null,
    landingPath: landingPath?.startsWith('/') ? landingPath : null,
  };
}

export function sourcePathOf(form: LeadFormDto, fallback: string): string {
  const path = cut(form.source_path, 300);
  return path && /^\/(?!\/)/.test(path) ? path : fallback;
}

/**
 * Contact messages and Jumpstart applications: each is committed together with its emails in
 * one transaction (MailService.inTransaction), and the emails are queued only after the commit.
 * If the queue is down, the lead is still saved and the outbox sweeper sends the emails later.
 */
@Injectable()
export class LeadsService {
  readonly contacts: LeadInbox<ContactSubmission>;
  readonly applications: LeadInbox<JumpstartApplication>;

  constructor(
    @InjectRepository(ContactSubmission) contactRepository: Repository<ContactSubmission>,
    @InjectRepository(JumpstartApplication) applicationRepository: Repository<JumpstartApplication>,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly tokens: FormTokens,
    private readonly config: AppConfig,
  ) {
    this.contacts = new LeadInbox(contactRepository, CONTACT_STATUSES, {
      searchIn: ['name', 'email', 'company', 'message'],
      sortable: ['createdAt', 'name', 'company', 'topic', 'status'],
    });
    this.applications = new LeadInbox(applicationRepository, JUMPSTART_STATUSES, {
      searchIn: ['company', 'name', 'email', 'success'],
      sortable: ['createdAt', 'company', 'seats', 'timeline', 'status'],
    });
  }

  async submitContact(dto: ContactDto, meta: SubmissionMeta): Promise<ContactSubmission> {
    const spamReason = this.tokens.spamReason(dto);
    return this.mail.inTransaction(async (manager, send) => {
      const submission = await manager.save(
        manager.create(ContactSubmission, {
          ...pickAnswers<ContactAnswers>(CONTACT_ANSWERS, dto),
          consentedAt: new Date(),
          spamReason,
          sourcePath: sourcePathOf(dto, meta.defaultPath),
          userAgent: cut(meta.userAgent ?? undefined, 500),
          attribution: cleanAttribution(dto.attribution),
        }),
      );
      if (spamReason) return submission;
      const summary = contactSummary(submission, this.config.appUrl);
      await send({ to: submission.email, ...contactAcknowledgementEmail(this.bookingUrl) });
      await this.notifyAdmins(
        send,
        contactNotificationEmail(summary, labelOf(CONTACT_TOPICS, submission.topic)),
      );
      return submission;
    });
  }

  async submitJumpstart(dto: JumpstartDto, meta: SubmissionMeta): Promise<JumpstartApplication> {
    const spamReason = this.tokens.spamReason(dto);
    return this.mail.inTransaction(async (manager, send) => {
      const application = await manager.save(
        manager.create(JumpstartApplication, {
          ...pickAnswers<JumpstartAnswers>(JUMPSTART_ANSWERS, dto),
          goals: [...new Set(dto.goals)],
          consentedAt: new Date(),
          spamReason,
          sourcePath: sourcePathOf(dto, meta.defaultPath),
          userAgent: cut(meta.userAgent ?? undefined, 500),
          attribution: cleanAttribution(dto.attribution),
        }),
      );
      if (spamReason) return application;
      const summary = jumpstartSummary(application, this.config.appUrl);
      await send({
        to: application.email,
        ...jumpstartAcknowledgementEmail(jumpstartChoices(application), this.bookingUrl),
      });
      await this.notifyAdmins(send, jumpstartNotificationEmail(summary));
      return application;
    });
  }

  private async notifyAdmins(send: (email: OutgoingEmail) => Promise<void>, email: RenderedEmail) {
    for (const to of await this.auth.notificationRecipients()) await send({ to, ...email });
  }

  private get bookingUrl(): string {
    return `${this.config.appUrl}${routes.redirects.book()}`;
  }
}
