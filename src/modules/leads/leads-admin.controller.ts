import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  CONTACT_TOPICS,
  CRM_IN_USE,
  JUMPSTART_TIMELINES,
  labelOf,
} from '@shared/lead-options';
import { found, UuidParam } from '@common/http/not-found';
import { csvStream, CsvColumn } from '@common/table/csv';
import { csvHref, parseTableQuery, TableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { answerRows, answerTexts, type AnswerField, type AnswerRow } from '@shared/forms/answers';
import { CONTACT_ANSWERS, JUMPSTART_ANSWERS } from '@shared/forms/leads';
import type { LeadDetailProps, LeadListProps, PageRegistry } from '@shared/pages';
import type { RenderProps } from '@inertia/inertia-props';
import { UpdateLeadDto } from './dto/update-lead.dto';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';
import { NewsletterSubscriber, SUBSCRIBER_STATUSES } from './entities/newsletter-subscriber.entity';
import { sourceRows } from './lead-emails';
import { LeadInbox, ReviewableLead } from './lead-inbox';
import { LeadsService } from './leads.service';
import { NewsletterService, SUBSCRIBER_SORTABLE } from './newsletter.service';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange } from '@common/security/admin-change';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';
import { routes } from '@shared/routes';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const reviewFields = (lead: ReviewableLead) => ({
  id: lead.id,
  createdAt: lead.createdAt.toISOString(),
  status: lead.status,
  spamReason: lead.spamReason,
});

const contactRow = (lead: ContactSubmission) => ({
  ...reviewFields(lead),
  name: lead.name,
  email: lead.email,
  company: lead.company,
  topic: labelOf(CONTACT_TOPICS, lead.topic),
  crm: labelOf(CRM_IN_USE, lead.crm),
});

const applicationRow = (lead: JumpstartApplication) => ({
  ...reviewFields(lead),
  company: lead.company,
  name: lead.name,
  email: lead.email,
  companySize: labelOf(COMPANY_SIZES, lead.companySize),
  seats: lead.seats,
  timeline: labelOf(JUMPSTART_TIMELINES, lead.timeline),
  budget: labelOf(BUDGET_RANGES, lead.budgetRange),
});

const subscriberRow = (subscriber: NewsletterSubscriber) => ({
  id: subscriber.id,
  email: subscriber.email,
  status: subscriber.status,
  createdAt: subscriber.createdAt.toISOString(),
  confirmedAt: iso(subscriber.confirmedAt),
  unsubscribedAt: iso(subscriber.unsubscribedAt),
  sourcePath: subscriber.sourcePath,
  utmSource: subscriber.attribution.utmSource,
});

/** A lead's page: its answers, review and provenance. */
const leadDetail = (lead: ReviewableLead, title: string, answers: AnswerRow[]): LeadDetailProps['lead'] => ({
  ...reviewFields(lead),
  title,
  answers,
  notes: lead.notes,
  statusChangedBy: lead.statusChangedBy,
  statusChangedAt: iso(lead.statusChangedAt),
  userAgent: lead.userAgent,
  source: sourceRows(lead.sourcePath, lead.attribution),
});

const ATTRIBUTION_CSV: CsvColumn<ReviewableLead>[] = [
  { header: 'Sent from', value: (lead) => lead.sourcePath },
  { header: 'UTM source', value: (lead) => lead.attribution.utmSource },
  { header: 'UTM medium', value: (lead) => lead.attribution.utmMedium },
  { header: 'UTM campaign', value: (lead) => lead.attribution.utmCampaign },
  { header: 'Referrer', value: (lead) => lead.attribution.referrer },
];

const statusColumns = <Lead extends ReviewableLead>(): CsvColumn<Lead>[] => [
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Status', value: (lead) => (lead.spamReason ? 'spam' : lead.status) },
];

/** A column per answer of the form, in the form's order. */
const answerColumns = <Lead extends ReviewableLead>(list: readonly AnswerField[]): CsvColumn<Lead>[] =>
  list.map((field) => ({
    header: field.label,
    value: (lead) => answerTexts(field, lead[field.key as keyof Lead]).join('; ') || null,
  }));

const CONTACT_CSV: CsvColumn<ContactSubmission>[] = [
  ...statusColumns<ContactSubmission>(),
  ...answerColumns<ContactSubmission>(CONTACT_ANSWERS),
  { header: 'Notes', value: (lead) => lead.notes },
  ...(ATTRIBUTION_CSV as CsvColumn<ContactSubmission>[]),
];

const APPLICATION_CSV: CsvColumn<JumpstartApplication>[] = [
  ...statusColumns<JumpstartApplication>(),
  ...answerColumns<JumpstartApplication>(JUMPSTART_ANSWERS),
  { header: 'Notes', value: (lead) => lead.notes },
  ...(ATTRIBUTION_CSV as CsvColumn<JumpstartApplication>[]),
];

const SUBSCRIBER_CSV: CsvColumn<NewsletterSubscriber>[] = [
  { header: 'Email', value: (subscriber) => subscriber.email },
  { header: 'Status', value: (subscriber) => subscriber.status },
  { header: 'Signed up', value: (subscriber) => subscriber.createdAt },
  { header: 'Confirmed', value: (subscriber) => subscriber.confirmedAt },
  { header: 'Unsubscribed', value: (subscriber) => subscriber.unsubscribedAt },
  { header: 'Signed up on', value: (subscriber) => subscriber.sourcePath },
  { header: 'UTM source', value: (subscriber) => subscriber.attribution.utmSource },
  { header: 'UTM campaign', value: (subscriber) => subscriber.attribution.utmCampaign },
];

type InboxPage = 'leads/contact-submissions' | 'leads/jumpstart-applications';

interface InboxView<Lead extends ReviewableLead, Page extends InboxPage> {
  inbox: LeadInbox<Lead>;
  path: string;
  page: Page;
  row: (lead: Lead) => PageRegistry[Page]['table']['rows'][number];
  csv: CsvColumn<Lead>[];
}

/** SPEC admin pages for leads: contact submissions, Jumpstart applications, newsletter subscribers. */
@Controller('admin')
@AdminOnly()
export class LeadsAdminController {
  private readonly contactView: InboxView<ContactSubmission, 'leads/contact-submissions'>;
  private readonly applicationView: InboxView<JumpstartApplication, 'leads/jumpstart-applications'>;

  constructor(
    private readonly leads: LeadsService,
    private readonly newsletter: NewsletterService,
  ) {
    this.contactView = {
      inbox: leads.contacts,
      path: routes.leads.contacts(),
      page: 'leads/contact-submissions',
      row: contactRow,
      csv: CONTACT_CSV,
    };
    this.applicationView = {
      inbox: leads.applications,
      path: routes.leads.applications(),
      page: 'leads/jumpstart-applications',
      row: applicationRow,
      csv: APPLICATION_CSV,
    };
  }

  @Get('contact-submissions')
  contacts(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    return this.inboxPage(this.contactView, query, res, inertia);
  }

  @Get('contact-submissions/:id')
  async contactSubmission(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const lead = found(await this.leads.contacts.find(id), 'Contact submission');
    return inertia.render('leads/contact-submission', {
      lead: leadDetail(lead, `${lead.name}, ${lead.company}`, answerRows(CONTACT_ANSWERS, lead)),
      statuses: this.leads.contacts.statuses,
    });
  }

  @Post('contact-submissions/:id')
  async reviewContact(
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateLeadDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    return this.review(this.contactView, id, dto, req, inertia);
  }

  @Post('contact-submissions/:id/not-spam')
  async contactNotSpam(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    return this.notSpam(this.contactView, id, inertia);
  }

  @Get('jumpstart-applications')
  applications(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    return this.inboxPage(this.applicationView, query, res, inertia);
  }

  @Get('jumpstart-applications/:id')
  async application(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const lead = found(await this.leads.applications.find(id), 'Jumpstart application');
    return inertia.render('leads/jumpstart-application', {
      lead: leadDetail(lead, lead.company, answerRows(JUMPSTART_ANSWERS, lead)),
      statuses: this.leads.applications.statuses,
    });
  }

  @Post('jumpstart-applications/:id')
  async reviewApplication(
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateLeadDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    return this.review(this.applicationView, id, dto, req, inertia);
  }

  @Post('jumpstart-applications/:id/not-spam')
  async applicationNotSpam(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    return this.notSpam(this.applicationView, id, inertia);
  }

  @Get('newsletter-subscribers')
  async subscribers(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, {
      sortable: [...SUBSCRIBER_SORTABLE],
      defaultSort: 'createdAt',
      filters: { status: SUBSCRIBER_STATUSES },
    });
    if (query.format === 'csv') {
      return csvStream(res, 'newsletter-subscribers.csv', SUBSCRIBER_CSV, tableQuery, (batch) =>
        this.newsletter.page(batch),
      );
    }
    const page = await this.newsletter.page(tableQuery);
    return inertia.render('leads/newsletter-subscribers', {
      table: { rows: page.rows.map(subscriberRow), total: page.total, query: page.query },
      counts: await this.newsletter.counts(),
      csvUrl: csvHref(routes.leads.subscribers(), tableQuery),
    });
  }

  @Get('newsletter-subscribers/:id')
  async subscriber(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const subscriber = found(await this.newsletter.find(id), 'Subscriber');
    return inertia.render('leads/newsletter-subscriber', {
      subscriber: {
        ...subscriberRow(subscriber),
        confirmationSentAt: iso(subscriber.confirmationSentAt),
        source: sourceRows(subscriber.sourcePath, subscriber.attribution),
      },
    });
  }

  /** For a reader who asks by email or phone to be taken off the list. */
  @Post('newsletter-subscribers/:id/unsubscribe')
  async unsubscribeSubscriber(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const subscriber = found(await this.newsletter.find(id), 'Subscriber');
    await this.newsletter.unsubscribe(subscriber);
    describeAdminChange(req, {
      action: 'subscriber.unsubscribed',
      summary: `Unsubscribed ${subscriber.email} on their behalf`,
      targetType: 'newsletter-subscribers',
      targetId: id,
      before: { status: subscriber.status },
      after: { status: 'unsubscribed' },
    });
    inertia.toast(`${subscriber.email} is unsubscribed`);
    return inertia.redirect(routes.leads.subscriber(id));
  }

  private async inboxPage<Lead extends ReviewableLead, Page extends InboxPage>(
    view: InboxView<Lead, Page>,
    query: Record<string, unknown>,
    res: Response,
    inertia: InertiaContext,
  ) {
    const tableQuery: TableQuery = parseTableQuery(query, {
      sortable: [...view.inbox.sortable],
      defaultSort: 'createdAt',
      filters: { status: view.inbox.filterValues },
    });
    if (query.format === 'csv') {
      return csvStream(res, `${view.path.split('/').pop()}.csv`, view.csv, tableQuery, (batch) =>
        view.inbox.page(batch),
      );
    }
    const page = await view.inbox.page(tableQuery);
    const props: LeadListProps<PageRegistry[Page]['table']['rows'][number]> = {
      table: { rows: page.rows.map(view.row), total: page.total, query: page.query },
      counts: await view.inbox.counts(),
      csvUrl: csvHref(view.path, tableQuery),
    };
    // Both inbox pages take LeadListProps of their own row (view.row is typed per page); TypeScript
    // cannot follow that through the generic page name, so this one call is told.
    return inertia.render(view.page, props as RenderProps<PageRegistry[Page]>);
  }

  private async review<Lead extends ReviewableLead>(
    view: InboxView<Lead, InboxPage>,
    id: string,
    dto: UpdateLeadDto,
    req: Request,
    inertia: InertiaContext,
  ) {
    const lead = found(await view.inbox.find(id));
    const before = { status: lead.status, notes: lead.notes };
    const after = await view.inbox.review(lead, dto, req.auth?.user.email ?? 'an admin');
    describeAdminChange(req, {
      action: before.status === after.status ? 'lead.notes_changed' : 'lead.status_changed',
      summary: `${view.path.split('/').pop()}: ${lead.email} ${before.status === after.status ? 'notes saved' : `${before.status} → ${after.status}`}`,
      targetType: view.path.split('/').pop(),
      targetId: id,
      before,
      after: { status: after.status, notes: after.notes },
    });
    inertia.toast('Saved');
    return inertia.redirect(`${view.path}/${id}`);
  }

  private async notSpam<Lead extends ReviewableLead>(
    view: InboxView<Lead, InboxPage>,
    id: string,
    inertia: InertiaContext,
  ) {
    const lead = found(await view.inbox.find(id));
    await view.inbox.markNotSpam(lead);
    inertia.toast(
      'Moved to the inbox',
      'success',
      'No emails were sent for it: reply from your own mailbox.',
    );
    return inertia.redirect(`${view.path}/${id}`);
  }
}
