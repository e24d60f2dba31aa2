import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { found, isUuid, UuidParam } from '@common/http/not-found';
import { parseTableQuery } from '@common/table/table-query';
import { JobQueue } from '@jobs/job-queue';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { SentMessageQueryDto, TestEmailDto } from './dto/test-email.dto';
import { MAIL_STATUSES, MailMessage } from './mail-message.entity';
import { MailService, OUTBOX_SORTABLE } from './mail.service';
import { AdminOnly } from '@common/security/access';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';
import { routes } from '@shared/routes';

const OUTBOX_TABLE = {
  sortable: [...OUTBOX_SORTABLE],
  defaultSort: 'createdAt',
  filters: { status: MAIL_STATUSES },
};

const outboxRow = (message: MailMessage) => ({
  id: message.id,
  createdAt: message.createdAt.toISOString(),
  toAddress: message.toAddress,
  subject: message.subject,
  template: message.template,
  status: message.status,
  attempts: message.attempts,
  lastError: message.lastError,
  sentAt: message.sentAt?.toISOString() ?? null,
});

/** SPEC "/admin/test-email": the outbox (every message, its status and preview) and a test send. */
@Controller('admin/test-email')
@AdminOnly()
export class MailAdminController {
  constructor(
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
  ) {}

  @Get()
  async outbox(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Query() { sent: sentId }: SentMessageQueryDto,
    @Inertia() inertia: InertiaContext,
  ) {
    const page = await this.mail.page(parseTableQuery(query, OUTBOX_TABLE));
    const sent = isUuid(sentId) ? await this.mail.find(sentId) : null;
    return inertia.render('mail/outbox', {
      table: { rows: page.rows.map(outboxRow), total: page.total, query: page.query },
      counts: await this.mail.countByStatus(),
      delivery: { smtp: this.mail.delivers, queue: this.jobs.driver },
      sent: sent ? outboxRow(sent) : null,
    });
  }

  @Post()
  async sendTest(@Body() dto: TestEmailDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const message = await this.mail.sendTest(dto.to, req.auth?.user.email ?? 'an admin');
    inertia.toast(`Test email queued for ${dto.to}`);
    return inertia.redirect(routes.mail.outbox({ sent: message.id }));
  }

  @Get(':id')
  async message(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const message = found(await this.mail.find(id), 'Message');
    return inertia.render('mail/message', {
      message: {
        ...outboxRow(message),
        html: message.html,
        text: message.text,
        headers: message.headers,
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          bytes: Buffer.byteLength(attachment.contentBase64, 'base64'),
        })),
      },
    });
  }

  @Post(':id/retry')
  async retry(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const message = await this.mail.retry(id);
    if (message) inertia.toast('The message is queued again');
    else inertia.toast('Only a failed message can be tried again', 'error');
    return inertia.redirect(routes.mail.message(id));
  }
}
